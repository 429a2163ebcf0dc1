// Search as you type, measured for `npm run bench` (docs/performance.md "Search as you type"): on a
// processor slowed 4x as a phone's, a returning shopper focuses the top bar's search on /shop (its
// code loads then, and is waited for), and types a query at a typist's pace. Per keystroke:
//
// - the keystroke's frame: the browser's own Event Timing `duration` of the keydown, from the
//   press to the next paint after its handlers ran (what INP measures), in 8 ms steps;
// - the answer: from the press to the start of the frame that draws the suggestions for the text
//   typed so far (the list's first change after the press, then the next animation frame). The
//   matching runs after the keystroke's own frame (useDeferredValue), so this is the longer one;
// - the frames it missed: the page draws a frame every 16.7 ms while nothing holds its main thread
//   up, so a keystroke whose own work and answer each fit in a frame misses none. Counted from the
//   animation frames' gaps, from the press to the next press.
//
// The same keystrokes are typed into the same page with no script at all (the prerendered plain
// box, every script blocked): the browser's own cost of a keystroke there, text editing and
// painting the page around the box, is the floor no search code can go under.
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
  const record = { keys: [], frames: [], events: [], ticks: [] };
  Object.assign(window, { __searchTimings: record });
  const tick = (at) => {
    record.ticks.push(at);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
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

const FRAME_MS = 1000 / 60;

/**
 * Per keystroke: its frame (Event Timing), its answer (press to the frame drawing the list) and
 * the frames missed until the next press (the animation frames' gaps beyond one frame each).
 */
function pairUp({ keys, frames, events, ticks }, mode) {
  return keys.map((key, index) => {
    const next = keys[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    let missed = 0;
    for (let at = 1; at < ticks.length; at += 1) {
      if (ticks[at] <= key.at || ticks[at - 1] >= next) continue;
      missed += Math.max(0, Math.round((ticks[at] - ticks[at - 1]) / FRAME_MS) - 1);
    }
    const drawn = frames.find((frame) => frame.changedAt >= key.at && frame.changedAt < next);
    // An event below Event Timing's 16 ms threshold is not reported: it took under a frame.
    const event = events.find((entry) => Math.abs(entry.at - key.at) < 1);
    return {
      mode,
      key: key.key,
      missed,
      frame: event ? event.duration : 16,
      frameReported: Boolean(event),
      answer: drawn ? drawn.frame - key.at : undefined,
    };
  });
}

/** How the keystrokes are typed: into the combobox, or into the box with every script blocked. */
export const MODES = ['combobox', 'no script'];

/**
 * Types each query into the top bar's search on `${origin}/shop`, `runs` times, with the processor
 * slowed 4x, once into the combobox and once into the same box with no script, and returns the
 * keystrokes measured, each with its mode.
 */
export async function measureSearch({ chromePath, origin, runs, progress = () => undefined }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const results = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const mode of MODES) {
        for (const query of SEARCH_QUERIES) {
          progress(`search run ${run}/${runs}, ${mode}, "${query}"`);
          results.push(...(await typeQuery(browser, origin, query, mode)));
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function typeQuery(browser, origin, query, mode) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.addInitScript(() => sessionStorage.setItem('age-verified', 'yes'));
    await context.addInitScript(recordKeystrokes);
    if (mode === 'no script') await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/shop`);
    const plain = page.getByRole('searchbox', { name: 'Search the store' });
    if (mode === 'combobox') {
      await page.waitForSelector('html[data-app-ready]');
      // The first focus loads the combobox's code; it takes the plain box's place.
      await plain.focus();
      await page.getByRole('combobox', { name: 'Search the store' }).waitFor();
    } else {
      await page.waitForLoadState('load');
      await plain.focus();
    }
    // Settled: the combobox's index built in idle time, the page's late work done.
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      for (const list of Object.values(window.__searchTimings)) list.length = 0;
    });
    await page.keyboard.type(query, { delay: KEY_DELAY_MS });
    await page.waitForTimeout(500);
    return pairUp(await page.evaluate(() => window.__searchTimings), mode);
  } finally {
    await context.close();
  }
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The keystrokes typed in one mode. */
export const inMode = (keystrokes, mode) => keystrokes.filter((entry) => entry.mode === mode);

/** Keystrokes that missed no frame, as 'N of M'. */
export function withinAFrame(keystrokes) {
  return `${keystrokes.filter((entry) => entry.missed === 0).length} of ${keystrokes.length}`;
}

/** Prints the keystrokes' figures: median, 90th percentile and worst, for frame and answer. */
export function printSearch(keystrokes, runs) {
  const row = (label, values) =>
    `${label.padEnd(44)}${[50, 90, 100].map((p) => `${Math.round(percentile(values, p))} ms`.padStart(10)).join('')}`;
  const combobox = inMode(keystrokes, 'combobox');
  const plain = inMode(keystrokes, 'no script');
  const answers = combobox.flatMap((entry) => (entry.answer === undefined ? [] : [entry.answer]));
  const unreported = keystrokes.filter((entry) => !entry.frameReported).length;
  console.log(
    `\nSearch as you type on /shop, CPU ${CPU_SLOWDOWN}x slower, ${combobox.length} keystrokes a mode (${SEARCH_QUERIES.map((q) => `"${q}"`).join(', ')}, ${runs} run${runs === 1 ? '' : 's'}, ${KEY_DELAY_MS} ms apart)`,
  );
  console.log(`${''.padEnd(44)}${['median', 'p90', 'worst'].map((h) => h.padStart(10)).join('')}`);
  console.log(
    row(
      'keystroke to its next paint',
      combobox.map((entry) => entry.frame),
    ),
  );
  console.log(
    row(
      '  the same box with no script',
      plain.map((entry) => entry.frame),
    ),
  );
  if (answers.length > 0) console.log(row('keystroke to the suggestions drawn', answers));
  console.log(
    `keystrokes that missed no frame: ${withinAFrame(combobox)}; with no script, ${withinAFrame(plain)}`,
  );
  console.log(
    `(a frame is 16.7 ms at 60 Hz; ${unreported} keystroke${unreported === 1 ? '' : 's'} under Event Timing's 16 ms floor counted as 16 ms; ${combobox.length - answers.length} left the list as it was)`,
  );
}
