/**
 * The small, driver-neutral interface the cross-browser journeys are written against
 * (docs/browser-support.md "Firefox and Safari's engine on Debian"). Two adapters implement it:
 * Firefox ESR through puppeteer-core over WebDriver BiDi (firefox.ts) and WebKitGTK through
 * selenium-webdriver and WebKitWebDriver (webkit.ts). Elements are found the way a person finds
 * them, by role and accessible name or by visible text, by one script that runs in the page
 * (locate, below), so both engines answer the same question; clicks and typing are the engine's own
 * (native) input.
 */

/** A text to match: a string matches exactly (after collapsing whitespace), a RegExp anywhere. */
export type TextMatch = string | RegExp;

export type Role =
  | 'alert'
  | 'article'
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'combobox'
  /** Any form field a person types into or chooses from (input, select, textarea). */
  | 'control'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'list'
  | 'listitem'
  | 'navigation'
  | 'radio'
  | 'region'
  | 'searchbox'
  | 'status'
  | 'textbox';

/** What a person looks for: a role with its accessible name, or a visible text, optionally inside another. */
export interface Query {
  role?: Role;
  name?: TextMatch;
  /** Heading level, with role 'heading'. */
  level?: number;
  text?: TextMatch;
  within?: Query;
  /** Which of several matches (0 = first, the default; -1 = last). */
  nth?: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** One page in one engine. Every method fails with a message a person can read. */
export interface Driver {
  readonly engine: 'firefox' | 'webkit';
  /** Engine and version, as reported by the browser. */
  readonly version: string;
  setViewport(viewport: Viewport): Promise<void>;
  /** The layout viewport the page really has (innerWidth x innerHeight). */
  viewport(): Promise<Viewport>;
  /** A path on the app's origin, e.g. `/shop`. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The path and search of the current page. */
  path(): Promise<string>;
  /** Clicks the element's centre with the engine's own pointer; fails if another element covers it. */
  click(query: Query): Promise<void>;
  /** Replaces a form control's value by typing (a select chooses the option by its visible text). */
  fill(label: TextMatch, value: string): Promise<void>;
  pressKey(key: 'Escape' | 'Tab' | 'Enter'): Promise<void>;
  /** The visible text of the first match (or of the whole page). */
  text(query?: Query): Promise<string>;
  /** Whether a match is visible now (no waiting). */
  visible(query: Query): Promise<boolean>;
  /** Waits until a match is visible. */
  waitFor(query: Query, timeoutMs?: number): Promise<void>;
  /** Waits until no match is visible. */
  waitForGone(query: Query, timeoutMs?: number): Promise<void>;
  /** Waits until the page shows this text somewhere. */
  waitForText(text: TextMatch, timeoutMs?: number): Promise<void>;
  /** The border box of the first visible match, in CSS pixels. */
  box(query: Query): Promise<Box>;
  /** Runs a function in the page; it must not close over anything outside itself. */
  evaluate<T>(fn: () => T): Promise<T>;
  screenshot(path: string): Promise<void>;
  /** Console errors, uncaught errors and CSP reports the page produced so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A query as it crosses into the page (RegExps do not survive serialisation). */
export interface WireQuery {
  role?: Role;
  name?: WireText;
  level?: number;
  text?: WireText;
  within?: WireQuery;
  nth?: number;
}
type WireText = { exact: string } | { source: string; flags: string };

function wireText(match: TextMatch): WireText {
  return typeof match === 'string'
    ? { exact: match }
    : { source: match.source, flags: match.flags };
}

export function toWire(query: Query): WireQuery {
  return {
    ...(query.role && { role: query.role }),
    ...(query.name !== undefined && { name: wireText(query.name) }),
    ...(query.level !== undefined && { level: query.level }),
    ...(query.text !== undefined && { text: wireText(query.text) }),
    ...(query.within && { within: toWire(query.within) }),
    ...(query.nth !== undefined && { nth: query.nth }),
  };
}

export function describe(query: Query): string {
  const parts = [
    query.role && `role=${query.role}`,
    query.name !== undefined && `name=${String(query.name)}`,
    query.level !== undefined && `level=${query.level}`,
    query.text !== undefined && `text=${String(query.text)}`,
    query.nth !== undefined && `nth=${query.nth}`,
  ].filter(Boolean);
  const own = `{${parts.join(' ')}}`;
  return query.within ? `${describe(query.within)} > ${own}` : own;
}

/** What `locate` found: the mark to address it by, or why nothing could be used. */
export type Located =
  { found: true; mark: string; box: Box; covered: string | null; text: string } | { found: false };

/**
 * Runs IN THE PAGE (serialised by the adapters, so it uses nothing from this module): finds the
 * visible elements matching a query, marks the chosen one with `data-xb-mark` so the adapter can
 * address it with a CSS selector, scrolls it to the middle of the window and reports its box and
 * whether another element covers its centre. A radio or checkbox drawn by its label (the native box
 * hidden) is represented by that label, as a person would click it.
 */
export function locate(query: WireQuery, mark: string, scroll: boolean): Located {
  const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();
  const matches = (value: string, match: WireText) =>
    'exact' in match
      ? collapse(value) === match.exact
      : new RegExp(match.source, match.flags).test(collapse(value));
  const roleSelectors: Record<string, string> = {
    alert: '[role=alert]',
    article: 'article,[role=article]',
    banner: 'header,[role=banner]',
    button: 'button,input[type=button],input[type=submit],input[type=reset],[role=button],summary',
    checkbox: 'input[type=checkbox],[role=checkbox],[role=switch]',
    combobox: 'select,[role=combobox]',
    control:
      'input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([type=submit]):not([type=button]),select,textarea',
    dialog: 'dialog,[role=dialog],[role=alertdialog]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    link: 'a[href],[role=link]',
    list: 'ul,ol,[role=list]',
    listitem: 'li,[role=listitem]',
    navigation: 'nav,[role=navigation]',
    radio: 'input[type=radio],[role=radio]',
    region: 'section[aria-label],section[aria-labelledby],[role=region]',
    searchbox: 'input[type=search],[role=searchbox]',
    status: 'output,[role=status]',
    textbox:
      'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=url],input[type=password],input[type=number],textarea,[role=textbox]',
  };
  const labelled = (el: Element): string => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    }
    const label = el.getAttribute('aria-label');
    if (label) return label;
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement
    ) {
      const labels = Array.from(el.labels ?? []).map((l) => l.textContent ?? '');
      if (labels.length > 0) return labels.join(' ');
      if (el instanceof HTMLInputElement && ['submit', 'button'].includes(el.type)) return el.value;
      return el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '';
    }
    if (el instanceof HTMLImageElement) return el.alt;
    // Name from content: text, plus the alt and aria-label of what it contains.
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      else if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true') return;
        const own =
          node.getAttribute('aria-label') ?? (node instanceof HTMLImageElement ? node.alt : null);
        if (own !== null && node !== el) parts.push(` ${own} `);
        else node.childNodes.forEach(walk);
      }
    };
    walk(el);
    return parts.join('');
  };
  const visible = (el: Element): boolean => {
    if (el.closest('[aria-hidden=true]')) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const rects = el.getClientRects();
    if (rects.length === 0) return false;
    if (el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)) return true;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const search = (q: WireQuery, roots: Element[]): Element[] => {
    const found: Element[] = [];
    for (const root of roots) {
      let candidates: Element[];
      if (q.role) {
        candidates = Array.from(root.querySelectorAll(roleSelectors[q.role] ?? `[role=${q.role}]`));
      } else {
        // By text: the innermost visible elements whose own text matches.
        candidates = Array.from(root.querySelectorAll('body *')).filter(
          (el) =>
            !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) &&
            q.text !== undefined &&
            matches((el as HTMLElement).innerText ?? el.textContent ?? '', q.text) &&
            !Array.from(el.children).some((child) =>
              matches(
                (child as HTMLElement).innerText ?? child.textContent ?? '',
                q.text as WireText,
              ),
            ),
        );
      }
      for (const el of candidates) {
        if (!visible(el)) continue;
        // A header is the page's banner only outside sectioning content.
        if (q.role === 'banner' && el.tagName === 'HEADER') {
          if (el.parentElement?.closest('article,aside,main,nav,section')) continue;
        }
        if (q.role === 'heading' && q.level !== undefined) {
          const level = el.getAttribute('aria-level') ?? el.tagName.replace(/^H/, '');
          if (Number(level) !== q.level) continue;
        }
        if (q.name !== undefined && !matches(labelled(el), q.name)) continue;
        if (q.role && q.text !== undefined && !matches((el as HTMLElement).innerText ?? '', q.text))
          continue;
        if (!found.includes(el)) found.push(el);
      }
    }
    return found;
  };
  const chain: WireQuery[] = [];
  for (let q: WireQuery | undefined = query; q; q = q.within) chain.unshift(q);
  let roots: Element[] = [document.documentElement];
  let hits: Element[] = [];
  for (const q of chain) {
    hits = search(q, roots);
    const nth = q.nth ?? 0;
    const chosen = nth < 0 ? hits[hits.length + nth] : hits[nth];
    roots = chosen ? [chosen] : [];
    hits = roots;
  }
  let el = hits[0];
  if (!el) return { found: false };
  if (el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)) {
    const rect = el.getBoundingClientRect();
    const label = el.labels?.[0];
    if (label && (rect.width < 4 || rect.height < 4 || getComputedStyle(el).opacity === '0'))
      el = label;
  }
  document.querySelectorAll('[data-xb-mark]').forEach((old) => old.removeAttribute('data-xb-mark'));
  el.setAttribute('data-xb-mark', mark);
  if (scroll) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const rect = el.getBoundingClientRect();
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  const top = document.elementFromPoint(cx, cy);
  const describeEl = (node: Element) =>
    `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
      typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''
    }> "${collapse(node.textContent ?? '').slice(0, 40)}"`;
  const covered =
    top === null
      ? 'nothing at its centre (outside the window)'
      : top === el || el.contains(top) || (el instanceof HTMLLabelElement && el.control === top)
        ? null
        : describeEl(top);
  return {
    found: true,
    mark,
    box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    covered,
    text: collapse((el as HTMLElement).innerText ?? el.textContent ?? ''),
  };
}

/** Polls until `check` returns a value (not undefined), or fails with `what` after the timeout. */
export async function poll<T>(
  check: () => Promise<T | undefined>,
  what: () => string,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms: ${what()}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whole-page text matching, shared by both adapters' waitForText. */
export function pageHasText(pageText: string, text: TextMatch): boolean {
  const collapsed = pageText.replace(/\s+/g, ' ');
  return typeof text === 'string' ? collapsed.includes(text) : text.test(collapsed);
}

type Found = Extract<Located, { found: true }>;

/**
 * The driver methods that only locate and read, the same in every engine once the adapter says how
 * to run `locate` in the page and how to read the page's text. `findOrWait` and `findUncovered` are
 * for the adapter's own actions (fill, click); the rest go into its Driver as they are.
 */
export function readingMethods(
  runLocate: (query: WireQuery, mark: string, scroll: boolean) => Promise<Located>,
  bodyText: () => Promise<string>,
) {
  let marks = 0;
  async function find(query: Query, scroll: boolean): Promise<Found | undefined> {
    const located = await runLocate(toWire(query), String(++marks), scroll);
    return located.found ? located : undefined;
  }
  async function findOrWait(query: Query, scroll = true): Promise<Found> {
    return poll(
      () => find(query, scroll),
      () => `no visible ${describe(query)}`,
    );
  }
  /** For a click: waits until the element is there and nothing else covers its centre. */
  async function findUncovered(query: Query): Promise<Found> {
    return poll(
      async () => {
        const hit = await find(query, true);
        return hit && hit.covered === null ? hit : undefined;
      },
      () => `${describe(query)} is missing or covered by another element at its centre`,
    );
  }
  const reads = {
    async text(query?: Query) {
      if (!query) return bodyText();
      return (await findOrWait(query, false)).text;
    },
    async visible(query: Query) {
      return (await find(query, false)) !== undefined;
    },
    async waitFor(query: Query, timeoutMs?: number) {
      await poll(
        () => find(query, false),
        () => `no visible ${describe(query)}`,
        timeoutMs,
      );
    },
    async waitForGone(query: Query, timeoutMs?: number) {
      await poll(
        async () => ((await find(query, false)) ? undefined : true),
        () => `${describe(query)} is still visible`,
        timeoutMs,
      );
    },
    async waitForText(text: TextMatch, timeoutMs?: number) {
      let last = '';
      await poll(
        async () => {
          last = await bodyText();
          return pageHasText(last, text) ? true : undefined;
        },
        () =>
          `the page never showed ${String(text)}; it shows: ${last.replace(/\s+/g, ' ').slice(0, 300)}`,
        timeoutMs,
      );
    },
    async box(query: Query): Promise<Box> {
      return (await findOrWait(query, false)).box;
    },
  } satisfies Pick<Driver, 'text' | 'visible' | 'waitFor' | 'waitForGone' | 'waitForText' | 'box'>;
  return { findOrWait, findUncovered, reads };
}
