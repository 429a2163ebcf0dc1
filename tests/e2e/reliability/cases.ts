import type { Page, TestInfo } from '@playwright/test';
import { expect, test as base, type PageProblems } from '../support';
import type { Category } from './categories';

/** Annotation types the count reporter reads: `cases` = 'storage:17', `failed-cases` = 'storage:2'. */
export const CASES_ANNOTATION = 'cases';
export const FAILED_CASES_ANNOTATION = 'failed-cases';
/** One per failed case, naming it: 'storage: invalid JSON'. */
export const FAILED_CASE_ANNOTATION = 'failed-case';

/**
 * Counts the fuzz cases a test tries. Each case runs as a step; a throw or a new soft failure marks
 * it failed without stopping the loop, and the test still fails at the end.
 */
export class CaseCounter {
  private readonly tried = new Map<Category, number>();
  private readonly failed = new Map<Category, number>();

  constructor(private readonly testInfo: TestInfo) {}

  async run(category: Category, name: string, body: () => Promise<void>): Promise<void> {
    this.tried.set(category, (this.tried.get(category) ?? 0) + 1);
    const errorsBefore = this.testInfo.errors.length;
    try {
      await base.step(`${category}: ${name}`, body);
    } catch (error) {
      // Keeps going with the next case; the soft failure still fails the test.
      expect
        .soft(() => {
          throw error;
        }, `${category} case "${name}"`)
        .not.toThrow();
    }
    if (this.testInfo.errors.length > errorsBefore) {
      this.failed.set(category, (this.failed.get(category) ?? 0) + 1);
      this.testInfo.annotations.push({
        type: FAILED_CASE_ANNOTATION,
        description: `${category}: ${name}`,
      });
    }
  }

  /** Counts `tried` cases checked together (say, 200 adds and one final count), `failed` of them failed. */
  tally(category: Category, tried: number, failed: number, name: string): void {
    this.tried.set(category, (this.tried.get(category) ?? 0) + tried);
    if (failed <= 0) return;
    this.failed.set(category, (this.failed.get(category) ?? 0) + failed);
    this.testInfo.annotations.push({
      type: FAILED_CASE_ANNOTATION,
      description: `${category}: ${name} (${failed} of ${tried})`,
    });
  }

  /** Writes the totals as annotations, once, when the test ends. */
  record(): void {
    for (const [category, count] of this.tried) {
      this.testInfo.annotations.push({
        type: CASES_ANNOTATION,
        description: `${category}:${count}`,
      });
      this.testInfo.annotations.push({
        type: FAILED_CASES_ANNOTATION,
        description: `${category}:${this.failed.get(category) ?? 0}`,
      });
    }
  }
}

interface ReliabilityFixtures {
  cases: CaseCounter;
  /** Messages of every dialog (alert, confirm, prompt) the shopper page opened; each is dismissed. */
  dialogs: string[];
}

export const test = base.extend<ReliabilityFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture needs from this pattern.
  cases: async ({}, provide, testInfo) => {
    const counter = new CaseCounter(testInfo);
    await provide(counter);
    counter.record();
  },
  dialogs: async ({ page }, provide) => {
    const opened: string[] = [];
    page.on('dialog', (dialog) => {
      opened.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await provide(opened);
  },
});

export { expect };

/** How long the problem lists are now, so a case can look at only what it caused. */
export interface ProblemMark {
  consoleErrors: number;
  cspViolations: number;
  pageErrors: number;
}

export function markProblems(problems: PageProblems): ProblemMark {
  return {
    consoleErrors: problems.consoleErrors.length,
    cspViolations: problems.cspViolations.length,
    pageErrors: problems.pageErrors.length,
  };
}

export function problemsSince(problems: PageProblems, mark: ProblemMark): PageProblems {
  return {
    consoleErrors: problems.consoleErrors.slice(mark.consoleErrors),
    cspViolations: problems.cspViolations.slice(mark.cspViolations),
    pageErrors: problems.pageErrors.slice(mark.pageErrors),
  };
}

/** Goes to a path, waiting for the DOM only, then for the screen's h1 (lazy screens load after). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main h1').first()).toBeVisible();
  // The prerendered heading shows before the app runs: act once the app has taken over.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
}

/** The marks a hostile string would leave if the page ever treated it as HTML or script. */
export async function injectionTraces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const traces: string[] = [];
    const flagged = (window as unknown as Record<string, unknown>).__pwned;
    if (flagged !== undefined) traces.push(`window.__pwned = ${String(flagged)}`);
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        // React never writes event-handler attributes: one here came from text.
        if (attribute.name.startsWith('on')) {
          traces.push(`<${element.localName} ${attribute.name}>`);
        }
        if (
          (attribute.name === 'href' || attribute.name === 'src') &&
          /^\s*javascript:/i.test(attribute.value)
        ) {
          traces.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
        }
      }
      if (element.localName === 'img' && element.getAttribute('src') === 'x')
        traces.push('<img src=x>');
    }
    // Data blocks never run: the JSON-LD, and the page data a product or certificate page
    // hydrates from (src/shell/pageData.tsx), as long as what they hold is JSON.
    const isData = (script: HTMLScriptElement) => {
      if (script.type !== 'application/ld+json' && script.type !== 'application/json') return false;
      try {
        JSON.parse(script.textContent ?? '');
        return true;
      } catch {
        return false;
      }
    };
    for (const script of document.querySelectorAll('script')) {
      if (script.src === '' && !isData(script)) {
        traces.push(`inline <script>${script.textContent ?? ''}`);
      }
    }
    return traces;
  });
}

/**
 * Init script: counts every toast with this title that ever appears (toasts come and go), in
 * `window.__toastCounts[title]`.
 */
export function countToasts(titles: string[]) {
  const seen = new WeakSet<Node>();
  const counts: Record<string, number> = Object.fromEntries(titles.map((title) => [title, 0]));
  (window as unknown as { __toastCounts: Record<string, number> }).__toastCounts = counts;
  new MutationObserver(() => {
    for (const paragraph of document.querySelectorAll('li p')) {
      const title = paragraph.textContent ?? '';
      if (title in counts && !seen.has(paragraph)) {
        seen.add(paragraph);
        counts[title] = (counts[title] ?? 0) + 1;
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** How many toasts with this title have appeared on the page so far (countToasts must run first). */
export async function toastsShown(page: Page, title: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { __toastCounts?: Record<string, number> }).__toastCounts?.[wanted] ??
      -1,
    title,
  );
}

/**
 * Whether this browser keeps a failed `import()` for the page's life (Safari, Firefox and
 * Chromium before 2026's change to the HTML standard; src/api/site.ts): a module whose first fetch
 * failed is asked for again once it would load.
 */
export async function keepsFailedImports(page: Page): Promise<boolean> {
  const probe = '/assets/import-probe.js';
  let first = true;
  await page.route(`**${probe}`, async (route) => {
    if (first) {
      first = false;
      await route.abort('failed');
    } else await route.fulfill({ contentType: 'text/javascript', body: 'export {};' });
  });
  const kept = await page.evaluate(async (url) => {
    await import(url).catch(() => undefined);
    return import(url).then(
      () => false,
      () => true,
    );
  }, probe);
  await page.unroute(`**${probe}`);
  return kept;
}
