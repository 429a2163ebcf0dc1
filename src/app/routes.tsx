import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './Layout';
import { reloadIfNewVersion, reloadToRetry } from './newVersion';
import { RouteErrorBoundary } from './RouteError';
import { deferredSectionsLoading, TakeOver } from './TakeOver';
import { routeForPath, routeTable, type RouteEntry } from './routeTable';
import { ScrollRestoration } from './useScrollRestoration';

/** Swap in a fresh lazy component for each screen whose chunk failed to load. */
const failedScreenResets = new Set<() => void>();
function retryFailedScreens() {
  for (const reset of failedScreenResets) reset();
}

/** Screens whose chunk has arrived, so a render can show them at once instead of suspending. */
const loadedScreens = new Map<RouteEntry, ComponentType>();

/**
 * Loads a screen's chunk. With `deferred`, also the sections it renders from a chunk of their own
 * (the product page's use, ingredients and lab results), so a visit rendered in the browser shows
 * the whole page at once instead of those sections popping in after it.
 */
function loadScreen(
  entry: RouteEntry,
  { deferred }: { deferred: boolean },
): Promise<ComponentType> {
  return entry.load().then(async (module) => {
    const screen = module[entry.screen];
    if (!screen) throw new Error(`${entry.screen} is not exported by its module`);
    // Before hydration they start loading but are not waited for. Their failure never fails the
    // screen: each section then says it did not load (src/screens/ProductScreen.tsx). The
    // prerender waits for them, so what they render is in the page's HTML.
    const sections = module.loadDeferredSections?.().catch(() => undefined);
    if (deferred || import.meta.env.SSR) await sections;
    // Hydrating without them: presses kept before the app took over wait for them (TakeOver).
    else if (sections) deferredSectionsLoading(sections);
    loadedScreens.set(entry, screen);
    return screen;
  });
}

/**
 * Loads the screen of the page being opened before hydration: a screen that suspended while the
 * prerendered page hydrates would have its server HTML thrown away by the first update
 * (docs/architecture.md "Routes and prerendering"). Its deferred sections start loading too, but
 * hydration does not wait for them: each hydrates over its prerendered HTML when they arrive.
 */
export function preloadScreenFor(pathname: string): Promise<unknown> {
  return loadScreen(routeForPath(pathname), { deferred: false });
}

/**
 * A screen as its own lazy chunk. React.lazy keeps a failed load for good, so once the error
 * screen shows, a failed screen gets a fresh lazy component: 'Try Again' and the next visit load
 * the chunk again. Where the browser keeps the failed import too (src/api/site.ts), that second
 * try fails at once while the site answers: the page reloads at its address instead. A failure
 * that comes from a deploy (the old chunk is gone) reloads the page once to the new version.
 * (docs/behaviour.md "Code that failed to load loads again" and
 * docs/behaviour.md "Browsers that keep a failed import".)
 */
function lazyScreen(entry: RouteEntry): ComponentType {
  let failed = false;
  let failedBefore = false;
  const fresh = () =>
    lazy(() =>
      loadScreen(entry, { deferred: true }).then(
        (screen) => ({ default: screen }),
        async (error: unknown) => {
          failed = true;
          const retry = failedBefore;
          failedBefore = true;
          const site = await reloadIfNewVersion();
          // Reloading: stay suspended (no error screen flashes) until the page goes.
          if (retry && site === 'same-version' && reloadToRetry())
            return new Promise<never>(() => undefined);
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
    // Chosen once per mount, so a later re-render never swaps the component (and its state).
    const [Current] = useState(() => loadedScreens.get(entry) ?? current);
    return <Current />;
  };
}

/** One route's screen: its own error boundary (reset on navigation), its chunk, its scroll. */
function Screen({ component: ScreenComponent }: { component: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname} onError={retryFailedScreens}>
      <Suspense fallback={null}>
        <ScreenComponent />
        <ScrollRestoration />
        <TakeOver />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const screens = routeTable.map((entry) => ({ path: entry.path, component: lazyScreen(entry) }));

/** Every route of the route table (src/app/routeTable.ts), inside the one layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {screens.map(({ path, component }) => (
          <Route key={path} path={path} element={<Screen component={component} />} />
        ))}
      </Route>
    </Routes>
  );
}
