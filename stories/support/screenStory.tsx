import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, screen as page, userEvent, waitFor, within } from 'storybook/test';
import { darkOnly, screenModes } from '../../.storybook/modes';
import { AppRoutes } from '../../src/app/routes';
import { SHOP_PAGE_SIZE } from '../../src/catalogue/query';
import { ShopPageSize } from '../../src/screens/shopPageSize';
import { AGE_GATE_STORAGE_KEY } from '../../src/shell/useAgeGate';
import { THEME_STORAGE_KEY } from '../../src/theme/colorMode';
import { CART_STORAGE_KEY } from '../../src/cart/useCart';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../../src/saved/useRecentlyViewed';
import { SAVED_STORAGE_KEY } from '../../src/saved/useSavedProducts';
import type { CartLine } from '../../src/catalogue/types';
import { drawerStore } from '../../src/shell/cartDrawerStore';
import { wait } from './timing';

/** What a screen story sets up before it renders. */
export interface ScreenParameters {
  /** The URL the app opens at, e.g. '/shop?category=gummies'. */
  path: string;
  /** Lines written to localStorage["cart"] first (the hook validates them like any stored cart). */
  cart?: readonly Partial<CartLine>[] | string;
  /** Product ids written to localStorage first, newest first (validated like any stored list). */
  saved?: readonly unknown[] | string;
  /** Recently viewed product ids written to localStorage first, newest first. */
  recentlyViewed?: readonly unknown[] | string;
  /** The age gate is shown only when this is false. Default: already confirmed this session. */
  ageVerified?: boolean;
  /** Products per shop page: fewer than the 48 the real catalogue fits in shows its pages. */
  shopPageSize?: number;
}

function AppAt({ path, shopPageSize }: Pick<ScreenParameters, 'path' | 'shopPageSize'>) {
  // One router per story render, so each story starts at its own URL.
  const [entries] = useState(() => [path]);
  return (
    <ShopPageSize.Provider value={shopPageSize ?? SHOP_PAGE_SIZE}>
      <MemoryRouter initialEntries={entries}>
        <AppRoutes />
      </MemoryRouter>
    </ShopPageSize.Provider>
  );
}

/**
 * Renders the real route table (layout, lazy screens, the one cart hook) at `parameters.screen.path`,
 * after seeding storage from `parameters.screen`. Screen and flow stories use it.
 */
export const withScreen: Decorator = (_Story, { parameters }) => {
  const screen = parameters.screen as ScreenParameters;
  return <AppAt path={screen.path} shopPageSize={screen.shopPageSize} />;
};

/** Seeds storage for a screen story and restores it afterwards. */
export function seedScreenStorage(screen: ScreenParameters, theme: unknown = 'light'): () => void {
  // The cart drawer's state lives in a module, which stories share as a page's visits do not: a
  // story that ended with it open must not hand the next one an open drawer.
  drawerStore.set({ open: false, opener: null, notice: undefined });
  localStorage.clear();
  sessionStorage.clear();
  // The app's own theme hook reads storage, so the toolbar's (or a story's) theme goes there.
  localStorage.setItem(THEME_STORAGE_KEY, theme === 'dark' ? 'dark' : 'light');
  if (screen.cart !== undefined) {
    const text = typeof screen.cart === 'string' ? screen.cart : JSON.stringify(screen.cart);
    localStorage.setItem(CART_STORAGE_KEY, text);
  }
  for (const [key, list] of [
    [SAVED_STORAGE_KEY, screen.saved],
    [RECENTLY_VIEWED_STORAGE_KEY, screen.recentlyViewed],
  ] as const) {
    if (list !== undefined)
      localStorage.setItem(key, typeof list === 'string' ? list : JSON.stringify(list));
  }
  if (screen.ageVerified !== false) sessionStorage.setItem(AGE_GATE_STORAGE_KEY, 'yes');
  return () => {
    localStorage.clear();
    sessionStorage.clear();
  };
}

/** Meta fields every screen story file shares. */
export const screenMeta = {
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', router: false, chromatic: { modes: screenModes } },
  beforeEach: ({ parameters, globals }) =>
    seedScreenStorage(parameters.screen as ScreenParameters, globals.theme),
} satisfies Pick<Meta, 'decorators' | 'parameters' | 'beforeEach'>;

/**
 * A screen story file's meta, but for its title (kept literal for Storybook's indexer):
 * screenMeta, the URL and storage it opens with, and any other parameters (e.g. `msw`).
 * Not for a meta with a JSDoc description above it (the flows): Storybook's CSF plugin then
 * writes a literal `parameters` (the docs description) into the meta, which replaces these.
 */
export function screenAt(screen: ScreenParameters, parameters: Record<string, unknown> = {}) {
  return {
    ...screenMeta,
    decorators: [...screenMeta.decorators],
    parameters: { ...screenMeta.parameters, screen, ...parameters },
  } satisfies Omit<Meta, 'title'>;
}

/**
 * A screen story in the dark theme. The app applies the remembered theme over the toolbar's, so
 * the story remembers dark as a visitor would; its play waits for `expectDarkApplied`.
 */
export const darkScreen = {
  globals: { theme: 'dark' },
  parameters: { chromatic: darkOnly },
  beforeEach: () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  },
} satisfies Pick<StoryObj, 'globals' | 'parameters' | 'beforeEach'>;

/** The app has applied the dark theme to the page. */
export async function expectDarkApplied() {
  await waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('dark'));
}

/** Cart lines for stories: only id, size and quantity matter; the catalogue fills the rest. */
export const sampleCart: readonly Partial<CartLine>[] = [
  { id: 'super-glue', size: '3.5g', quantity: 2 },
  { id: 'gelato', size: '28g', quantity: 1 },
  { id: 4, size: '8 pack', quantity: 1 },
];

/**
 * The visit's first add opens the cart drawer, which says what the add did (docs/behaviour.md
 * "Cart drawer"): checked as a shopper meets it, with focus inside, then closed with its
 * close button.
 */
export async function expectDrawerSays(description: string, title = 'Added to cart') {
  const drawer = await page.findByRole('dialog', { name: /^Your Cart/ }, wait);
  await waitFor(() => expect(drawer).toHaveAccessibleDescription(`${title} · ${description}`));
  await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
  await waitFor(() => expect(page.queryByRole('dialog', { name: /^Your Cart/ })).toBeNull());
}

/** The cart as stored, a moment after the add shows (under the cart's Web Lock). */
export async function expectStoredLine(line: { name: string; size: string; quantity: number }) {
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toContainEqual(
      expect.objectContaining(line),
    ),
  );
}
