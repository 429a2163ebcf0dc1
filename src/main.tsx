import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './theme/global.css';
import { installApiWarmUp } from './api/loadApiClient';
import { AppRoutes, preloadScreenFor } from './app/routes';
import { routeForPath } from './app/routeTable';
import { installTrustedTypesPolicy } from './app/trustedTypes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

installTrustedTypesPolicy();
installApiWarmUp();

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

/**
 * Whether the HTML in #root is this URL's own prerendered page (docs/architecture.md
 * "Hydration"). 404.html answers every unknown path, and a query (`/shop?category=gummies`)
 * renders other content than the page built for the bare path: those render afresh instead.
 */
function prerenderedForThisUrl(element: HTMLElement): boolean {
  const page = element.dataset.page;
  if (page === undefined || location.search !== '') return false;
  if (page === location.pathname) return true;
  const notFound = routeForPath('/404');
  return page === '/404' && routeForPath(location.pathname) === notFound;
}

if (prerenderedForThisUrl(root)) {
  // The screen's chunk first: a screen still loading when hydration starts would have its
  // prerendered HTML thrown away by the first update (the cart read from storage).
  void preloadScreenFor(location.pathname)
    .catch(() => undefined)
    .then(() => {
      // A transition: React hydrates in slices that yield to the browser instead of one long task.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
} else {
  // The page's own HTML and the head tags prerendered with it (title, description, link preview,
  // canonical) make way: the app renders this URL's, and React would add its tags beside them.
  root.replaceChildren();
  document.head
    .querySelectorAll(
      'title, meta[name="description"], meta[property], meta[name^="twitter:"], link[rel="canonical"]',
    )
    .forEach((tag) => tag.remove());
  const clientRoot = createRoot(root);
  // A transition lets React render the first screen in slices that yield to the browser, instead of
  // one long task: Lighthouse's TBT fell from 50-130 ms to 13-27 ms, with FCP and LCP unchanged.
  startTransition(() => {
    clientRoot.render(app);
  });
}
