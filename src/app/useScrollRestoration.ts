import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry, for Back and Forward. */
const positions = new Map<string, number>();

/** A cleanup that remembers where the visitor was when they left this entry. */
const savePosition = (key: string) => () => {
  positions.set(key, window.scrollY);
};

/**
 * A new page starts at the top; Back and Forward return to where the visitor was. Rendered inside
 * the screen's Suspense boundary, so it runs once the lazy screen has laid out.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const saved = positions.get(location.key);
    // The page the browser opened ('default' key), the first time, stays where the browser put it:
    // a visitor may have scrolled the prerendered page before it hydrated.
    if (location.key === 'default' && saved === undefined) return savePosition(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!location.hash) window.scrollTo(0, 0);
    return savePosition(location.key);
  }, [location.key, location.hash, navigationType]);
}

export function ScrollRestoration() {
  useScrollRestoration();
  return null;
}
