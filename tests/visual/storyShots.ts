import { expect, vi } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { viewportSize } from '../../.storybook/viewports';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts, project 'storybook': sets the outer (tester) page's height. */
    fitOuterPage: (height: number) => Promise<void>;
  }
}

export type Group = 'components' | 'screens' | 'flows';
export type Width = 375 | 1280;
export type Theme = 'light' | 'dark';

/** What a shot needs of a story: Storybook's composed story has these. */
export interface ShotStory {
  id: string;
  tags: readonly string[];
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

/** Tags that keep a story out of the visual tests ('no-test' also keeps it out of story tests). */
const optOutTags = ['no-visual', 'no-test'];

/** Screens and flows by their title ('Screens/Shop' is 'screens-shop--…'); any other story is a component. */
export function groupOf(id: string): Group {
  if (id.startsWith('screens-')) return 'screens';
  if (id.startsWith('flows-')) return 'flows';
  return 'components';
}

const widthOf = (globals: Record<string, unknown>): Width =>
  (globals.viewport as { value?: unknown } | undefined)?.value === 'phone' ? 375 : 1280;
const themeOf = (globals: Record<string, unknown>): Theme =>
  globals.theme === 'dark' ? 'dark' : 'light';

/**
 * The pictures of one story, in the order they are taken, all from the render its story test
 * played (docs/testing.md "Visual regression"):
 * - every story at its own width and theme, after its play function: the state a person reaches;
 * - a screen in the desktop light default also at 375 px, the same render resized: the two widths
 *   that matter. A screen story that sets its own width or theme (Phone, Dark) is shot in that one
 *   mode; dark is reviewed in each screen's Dark story.
 */
export function shotModes(story: ShotStory): { width: Width; theme: Theme }[] {
  if (story.tags.some((tag) => optOutTags.includes(tag))) return [];
  const own = { width: widthOf(story.globals), theme: themeOf(story.globals) };
  if (groupOf(story.id) === 'screens' && own.width === 1280 && own.theme === 'light')
    return [own, { width: 375, theme: 'light' }];
  return [own];
}

/** 'screens-shop--sorted-375-light': the baseline's file name, without '.png'. */
export function shotName(id: string, width: Width, theme: Theme): string {
  return `${id}-${width}-${theme}`;
}

/** The name handed to toMatchScreenshot: vitest.config.ts turns its '/' back into '--'. */
function matcherName(id: string, width: Width, theme: Theme): string {
  const [title = id, story = ''] = id.split('--');
  return `${title}/${story}-${width}-${theme}`;
}

/** The story viewport's height at that width (the toolbar's Phone or Desktop). */
const nominalHeight = (width: Width) => viewportSize(width === 375 ? 'phone' : 'desktop').height;

const layoutOf = (story: ShotStory) =>
  typeof story.parameters.layout === 'string' ? story.parameters.layout : 'padded';

/**
 * Shoots a story its test has just rendered and played, in each of its modes, and compares each
 * picture with its baseline in tests/visual/__screenshots__.
 */
export async function shootStory(story: ShotStory): Promise<void> {
  const group = groupOf(story.id);
  const modes = shotModes(story);
  if (modes.length === 0) return;
  applyLayout(layoutOf(story));
  // Every mode is shot even after one fails: the review shows all of a story's changed pictures
  // at once, and its approval takes them in one go (docs/testing.md "Visual review on a pull
  // request"). The first failure is the story's error.
  const failures: unknown[] = [];
  try {
    for (const [index, { width, theme }] of modes.entries()) {
      if (index > 0) {
        // The same render at the other width, as a person who resizes the window sees it.
        await page.viewport(width, nominalHeight(width));
        await nextFrame();
      }
      await settle(group);
      await fitToContent(width);
      await repaintAll();
      const name = shotName(story.id, width, theme);
      const frame = group === 'components' ? frameAroundContent() : document.body;
      try {
        await expect
          .element(page.elementLocator(frame))
          .toMatchScreenshot(matcherName(story.id, width, theme));
      } catch (error) {
        // The matcher writes no actual image when only the size changed: the review report
        // (scripts/visual-report.mjs) needs one for every failed shot.
        await page.screenshot({
          element: frame,
          path: `${server.config.root}/.vitest-attachments/visual/${name}-actual.png`,
        });
        failures.push(error);
      } finally {
        if (frame !== document.body) frame.remove();
        unfit();
      }
    }
  } finally {
    layoutStyle.remove();
  }
  if (failures.length > 0) throw failures[0];
}

/** Room around a component's own box: focus rings, shadows and outlines drawn outside it. */
const FRAME_MARGIN = 24;

/**
 * What a component's shot holds: the box around everything the story drew (its root's content and
 * any portal: a menu, a popover, a toast), plus FRAME_MARGIN, in whole pixels. A page shot of a
 * button is mostly empty canvas: this keeps each picture (and its baseline, and the time to
 * compare it) to the component. With a modal open, the whole page: the backdrop is part of it.
 * Returns an invisible element over that box, for the matcher to shoot.
 */
function frameAroundContent(): HTMLElement {
  const modalOpen = document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]');
  if (modalOpen) return document.body;
  const boxes: DOMRect[] = [];
  for (const child of document.body.children) {
    if (!(child instanceof HTMLElement) || child.dataset.visualTests !== undefined) continue;
    if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(child.tagName)) continue;
    const range = document.createRange();
    range.selectNodeContents(child);
    for (const box of range.getClientRects()) {
      if (box.width > 0 && box.height > 0) boxes.push(box);
    }
    // Fixed and absolutely placed descendants (a toast, a popover) are outside the range's lines.
    for (const element of child.querySelectorAll<HTMLElement>('*')) {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'absolute') continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) boxes.push(box);
    }
  }
  // Within the frame as fitToContent sized it; a scrolled page (a play function that focused
  // something below) is shot whole, as it stands.
  if (window.scrollX !== 0 || window.scrollY !== 0) return document.body;
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left))) - FRAME_MARGIN);
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top))) - FRAME_MARGIN);
  const right = Math.min(
    window.innerWidth,
    Math.ceil(Math.max(...boxes.map((box) => box.right))) + FRAME_MARGIN,
  );
  const bottom = Math.min(
    window.innerHeight,
    Math.ceil(Math.max(...boxes.map((box) => box.bottom))) + FRAME_MARGIN,
  );
  if (boxes.length === 0 || right <= left || bottom <= top) return document.body;
  const frame = document.createElement('div');
  frame.dataset.visualTests = 'frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = `position: absolute; left: ${left}px; top: ${top}px; width: ${right - left}px; height: ${bottom - top}px; opacity: 0; pointer-events: none; margin: 0; padding: 0; border: 0;`;
  document.body.append(frame);
  return frame;
}

/** Every baseline file the stories in `stories` make: to find baselines no story makes any more. */
export function expectedBaselines(stories: readonly ShotStory[]): string[] {
  return stories.flatMap((story) =>
    shotModes(story).map(({ width, theme }) => `${shotName(story.id, width, theme)}.png`),
  );
}

/** Pauses everything that moves, so two renders of the same story give the same pixels. */
export function freezeMotion(): () => void {
  const style = document.createElement('style');
  style.dataset.visualTests = 'freeze';
  style.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;
  document.head.append(style);
  return () => style.remove();
}

const layoutStyle = document.createElement('style');
layoutStyle.dataset.visualTests = 'layout';

/** The canvas padding Storybook gives a story's layout (its sb-main-padded and -centered classes). */
export function applyLayout(layout: string): void {
  layoutStyle.textContent =
    layout === 'fullscreen'
      ? ''
      : layout === 'centered'
        ? 'body { display: flex; align-items: center; justify-content: center; padding: 1rem; box-sizing: border-box; }'
        : 'body { padding: 1rem; box-sizing: border-box; }';
  document.head.append(layoutStyle);
}

/** Only Date is faked: real timers keep debounces, toasts and user events working. */
export function freezeDate(at = new Date('2024-06-15T12:00:00Z')): () => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return () => vi.useRealTimers();
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Resolves once nothing in the document has changed for `quietMs` (or after `timeoutMs`). */
function domQuiet(quietMs: number, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => restart());
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(deadline);
      resolve();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const deadline = setTimeout(done, timeoutMs);
    restart();
  });
}

const toastSelector = '[aria-label="Notifications"] li';

/**
 * Toasts leave on a real 4 s timer, so whether one is still up when a slow machine gets to the
 * shot is luck. Components and screens keep them (a toast is part of the state the play function
 * reached): a pointer over the region pauses their timers (the Toaster's own rule). Flows are
 * shot once their toasts have gone.
 */
async function holdOrClearToasts(group: Group): Promise<void> {
  const region = document.querySelector('[aria-label="Notifications"]');
  if (!region || !document.querySelector(toastSelector)) return;
  if (group === 'components') {
    region.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    return;
  }
  await vi.waitFor(
    () => {
      if (document.querySelector(toastSelector)) throw new Error('A toast is still showing');
    },
    { timeout: 8000, interval: 100 },
  );
}

/**
 * Waits until a played story has stopped changing: redirects and late renders are over (the DOM
 * has been quiet for a moment), toasts are held or gone, every image has loaded and decoded, and
 * the web fonts are in. (The play function has awaited the state it shows; a pending form is
 * busy on purpose.)
 */
export async function settle(group: Group): Promise<void> {
  // A screen may still redirect or load its next lazy chunk; a component has awaited its play.
  await domQuiet(group === 'components' ? 50 : 200);
  await holdOrClearToasts(group === 'screens' ? 'components' : group);
  const images = Array.from(document.images);
  // Lazy images below the fold would otherwise load (or not) while the page is being shot.
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(
    images.map((image) =>
      image.decode().catch(() => {
        // A broken image still has a stable look: the story test reports it, not this one.
      }),
    ),
  );
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

/**
 * Pages are shot whole, footer included, up to 4000 px: every screen fits except the shop's full
 * 48-card grid (about 9900 px at 1280, 32000 at 375). There the shot stops after the first rows:
 * the grid repeats one card that has its own stories, the shop's footer is shot in its filtered
 * and searched stories, and the whole grid would weigh about 4.7 MB per baseline (docs/testing.md
 * "Visual regression").
 */
export const MAX_SHOT_HEIGHT = 4_000;

const clipStyle = document.createElement('style');
clipStyle.dataset.visualTests = 'clip';

let pinned: HTMLElement[] = [];

/**
 * Elements at least as tall as the viewport (the layout's `min-height: 100vh`) keep the story's
 * viewport height: otherwise growing the frame to hold the page grows them too, and the footer is
 * pushed out of every shot however tall.
 */
function pinViewportHeights(nominal: number): void {
  const tall = `${nominal}px`;
  for (const element of [
    document.documentElement,
    ...document.querySelectorAll<HTMLElement>('body, body *'),
  ]) {
    if (getComputedStyle(element).minHeight !== tall) continue;
    element.style.setProperty('min-height', tall, 'important');
    pinned.push(element);
  }
}

/**
 * Makes the story's frame as tall as its content (up to MAX_SHOT_HEIGHT), so a shot of the body
 * holds the whole page: content below the frame's own viewport is never painted.
 * With a modal open, the frame keeps the story's viewport, as a person sees it.
 */
export async function fitToContent(width: Width): Promise<void> {
  const nominal = nominalHeight(width);
  const modalOpen = document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]');
  if (!modalOpen) pinViewportHeights(nominal);
  let height = 0;
  // Measured again after the resize: content that grew meanwhile (a late render) gets its room.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // The body's scrollHeight counts content the clip below hides.
    const content = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
    const wanted = modalOpen ? nominal : Math.min(Math.max(nominal, content), MAX_SHOT_HEIGHT);
    if (wanted === height) return;
    height = wanted;
    await commands.fitOuterPage(height);
    await page.viewport(width, height);
    clipStyle.textContent = `body { max-height: ${height}px !important; overflow: hidden !important; }`;
    document.head.append(clipStyle);
    await nextFrame();
    await nextFrame();
  }
}

/**
 * Paints the whole page afresh where it now stands. Blink reuses what it painted before a layout
 * shift, so a played story's text can rasterise a subpixel apart from a fresh paint of the same
 * layout: the cart's storage-blocked story, whose note goes at the end, drew its total one of two
 * ways, about half the runs each. One frame moved by a pixel repaints everything; the shot comes
 * after the next, back in place.
 */
export async function repaintAll(): Promise<void> {
  const root = document.documentElement;
  root.style.setProperty('padding-left', '1px');
  await nextFrame();
  root.style.removeProperty('padding-left');
  await nextFrame();
}

/** Undoes fitToContent's clip; the next story's viewport is set by the preview's beforeEach. */
export function unfit(): void {
  clipStyle.remove();
  for (const element of pinned) element.style.removeProperty('min-height');
  pinned = [];
}
