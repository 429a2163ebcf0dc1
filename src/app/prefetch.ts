import { screenForPath, screenModules } from './screenModules';

const started = new Set<string>();

/** Starts loading the chunk of the screen a same-site link leads to. */
export function prefetchPath(pathname: string) {
  const screen = screenForPath(pathname);
  if (started.has(screen)) return;
  started.add(screen);
  // A failed prefetch is retried by the real navigation; nothing to report here.
  screenModules[screen]().catch(() => started.delete(screen));
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
