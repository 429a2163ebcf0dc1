// Search as you type, measured for `npm run bench` (docs/performance.md "Search as you type"): on a
// processor slowed 4x as a phone's, a returning shopper focuses the top bar's search on /shop (its
// code loads then, and is waited for), and types a query at a typist's pace. Per keystroke:
//
// - the keystroke's frame: the browser's own Event Timing `duration` of the keydown, from the
//   press to the next paint after its handlers ran (what INP measures), in 8 ms steps;
// - the answer: from the press to the start of the frame that draws the suggestions for the text
//   typed so far (the list's first change after the press, then the next animation frame). The
//   matching runs after the keystroke's own frame (useDeferredValue), so this is the longer one.
//
// A frame is 16.7 ms at 60 Hz. Noisy by nature (a busy machine draws later): it prints figures and
// fails nothing.
import { chromium } from 'playwright';
import { chromiumArgs } from './chromium.mjs';

export const SEARCH_QUERIES = ['blue dream', 'gummies sleep'];
/** Between keystrokes, as a steady typist: about 40 words a minute. */
const KEY_DELAY_MS = 150;
const CPU_SLOWDOWN = 4;

/** Runs in the page before its scripts: records each keydown and the list's next frame. */
function recordKeystrokes() {
  const record = { keys: [], frames: [], events: [] };
  Object.assign(window, { __searchTimings: record });
  document.addEventListener(
    'keydown',
    (event) => record.keys.push({ key: event.key, at: event.timeStamp }),
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'keydown')
        record.events.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The suggestions list's changes: the frame that draws each one.
  const watch = () => {
    const list = document.querySelector('[role="listbox"]')?.parentElement;
    if (!list) return requestAnimationFrame(watch);
    new MutationObserver(() => {
      const changedAt = performance.now();
      requestAnimationFrame((frame) => record.frames.push({ changedAt, frame }));
    }).observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
  };
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(watch));
}

/** Per keystroke: its frame (Event Timing) and its answer (press to the frame drawing the list). */
function pairUp({ keys, frames, events }) {
  return keys.map((key, index) => {
    const next = keys[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    const drawn = frames.find((frame) => frame.changedAt >= key.at && frame.changedAt < next);
    // An event below Event Timing's 16 ms threshold is not reported: it took under a frame.
    const event = events.find((entry) => Math.abs(entry.at - key.at) < 1);
    return {
      key: key.key,
      frame: event ? event.duration : 16,
      frameReported: Boolean(event),
      answer: drawn ? drawn.frame - key.at : undefined,
    };
  });
}

/**
 * Types each query into the top bar's search on `${origin}/shop`, `runs` times, with the processor
 * slowed 4x, and returns the keystrokes measured.
 */
export async function measureSearch({ chromePath, origin, runs, progress = () => undefined }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const results = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const query of SEARCH_QUERIES) {
        progress(`search run ${run}/${runs}, "${query}"`);
        const context = await browser.newContext({
          ignoreHTTPSErrors: true,
          viewport: { width: 1280, height: 800 },
        });
        await context.addInitScript(() => sessionStorage.setItem('age-verified', 'yes'));
        await context.addInitScript(recordKeystrokes);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(`${origin}/shop`);
        await page.waitForSelector('html[data-app-ready]');
        const box = page.getByRole('combobox', { name: 'Search the store' });
        const plain = page.getByRole('searchbox', { name: 'Search the store' });
        // The first focus loads the combobox's code; it takes the plain box's place.
        await plain.focus();
        await box.waitFor();
        await page.evaluate(() => {
          const record = window.__searchTimings;
          record.keys.length = 0;
          record.frames.length = 0;
          record.events.length = 0;
        });
        await page.keyboard.type(query, { delay: KEY_DELAY_MS });
        await page.waitForTimeout(500);
        results.push(...pairUp(await page.evaluate(() => window.__searchTimings)));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Prints the keystrokes' figures: median, 90th percentile and worst, for frame and answer. */
export function printSearch(keystrokes, runs) {
  const frames = keystrokes.map((entry) => entry.frame);
  const answers = keystrokes.flatMap((entry) => (entry.answer === undefined ? [] : [entry.answer]));
  const unreported = keystrokes.filter((entry) => !entry.frameReported).length;
  const row = (label, values) =>
    `${label.padEnd(36)}${[50, 90, 100].map((p) => `${Math.round(percentile(values, p))} ms`.padStart(10)).join('')}`;
  console.log(
    `\nSearch as you type on /shop, CPU ${CPU_SLOWDOWN}x slower, ${keystrokes.length} keystrokes (${SEARCH_QUERIES.map((q) => `"${q}"`).join(', ')}, ${runs} run${runs === 1 ? '' : 's'}, ${KEY_DELAY_MS} ms apart)`,
  );
  console.log(`${''.padEnd(36)}${['median', 'p90', 'worst'].map((h) => h.padStart(10)).join('')}`);
  console.log(row('keystroke to its next paint', frames));
  if (answers.length > 0) console.log(row('keystroke to the suggestions drawn', answers));
  console.log(
    `(a frame is 16.7 ms at 60 Hz; ${unreported} keystroke${unreported === 1 ? '' : 's'} under Event Timing's 16 ms floor counted as 16 ms; ${keystrokes.length - answers.length} left the list as it was)`,
  );
}
