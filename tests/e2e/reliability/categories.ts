/**
 * The reliability categories the count reporter prints, in its order. A module of its own, with
 * no test code in it, so that the reporter (countReporter.ts) and the cases (cases.ts) share it.
 */
export const categories = [
  'storage',
  'two-tabs',
  'urls',
  'forms',
  'csp',
  'error-boundary',
  'demo-code',
  'code-loading',
  'add-caps',
  'storage-events',
] as const;
export type Category = (typeof categories)[number];
