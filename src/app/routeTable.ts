import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import { strains } from '../catalogue/strains';

/**
 * A screen module: it exports the screen under `screen`'s name and, when the screen renders some
 * sections from a chunk of their own, the function that loads them (docs/architecture.md
 * "Sections that hydrate later").
 */
export type ScreenModule<Name extends string = string> = Record<Name, ComponentType> & {
  loadDeferredSections?: () => Promise<unknown>;
};

/** Loads a screen module. */
type ScreenLoader<Name extends string> = () => Promise<ScreenModule<Name>>;

export interface RouteEntry<Name extends string = string> {
  /** React Router path pattern ('*' for every path no other route takes). */
  path: string;
  /** The screen's export name; its module is src/screens/{screen}.tsx, its own lazy chunk. */
  screen: Name;
  load: ScreenLoader<Name>;
  /** The page that stands for this route in scripts/route-sizes.mjs, budgets and the bench. */
  sample: string;
  /**
   * Every page the build prerenders for this route (the catalogue decides the ids). Only the
   * prerender asks: a list is `import.meta.env.SSR ? list : noPages` (`only` for one page), so the
   * browser's build drops the lists and the catalogue imports they need (0.15 to 0.3 KB gzip a page).
   */
  pages: () => Promise<readonly string[]>;
  /** Search engines may index it; otherwise the page carries `noindex`. */
  indexable: boolean;
  /** Listed in sitemap.xml (default: when indexable). */
  inSitemap?: boolean;
}

const route = <Name extends string>(entry: RouteEntry<Name>): RouteEntry => entry as RouteEntry;
/** The page list in the browser's build, which never asks for one. */
const noPages = () => Promise.reject(new Error('Page lists are for the prerender only'));
const only = (page: string) => (import.meta.env.SSR ? () => Promise.resolve([page]) : noPages);

/** Every path no other route takes; prerendered once as 404.html. */
const notFoundRoute = route({
  path: '*',
  screen: 'NotFoundScreen',
  load: () => import('../screens/NotFoundScreen'),
  sample: '/404',
  pages: only('/404'),
  indexable: false,
});

/**
 * The one route table (docs/architecture.md "Routes and prerendering"): the router, link
 * prefetching, the screen chunks, the prerendered pages, the sitemap and the size and bench scripts
 * all come from it. Order matters only for the last entry: '*' takes what no other route does.
 */
export const routeTable: readonly RouteEntry[] = [
  route({
    path: '/',
    screen: 'HomeScreen',
    load: () => import('../screens/HomeScreen'),
    sample: '/',
    pages: only('/'),
    indexable: true,
  }),
  route({
    path: '/shop',
    screen: 'ShopScreen',
    load: () => import('../screens/ShopScreen'),
    sample: '/shop',
    pages: only('/shop'),
    indexable: true,
  }),
  route({
    path: '/product/:id',
    screen: 'ProductScreen',
    load: () => import('../screens/ProductScreen'),
    sample: '/product/4',
    pages: import.meta.env.SSR
      ? () =>
          import('../catalogue/listings').then(({ listings }) =>
            listings.map((listing) => `/product/${listing.id}`),
          )
      : noPages,
    indexable: true,
  }),
  route({
    path: '/blog',
    screen: 'BlogScreen',
    load: () => import('../screens/BlogScreen'),
    sample: '/blog',
    pages: only('/blog'),
    indexable: true,
  }),
  route({
    path: '/blog/:id',
    screen: 'ArticleScreen',
    load: () => import('../screens/ArticleScreen'),
    sample: '/blog/1',
    pages: import.meta.env.SSR
      ? () =>
          import('../catalogue/posts').then(({ posts }) => posts.map((post) => `/blog/${post.id}`))
      : noPages,
    indexable: true,
  }),
  route({
    path: '/wholesale',
    screen: 'WholesaleScreen',
    load: () => import('../screens/WholesaleScreen'),
    sample: '/wholesale',
    pages: only('/wholesale'),
    indexable: true,
  }),
  route({
    path: '/cart',
    screen: 'CartScreen',
    load: () => import('../screens/CartScreen'),
    sample: '/cart',
    pages: only('/cart'),
    indexable: false,
  }),
  route({
    path: '/saved',
    screen: 'SavedScreen',
    load: () => import('../screens/SavedScreen'),
    sample: '/saved',
    pages: only('/saved'),
    indexable: false,
  }),
  route({
    path: '/checkout',
    screen: 'CheckoutScreen',
    load: () => import('../screens/CheckoutScreen'),
    sample: '/checkout',
    pages: only('/checkout'),
    indexable: false,
  }),
  route({
    // A placed demo order (docs/behaviour.md "Order confirmation"); prerendered as a frame.
    path: '/order-confirmation',
    screen: 'OrderConfirmationScreen',
    load: () => import('../screens/OrderConfirmationScreen'),
    sample: '/order-confirmation',
    pages: only('/order-confirmation'),
    indexable: false,
  }),
  route({
    path: '/lab-results/:id',
    screen: 'LabResultsScreen',
    load: () => import('../screens/LabResultsScreen'),
    sample: '/lab-results/4',
    pages: import.meta.env.SSR
      ? () =>
          import('../catalogue/labResults').then(({ productIdsWithBatch }) => [
            ...productIdsWithBatch.map((id) => `/lab-results/${id}`),
            ...strains.map((strain) => `/lab-results/${strain.id}`),
          ])
      : noPages,
    // Certificates may be found by search, but the sitemap lists the pages that sell.
    indexable: true,
    inSitemap: false,
  }),
  notFoundRoute,
];

/** The route that shows a path: the first whose pattern matches, else '*'. */
export function routeForPath(pathname: string): RouteEntry {
  const found = routeTable.find(
    (entry) => entry !== notFoundRoute && matchPath({ path: entry.path, end: true }, pathname),
  );
  return found ?? notFoundRoute;
}
