import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

/** After the run: one line per journey and size, one column per engine, pass or FAIL with the time. */
export default class SummaryReporter implements Reporter {
  private readonly rows = new Map<string, Map<string, string>>();
  private readonly engines: string[] = [];
  private readonly versions = new Map<string, string>();
  /** Rows in the order the journeys and sizes are declared. */
  private order: string[] = [];

  onBegin(_config: FullConfig, suite: Suite) {
    this.order = suite.allTests().map((test) => `${test.parent.title} @ ${test.title}`);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const engine = test.parent.project()?.name ?? '?';
    if (!this.engines.includes(engine)) this.engines.push(engine);
    const version = test.annotations.find((note) => note.type === 'engine')?.description;
    if (version) this.versions.set(engine, version);
    const row = `${test.parent.title} @ ${test.title}`;
    const cells = this.rows.get(row) ?? new Map<string, string>();
    const seconds = (result.duration / 1000).toFixed(1);
    cells.set(
      engine,
      `${result.status === 'passed' ? 'pass' : result.status.toUpperCase()} ${seconds} s`,
    );
    this.rows.set(row, cells);
  }

  onEnd(result: FullResult) {
    const engines = [...this.engines].sort();
    const width = Math.max(10, ...[...this.rows.keys()].map((row) => row.length));
    const lines = [
      '',
      'Cross-browser journeys:',
      ...engines.map((engine) => `  ${engine}: ${this.versions.get(engine) ?? 'did not start'}`),
      '',
      `  ${'journey @ size'.padEnd(width)}  ${engines.map((engine) => engine.padEnd(16)).join('')}`,
      ...[...this.rows.entries()]
        .sort(([a], [b]) => this.order.indexOf(a) - this.order.indexOf(b))
        .map(
          ([row, cells]) =>
            `  ${row.padEnd(width)}  ${engines.map((engine) => (cells.get(engine) ?? '-').padEnd(16)).join('')}`,
        ),
      '',
      `  ${result.status === 'passed' ? 'all passed' : 'FAILED'} in ${(result.duration / 1000).toFixed(1)} s`,
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
