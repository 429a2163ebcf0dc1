import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
// The list alone: a reporter should not import test code.
import { categories } from './categories';

interface Tally {
  cases: number;
  failed: number;
  tests: number;
}

function parseCount(description: string | undefined): [string, number] | undefined {
  const match = /^([a-z-]+):(\d+)$/.exec(description ?? '');
  return match?.[1] && match[2] ? [match[1], Number(match[2])] : undefined;
}

/**
 * Prints, after the run, how many reliability cases each category tried and how many failed,
 * from the `cases` / `failed-cases` annotations the reliability tests record (reliability/cases.ts).
 * A test that failed outside any counted case adds one failure to its categories.
 */
export default class CountReporter implements Reporter {
  private readonly tallies = new Map<string, Tally>();

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // Retries would count twice: only the last attempt counts.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      return;
    }
    const tried = new Map<string, number>();
    const failed = new Map<string, number>();
    for (const annotation of result.annotations) {
      const parsed = parseCount(annotation.description);
      if (!parsed) continue;
      if (annotation.type === 'cases') tried.set(parsed[0], parsed[1]);
      if (annotation.type === 'failed-cases') failed.set(parsed[0], parsed[1]);
    }
    const testFailed = result.status !== 'passed' && result.status !== 'skipped';
    const failedSomewhere = [...failed.values()].some((count) => count > 0);
    for (const [category, count] of tried) {
      const tally = this.tallies.get(category) ?? { cases: 0, failed: 0, tests: 0 };
      tally.cases += count;
      tally.tests += 1;
      tally.failed += failed.get(category) ?? 0;
      if (testFailed && !failedSomewhere) tally.failed += 1;
      this.tallies.set(category, tally);
    }
  }

  onEnd(): void {
    if (this.tallies.size === 0) return;
    const names = [
      ...categories.filter((name) => this.tallies.has(name)),
      ...[...this.tallies.keys()].filter(
        (name) => !(categories as readonly string[]).includes(name),
      ),
    ];
    const rows = names.map((name) => {
      const tally = this.tallies.get(name) ?? { cases: 0, failed: 0, tests: 0 };
      return { category: name, ...tally };
    });
    const total = rows.reduce(
      (sum, row) => ({
        cases: sum.cases + row.cases,
        failed: sum.failed + row.failed,
        tests: sum.tests + row.tests,
      }),
      { cases: 0, failed: 0, tests: 0 },
    );
    const line = (category: string, cases: number, failed: number, tests: number) =>
      `  ${category.padEnd(16)}${String(cases).padStart(7)}${String(failed).padStart(9)}${String(tests).padStart(7)}`;
    const table = [
      '',
      'Reliability cases tried (each fuzz input is one case):',
      `  ${'category'.padEnd(16)}${'cases'.padStart(7)}${'failed'.padStart(9)}${'tests'.padStart(7)}`,
      ...rows.map((row) => line(row.category, row.cases, row.failed, row.tests)),
      line('total', total.cases, total.failed, total.tests),
      '',
    ].join('\n');
    console.log(table);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/reliability-counts.json',
      `${JSON.stringify({ categories: rows, total }, null, 2)}\n`,
    );
  }
}
