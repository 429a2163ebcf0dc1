import { routeForPath, type RouteEntry } from './routeTable';

const started = new Set<RouteEntry>();

/** Starts loading the chunk of the screen a same-site link leads to. */
export function prefetchPath(pathname: string) {
  const route = routeForPath(pathname);
  if (started.has(route)) return;
  started.add(route);
  // A failed prefetch is retried by the real navigation; nothing to report here.
  route.load().catch(() => started.delete(route));
}

function prefetchFromEvent(event: Event) {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
  prefetchPath(link.pathname);
}

/** Prefetch on hover or keyboard focus of any link, anywhere in the page. */
export function installLinkPrefetch(root: Document = document): () => void {
  root.addEventListener('pointerover', prefetchFromEvent, { passive: true });
  root.addEventListener('focusin', prefetchFromEvent);
  return () => {
    root.removeEventListener('pointerover', prefetchFromEvent);
    root.removeEventListener('focusin', prefetchFromEvent);
  };
}
