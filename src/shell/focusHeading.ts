import { MAIN_ID } from './ids';

/**
 * Calls `found` with the main heading once the screen has rendered it (screens load lazily, so
 * <main> can be empty for a moment). Returns a cancel function.
 */
export function whenHeadingRenders(found: (heading: HTMLElement) => void): () => void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return () => {};
  const now = main.querySelector<HTMLElement>('h1');
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    observer.disconnect();
    found(heading);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Whether the visitor's last act was a key rather than a press of a pointer (mouse, finger, pen).
 * Until either, as when a page redirects on load, a heading takes focus without a ring.
 */
let lastActByKey = false;
export function trackModality(): () => void {
  lastActByKey = false;
  const pointer = () => (lastActByKey = false);
  const key = () => (lastActByKey = true);
  document.addEventListener('pointerdown', pointer, true);
  document.addEventListener('keydown', key, true);
  return () => {
    document.removeEventListener('pointerdown', pointer, true);
    document.removeEventListener('keydown', key, true);
  };
}

/**
 * Focus on the heading without scrolling; a heading is not focusable until told so. Unless a key
 * brought it there, it takes focus without a ring (data-focus-quiet, src/theme/global.css.ts): the
 * ring is for keyboard users, and a screen reader still follows the focus.
 */
export function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  if (!lastActByKey) heading.setAttribute('data-focus-quiet', '');
  else heading.removeAttribute('data-focus-quiet');
  heading.focus({ preventScroll: true });
}

/**
 * Focus on the screen's main heading, as after a navigation: where a control a shopper pressed
 * has gone with what it removed (the last filter chip, "Clear all"), so focus is not dropped to
 * the page.
 */
export function focusMainHeading(): void {
  const heading = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1');
  if (heading) focusHeading(heading);
}
