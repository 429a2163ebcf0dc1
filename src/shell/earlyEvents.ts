/**
 * What a shopper did on the prerendered page before the app ran, kept by public/theme-init.js,
 * replayed here once the app has hydrated (docs/first-second.md). Its own chunk, loaded only
 * when something was kept (src/app/TakeOver.tsx): most pages are never pressed that early.
 *
 * The kept entries name the very elements pressed: hydration keeps the server's DOM nodes, so they
 * are the app's now. A page the app rendered afresh instead (a shop opened with a query) has new
 * nodes: an entry is then matched by what a shopper sees (the control's kind, name and the card it
 * sits in), and one that matches nothing is reported, never dropped in silence.
 */

import type { ToastApi } from './toasts';

export type EarlyEvent =
  | { type: 'click'; target: Element; detail: number }
  | { type: 'input'; target: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { type: 'change'; target: HTMLSelectElement; value: string }
  | { type: 'keydown'; target: HTMLElement; key: string }
  | { type: 'focusout'; target: HTMLElement }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    /** Set by public/theme-init.js on built and dev pages; absent in Storybook and unit tests. */
    earlyEvents?: { take: () => EarlyEvent[] };
  }
}

/** What a shopper would call the control: its label, or its text. */
function visibleName(element: Element): string {
  const labelled = element.getAttribute('aria-label');
  const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
  const text = labelled ?? labels?.[0]?.textContent ?? element.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The heading of the card, form or group a control sits in: which product's button it is. */
function placeOf(element: Element): string {
  const group = element.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
  // Not by id: a page rendered afresh gives its headings new ones.
  const holder = element.closest('article, form, section, [role="dialog"], header');
  const heading = holder?.querySelector('h1, h2, h3');
  return `${group}|${holder?.getAttribute('aria-label') ?? ''}|${heading?.textContent ?? ''}`;
}

function signature(element: Element): string {
  // A radio's value tells its chips apart; a text field's value is what was typed, not which it is.
  const value =
    element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')
      ? `${element.type}:${element.value}`
      : '';
  return `${element.tagName}|${value}|${visibleName(element)}|${placeOf(element)}`;
}

/** The element an entry names, or the app's own element that a shopper would take for it. */
function resolve<T extends Element>(target: T, signed: string): T | undefined {
  if (target.isConnected) return target;
  const root = document.getElementById('root');
  const twins = [...(root?.querySelectorAll(target.tagName) ?? [])].filter(
    (candidate) => signature(candidate) === signed,
  );
  return twins.length === 1 ? (twins[0] as T) : undefined;
}

/** Sets a field's value past React's own record of it, so the input event that follows counts. */
function setNativeValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

function replayOne(entry: EarlyEvent, target: Element): void {
  switch (entry.type) {
    case 'click':
      target.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, detail: entry.detail }),
      );
      return;
    case 'input': {
      const field = target as HTMLInputElement | HTMLTextAreaElement;
      // Hydration took the typed text as the field's value: going through the value it was
      // rendered with makes React see the change and hand it to the screen.
      setNativeValue(field, field.defaultValue);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      setNativeValue(field, entry.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    case 'change': {
      const select = target as HTMLSelectElement;
      // Hydration set the select back to the rendered option.
      setNativeValue(select, entry.value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    case 'keydown':
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: entry.key, bubbles: true, cancelable: true }),
      );
      return;
    case 'focusout':
      if (document.activeElement !== target)
        target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      return;
    case 'submit': {
      const form = target as HTMLFormElement;
      const submitter =
        entry.submitter && form.contains(entry.submitter) ? entry.submitter : undefined;
      form.requestSubmit(submitter);
      return;
    }
  }
}

/**
 * Resolves once the browser is idle: React has rendered what the last replay changed (a URL change
 * is a transition, rendered in slices), so the next replay's handlers see the page as it now is,
 * as they would for a shopper's next press. At most a second; 50 ms where there is no idle
 * callback.
 */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

/**
 * Replays, in order, what the shopper did before the app took over (`window.earlyEvents.take()`),
 * each once the page has taken in the one before, and says which presses could not be done.
 */
export async function replayEarlyEvents(
  kept: readonly EarlyEvent[],
  showToast: ToastApi['showToast'],
): Promise<void> {
  // Signed before anything replays: a replay can re-render the page the rest are matched in.
  const signed = kept.map((entry) => signature(entry.target));
  const lost: string[] = [];
  for (const [index, entry] of kept.entries()) {
    await settled();
    const marked = entry.type === 'submit' ? entry.submitter : entry.target;
    marked?.removeAttribute('data-early');
    const target = resolve(entry.target, signed[index]!);
    let done = false;
    try {
      if (target) {
        replayOne(entry, target);
        done = true;
      }
    } catch (error) {
      // One press that cannot be done (say, a form the page no longer sends) stops no other.
      console.error(error);
    }
    if (!done && (entry.type === 'click' || entry.type === 'submit'))
      lost.push(visibleName(entry.target));
  }
  document
    .querySelectorAll('#root [data-early]')
    .forEach((element) => element.removeAttribute('data-early'));
  if (lost.length > 0)
    showToast({
      title: 'Not done',
      description: `The page changed while it loaded, so ${lost.map((name) => `“${name}”`).join(', ')} was not done. Please press it again.`,
      tone: 'error',
    });
}
