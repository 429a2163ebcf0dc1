import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteError } from './RouteError';
import { screenModules } from './screenModules';

type Loader<Name extends string> = () => Promise<Record<Name, React.ComponentType>>;

// Test-only switch: sessionStorage['test:crash-route'] = a route's path ('/' for home) makes its screen throw.
function withTestCrashSwitch(Screen: React.ComponentType, path: string): React.ComponentType {
  return function CrashSwitch() {
    let crash = false;
    try {
      crash = sessionStorage.getItem('test:crash-route') === path;
    } catch {
      // Storage blocked: no switch.
    }
    if (crash) throw new Error(`Test crash in route ${path}`);
    return <Screen />;
  };
}

/** A route whose screen is its own chunk, with its own error boundary inside the layout. */
function screen<Name extends string>(
  path: string | undefined,
  load: Loader<Name>,
  exportName: Name,
): RouteObject {
  const lazy = () =>
    load().then((module) => ({ Component: withTestCrashSwitch(module[exportName], path ?? '/') }));
  return path === undefined
    ? { index: true, lazy, errorElement: <RouteError /> }
    : { path, lazy, errorElement: <RouteError /> };
}

/** Every route of SPEC point 2, plus /blog/:id (DECISIONS: routes). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // Nothing to show while the first screen's chunk loads: the page is blank for that moment.
    HydrateFallback: () => null,
    children: [
      screen(undefined, screenModules.home, 'HomeScreen'),
      screen('shop', screenModules.shop, 'ShopScreen'),
      screen('product/:id', screenModules.product, 'ProductScreen'),
      screen('blog', screenModules.blog, 'BlogScreen'),
      screen('blog/:id', screenModules.article, 'ArticleScreen'),
      screen('wholesale', screenModules.wholesale, 'WholesaleScreen'),
      screen('cart', screenModules.cart, 'CartScreen'),
      screen('checkout', screenModules.checkout, 'CheckoutScreen'),
      screen('*', screenModules.notFound, 'NotFoundScreen'),
    ],
  },
];
