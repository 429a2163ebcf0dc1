import { createContext } from 'react';
import { SHOP_PAGE_SIZE } from '../catalogue/query';

/**
 * Products per page of the shop (docs/behaviour.md "Shop pages"): SHOP_PAGE_SIZE, which the whole
 * 48-product catalogue fits in. Screen stories set a smaller one (stories/support/screenStory.tsx,
 * `shopPageSize`) to show the pages with the real catalogue.
 */
export const ShopPageSize = createContext(SHOP_PAGE_SIZE);
