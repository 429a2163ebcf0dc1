import { composeStories, type composeStory } from '@storybook/react-vite';
import { vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { viewportSize } from '../../.storybook/viewports';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts, project 'visual': sets the outer (tester) page's height. */
    fitOuterPage: (height: number) => Promise<void>;
  }
}

/** A stories file as `import.meta.glob` hands it over. */
export type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
type StoryAnnotations = Record<string, unknown>;

export type Group = 'components' | 'screens' | 'flows';
export type Width = 375 | 1280;
export type Theme = 'light' | 'dark';

/** One picture: a story at one width in one theme. */
export interface Shot {
  group: Group;
  /** The story's title, e.g. 'Screens/Shop'. */
  title: string;
  /** e.g. 'screens-shop--filtered-by-url-375-light': the baseline's file name. */
  name: string;
  /** The name as handed to toMatchScreenshot: vitest.config.ts turns its '/' back into '--'. */
  matcherName: string;
  width: Width;
  theme: Theme;
  /** `parameters.layout`: Storybook pads the canvas unless a story asks for 'fullscreen'. */
  layout: string;
  /** Renders the story (and runs its play function when `played`). */
  render: () => Promise<void>;
  /** The story's play function runs before the shot: the picture is the state it reaches. */
  played: boolean;
  /** Set when an earlier shot renders exactly the same thing: the name of that shot. */
  sameAs?: string;
  /** Set when the story opts out with a 'no-visual' (or 'no-test') tag. */
  optedOut?: boolean;
}

/** Tags that keep a story out of the visual tests ('no-test' also keeps it out of story tests). */
const optOutTags = ['no-visual', 'no-test'];
const optedOut = (story: ComposedStory) => story.tags.some((tag) => optOutTags.includes(tag));

/** The widths and themes a screen is reviewed at (and that .storybook/modes.ts gives Chromatic). */
const screenModes: readonly { width: Width; theme: Theme }[] = [
  { width: 375, theme: 'light' },
  { width: 1280, theme: 'light' },
  { width: 1280, theme: 'dark' },
];

const viewportOf = (width: Width) => ({ value: width === 375 ? 'phone' : 'desktop' });
const widthOf = (globals: Record<string, unknown>): Width =>
  (globals.viewport as { value?: unknown } | undefined)?.value === 'phone' ? 375 : 1280;
const themeOf = (globals: Record<string, unknown>): Theme =>
  globals.theme === 'dark' ? 'dark' : 'light';

const layoutOf = (story: ComposedStory) =>
  typeof story.parameters.layout === 'string' ? story.parameters.layout : 'padded';

function namesOf(id: string, width: Width, theme: Theme) {
  const [title = id, story = ''] = id.split('--');
  return { name: `${id}-${width}-${theme}`, matcherName: `${title}/${story}-${width}-${theme}` };
}

/**
 * A file without a `title` gets the one Storybook would give it from its path
 * ('stories/components/Button.stories.tsx' is 'components/Button'), so story ids and baseline
 * names stay unique.
 */
function withTitle(module: StoryModule, path: string): StoryModule {
  if ((module.default as { title?: unknown }).title) return module;
  const title = path.replace(/^.*\/stories\//, '').replace(/\.stories\.tsx$/, '');
  return { ...module, default: { ...module.default, title } };
}

/** Screens and flows by their folder; any other story is shot like a component. */
function groupOf(path: string): Group {
  const match = /\/stories\/(screens|flows)\//.exec(path);
  return match ? (match[1] as Group) : 'components';
}

/**
 * The same stories file with every play function removed: a screen is shot as its route,
 * storage and globals render it. (screenStory.tsx seeds the app's theme from `globals.theme`.)
 */
function withoutPlay(module: StoryModule): StoryModule {
  const variant: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(module)) {
    const isAnnotations = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (key === '__namedExportsOrder' || !isAnnotations) {
      variant[key] = value;
      continue;
    }
    const { play: _play, ...rest } = value as StoryAnnotations;
    variant[key] = rest;
  }
  return variant as StoryModule;
}

function composed(module: StoryModule): [exportName: string, story: ComposedStory][] {
  return Object.entries(composeStories(module) as Record<string, ComposedStory>);
}

function ownGlobals(annotations: unknown): Record<string, unknown> {
  if (typeof annotations !== 'object' || annotations === null) return {};
  const globals = (annotations as StoryAnnotations).globals;
  return typeof globals === 'object' && globals !== null
    ? (globals as Record<string, unknown>)
    : {};
}

/** Story-level fields that can change what a screen renders before any play function. */
const renderingKeys = ['args', 'render', 'decorators', 'loaders', 'beforeEach', 'component'];

/**
 * A key for what a screen story renders before its play function, or undefined when the story
 * has its own rendering code (then it is always shot). In one file, screens render from their
 * route, stored cart and globals alone, so stories that share those look the same until they play.
 */
function screenRenderKey(
  annotations: unknown,
  story: ComposedStory,
  mode: object,
): string | undefined {
  if (typeof annotations !== 'object' || annotations === null) return undefined;
  const own = annotations as StoryAnnotations;
  if (renderingKeys.some((key) => key in own)) return undefined;
  const ownParameters = (own.parameters ?? {}) as Record<string, unknown>;
  // MSW handlers answer requests a person's actions send; nothing is sent before play. Chromatic's
  // settings do not change the render.
  if (Object.keys(ownParameters).some((key) => !['screen', 'msw', 'chromatic'].includes(key)))
    return undefined;
  return JSON.stringify([story.id.split('--')[0], story.parameters.screen, mode]);
}

/**
 * Every shot of every story in `modules`:
 * - components and flows: once, at the story's own width and theme, after their play functions
 *   (menus open, validation shown, a flow's end state);
 * - screens: at 375 and 1280 px light and 1280 px dark. In the story's own mode (1280 px light
 *   unless it sets a width or theme) after its play function, the state a person reaches
 *   (checkout pending, a form's errors, a search); in the other modes before it, from the route
 *   and storage the story sets up. A screen story that sets a width or theme itself is shot only
 *   in the modes that agree with it.
 */
export function shotsOf(modules: Record<string, StoryModule>): Shot[] {
  const shots: Shot[] = [];
  const seen = new Map<string, string>();
  for (const path of Object.keys(modules).sort()) {
    const group = groupOf(path);
    const found = modules[path];
    if (!found) continue;
    const module = withTitle(found, path);
    const title = String((module.default as { title?: unknown }).title);

    if (group !== 'screens') {
      for (const [, story] of composed(module)) {
        const width = widthOf(story.globals);
        const theme = themeOf(story.globals);
        shots.push({
          group,
          title,
          ...namesOf(story.id, width, theme),
          width,
          theme,
          layout: layoutOf(story),
          optedOut: optedOut(story),
          played: true,
          render: () => story.run(),
        });
      }
      continue;
    }

    const withPlay = new Map(composed(module));
    for (const [exportName, story] of composed(withoutPlay(module))) {
      // Globals the story (or its file) sets itself, not the project's defaults.
      const own = {
        ...ownGlobals(module.default),
        ...ownGlobals(module[exportName as keyof StoryModule]),
      };
      let modes = screenModes.filter(
        (mode) =>
          (own.viewport === undefined || mode.width === widthOf(own)) &&
          (own.theme === undefined || mode.theme === themeOf(own)),
      );
      if (modes.length === 0) modes = [{ width: widthOf(own), theme: themeOf(own) }];
      const played = withPlay.get(exportName);
      // The story's own mode (the one its story test runs in) is shot after its play function,
      // which is written for that width and theme.
      const ownMode = { width: widthOf(own), theme: themeOf(own) };
      for (const { width, theme } of modes) {
        const { name, matcherName } = namesOf(story.id, width, theme);
        const shot = {
          group,
          title,
          name,
          matcherName,
          width,
          theme,
          layout: layoutOf(story),
          optedOut: optedOut(story),
        };
        if (played?.play && width === ownMode.width && theme === ownMode.theme) {
          shots.push({
            ...shot,
            played: true,
            render: () =>
              played.run({ globals: { ...played.globals, theme, viewport: viewportOf(width) } }),
          });
          continue;
        }
        const key = screenRenderKey(module[exportName as keyof StoryModule], story, {
          width,
          theme,
        });
        const sameAs = key === undefined || optedOut(story) ? undefined : seen.get(key);
        if (key !== undefined && sameAs === undefined && !optedOut(story)) seen.set(key, name);
        shots.push({
          ...shot,
          sameAs,
          played: false,
          render: () =>
            story.run({ globals: { ...story.globals, theme, viewport: viewportOf(width) } }),
        });
      }
    }
  }
  return shots;
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
 * shot is luck. A component story about toasts, and a screen after its play function (a toast is
 * part of the state it reached), keep them: a pointer over the region pauses their timers (the
 * Toaster's own rule). Screens before play and flows are shot once their toasts have gone.
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
 * Waits until a rendered story has stopped changing: a screen's lazy chunk has mounted its main
 * heading and nothing is marked busy (components and flows have awaited their play functions,
 * and a pending state is busy on purpose), redirects and late renders are over (the DOM has
 * been quiet for a moment), toasts are held or gone, every image has loaded and decoded, and
 * the web fonts are in.
 */
export async function settle(group: Group, played: boolean): Promise<void> {
  // After a play function the screen is in the state it awaited (a pending form is busy on purpose).
  if (group === 'screens' && !played) {
    await vi.waitFor(
      () => {
        if (!document.querySelector('h1, [role="dialog"], dialog[open]'))
          throw new Error('The screen has no main heading yet (is its lazy chunk still loading?)');
        if (document.querySelector('[aria-busy="true"]'))
          throw new Error('The screen is still busy: [aria-busy="true"]');
      },
      { timeout: 10_000, interval: 50 },
    );
  }
  // A screen may still redirect or load its next lazy chunk; a component has awaited its play.
  await domQuiet(group === 'components' ? 50 : 200);
  await holdOrClearToasts(group === 'screens' && played ? 'components' : group);
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
 * and searched stories, and the whole grid would weigh about 4.7 MB per baseline (README, Visual
 * regression).
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
  const nominal = viewportSize(width === 375 ? 'phone' : 'desktop').height;
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
