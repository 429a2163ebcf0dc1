import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { ARRIVAL_TIMEOUT_MS } from '../stories/support/timing';
import '../src/theme/global.css';
import { docsTheme } from './docsTheme.css';
import { viewports, viewportSize } from './viewports';

// How long a play's findBy… and waitFor wait for what a person would wait for
// (stories/support/timing.ts): Testing Library's default of one second failed stories whose
// lazily loaded part (the menu, the cart drawer, the shop's filters) did arrive.
configure({ asyncUtilTimeout: ARRIVAL_TIMEOUT_MS });

declare global {
  // Set by .storybook/vitest.setup.ts when stories run as Vitest browser tests.
  var __storyViewport: ((width: number, height: number) => Promise<void>) | undefined;
}

type ColorMode = 'light' | 'dark';

function ThemeRoot({ mode, children }: { mode: ColorMode; children: React.ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset.colorMode = mode;
  }, [mode]);
  return <>{children}</>;
}

/**
 * Theme from the toolbar (or a story's `globals: { theme: 'dark' }`), on <html> as the app sets it.
 * On a docs page, where all of a component's stories share one page, each story keeps its theme
 * in its own box instead (.storybook/docsTheme.css.ts).
 */
const withTheme: Decorator = (Story, { globals, viewMode }) => {
  const mode: ColorMode = globals.theme === 'dark' ? 'dark' : 'light';
  if (viewMode === 'docs')
    return (
      <div className={docsTheme[mode]} data-color-mode={mode}>
        <Story />
      </div>
    );
  return (
    <ThemeRoot mode={mode}>
      <Story />
    </ThemeRoot>
  );
};

/**
 * A MemoryRouter at `parameters.route` (default '/') for components with links.
 * Screen stories set `parameters.router = false` and bring the real routes themselves.
 */
const withRouter: Decorator = (Story, { parameters }) => {
  if (parameters.router === false) return <Story />;
  const path = typeof parameters.route === 'string' ? parameters.route : '/';
  return (
    <MemoryRouter initialEntries={[path]}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withTheme],
  loaders: [mswLoader()],
  // In Vitest the page itself is resized, so media queries see the story's viewport.
  beforeEach: async ({ globals }) => {
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    const { width, height } = viewportSize(viewport);
    await globalThis.__storyViewport?.(width, height);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    // Expanded: the Controls panel shows each prop's description and default beside its control.
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Chromatic captures a component once, with its own theme and viewport (as tests/visual
    // does); screens get their modes in screenStory.tsx. Waits a moment for fonts and images.
    chromatic: { delay: 100 },
    options: {
      storySort: { order: ['Docs', 'Components', 'Screens', 'Flows'] },
    },
  },
};

export default preview;
