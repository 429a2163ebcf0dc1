import { matchPath } from 'react-router-dom';
import type { ComponentType } from 'react';
import { listings } from '../catalogue/listings';
import { strains } from '../catalogue/strains';

/** Loads a screen module; the module exports the screen under `screen`'s name. */
type ScreenLoader<Name extends string> = () => Promise<Record<Name, ComponentType>>;

export interface RouteEntry<Name extends string = string> {
  /** React Router path pattern ('*' for every path no other route takes). */
  path: string;
  /** The screen's export name; its module is src/screens/{screen}.tsx, its own lazy chunk. */
  screen: Name;
  load: ScreenLoader<Name>;
  /** The page that stands for this route in scripts/route-sizes.mjs, budgets and the bench. */
  sample: string;
  /** Every page the build prerenders for this route (the catalogue decides the ids). */
  pages: () => Promise<readonly string[]>;
  /** Search engines may index it; otherwise the page carries `noindex`. */
  indexable: boolean;
  /** Listed in sitemap.xml (default: when indexable). */
  inSitemap?: boolean;
}

const route = <Name extends string>(entry: RouteEntry<Name>): RouteEntry => entry as RouteEntry;
const only = (page: string) => () => Promise.resolve([page]);

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
 * The one route table (README, "Routes and prerendering"): the router, link prefetching, the
 * screen chunks, the prerendered pages, the sitemap and the size and bench scripts all come from
 * it. Order matters only for the last entry: '*' takes what no other route does.
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
    pages: () => Promise.resolve(listings.map((listing) => `/product/${listing.id}`)),
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
    pages: () =>
      import('../catalogue/posts').then(({ posts }) => posts.map((post) => `/blog/${post.id}`)),
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
    path: '/checkout',
    screen: 'CheckoutScreen',
    load: () => import('../screens/CheckoutScreen'),
    sample: '/checkout',
    pages: only('/checkout'),
    indexable: false,
  }),
  route({
    path: '/lab-results/:id',
    screen: 'LabResultsScreen',
    load: () => import('../screens/LabResultsScreen'),
    sample: '/lab-results/4',
    pages: () =>
      import('../catalogue/labResults').then(({ productIdsWithBatch }) => [
        ...productIdsWithBatch.map((id) => `/lab-results/${id}`),
        ...strains.map((strain) => `/lab-results/${strain.id}`),
      ]),
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
