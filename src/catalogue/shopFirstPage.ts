import { DEFAULT_SHOP_SORT, SHOP_PAGE_SIZE } from './query';
import { queryProducts } from './shopResults';
import type { Product } from './types';

/** The bare shop's first page: what /shop shows before any filter, search, sort or "Show more". */
export interface ShopFirstPage {
  /** The first SHOP_PAGE_SIZE products in the shop's featured order. */
  products: readonly Product[];
  /** Every product in the catalogue, for the count and "Showing 48 of …". */
  total: number;
}

const all = queryProducts({ sort: DEFAULT_SHOP_SORT });

/**
 * The bare shop's first page, from the catalogue (docs/architecture.md "The catalogue loads when
 * needed"). In the app's production build this module is replaced by its own result, written as
 * literal data (config/shopFirstPage.ts): the shop's first load then carries these products and
 * not the catalogue, so it stays the same size however many products there are. Everywhere else
 * (the dev server, Storybook, the tests, the prerender) it runs as written.
 */
export const shopFirstPage: ShopFirstPage = {
  products: all.slice(0, SHOP_PAGE_SIZE),
  total: all.length,
};
