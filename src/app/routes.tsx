import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './Layout';
import { reloadIfNewVersion } from './newVersion';
import { RouteErrorBoundary } from './RouteError';
import { screenModules } from './screenModules';
import { ScrollRestoration } from './useScrollRestoration';

type Loader<Name extends string> = () => Promise<Record<Name, ComponentType>>;

/** Swap in a fresh lazy component for each screen whose chunk failed to load. */
const failedScreenResets = new Set<() => void>();
function retryFailedScreens() {
  for (const reset of failedScreenResets) reset();
}

/**
 * A screen as its own lazy chunk. React.lazy keeps a failed load for good, so once the error
 * screen shows, a failed screen gets a fresh lazy component: 'Try Again' and the next visit load
 * the chunk again. A failure that comes from a deploy (the old chunk is gone) reloads the page
 * once to the new version. (README, Behaviour notes.)
 */
function lazyScreen<Name extends string>(load: Loader<Name>, exportName: Name) {
  let failed = false;
  const fresh = () =>
    lazy(() =>
      load().then(
        (module): { default: ComponentType } => ({ default: module[exportName] }),
        (error: unknown) => {
          failed = true;
          void reloadIfNewVersion();
          throw error;
        },
      ),
    );
  let current = fresh();
  failedScreenResets.add(() => {
    if (!failed) return;
    failed = false;
    current = fresh();
  });
  return function LazyScreen() {
    const Current = current;
    return <Current />;
  };
}

const HomeScreen = lazyScreen(screenModules.home, 'HomeScreen');
const ShopScreen = lazyScreen(screenModules.shop, 'ShopScreen');
const ProductScreen = lazyScreen(screenModules.product, 'ProductScreen');
const BlogScreen = lazyScreen(screenModules.blog, 'BlogScreen');
const ArticleScreen = lazyScreen(screenModules.article, 'ArticleScreen');
const WholesaleScreen = lazyScreen(screenModules.wholesale, 'WholesaleScreen');
const CartScreen = lazyScreen(screenModules.cart, 'CartScreen');
const CheckoutScreen = lazyScreen(screenModules.checkout, 'CheckoutScreen');
const LabResultsScreen = lazyScreen(screenModules.labResults, 'LabResultsScreen');
const NotFoundScreen = lazyScreen(screenModules.notFound, 'NotFoundScreen');

/** One route's screen: its own error boundary (reset on navigation), its chunk, its scroll. */
function Screen({ component: ScreenComponent }: { component: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname} onError={retryFailedScreens}>
      <Suspense fallback={null}>
        <ScreenComponent />
        <ScrollRestoration />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every route of SPEC point 2, plus /blog/:id (DECISIONS: routes), inside the one layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Screen component={HomeScreen} />} />
        <Route path="shop" element={<Screen component={ShopScreen} />} />
        <Route path="product/:id" element={<Screen component={ProductScreen} />} />
        <Route path="blog" element={<Screen component={BlogScreen} />} />
        <Route path="blog/:id" element={<Screen component={ArticleScreen} />} />
        <Route path="wholesale" element={<Screen component={WholesaleScreen} />} />
        <Route path="cart" element={<Screen component={CartScreen} />} />
        <Route path="checkout" element={<Screen component={CheckoutScreen} />} />
        <Route path="lab-results/:id" element={<Screen component={LabResultsScreen} />} />
        <Route path="*" element={<Screen component={NotFoundScreen} />} />
      </Route>
    </Routes>
  );
}
