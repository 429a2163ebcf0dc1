/** One lazy chunk per screen. The route table and link prefetching share these loaders. */
export const screenModules = {
  home: () => import('../screens/HomeScreen'),
  shop: () => import('../screens/ShopScreen'),
  product: () => import('../screens/ProductScreen'),
  blog: () => import('../screens/BlogScreen'),
  article: () => import('../screens/ArticleScreen'),
  wholesale: () => import('../screens/WholesaleScreen'),
  cart: () => import('../screens/CartScreen'),
  checkout: () => import('../screens/CheckoutScreen'),
  labResults: () => import('../screens/LabResultsScreen'),
  notFound: () => import('../screens/NotFoundScreen'),
} as const;

export type ScreenName = keyof typeof screenModules;

/** Which screen a path shows, for prefetching (the route table in routes.tsx is the authority). */
export function screenForPath(pathname: string): ScreenName {
  if (pathname === '/') return 'home';
  if (pathname === '/shop') return 'shop';
  if (/^\/product\/[^/]+$/.test(pathname)) return 'product';
  if (pathname === '/blog') return 'blog';
  if (/^\/blog\/[^/]+$/.test(pathname)) return 'article';
  if (pathname === '/wholesale') return 'wholesale';
  if (pathname === '/cart') return 'cart';
  if (pathname === '/checkout') return 'checkout';
  if (/^\/lab-results\/[^/]+$/.test(pathname)) return 'labResults';
  return 'notFound';
}
