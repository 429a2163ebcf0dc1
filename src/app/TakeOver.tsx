import { useEffect } from 'react';
// For the type of `window.earlyEvents` only: the replay's code loads below, when it is needed.
import type {} from '../shell/earlyEvents';
import { useToasts } from '../shell/toasts';

let takenOver = false;

/** The page's sections that hydrate later (src/app/routes.tsx), still on their way. */
let sectionsLoading: Promise<unknown> = Promise.resolve();

/** How long the take-over waits for those sections at most. */
const SECTIONS_WAIT_MS = 2000;

/**
 * The prerendered page's sections that hydrate after it (docs/architecture.md "Sections that
 * hydrate later"): the app takes the page over, and replays what was pressed before, once they
 * have come (or after SECTIONS_WAIT_MS), since a press on a section still server HTML would reach
 * no handler (the shop's filters).
 */
export function deferredSectionsLoading(loading: Promise<unknown>): void {
  sectionsLoading = loading;
}

/**
 * The moment the app takes the prerendered page over (docs/first-second.md). It is rendered
 * last inside the screen's Suspense boundary, and in the error screen: React hydrates the screen's
 * boundary after the layout around it, so the layout's own effects run while the screen's buttons
 * are still server HTML. This one runs once the screen is the app's. Then, once per page: forms are
 * the app's to send, `data-app-ready` says so, and what the shopper did before is done, in order.
 */
export function TakeOver() {
  const { showToast } = useToasts();
  useEffect(() => {
    if (takenOver) return;
    takenOver = true;
    const wait = Promise.race([
      sectionsLoading.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SECTIONS_WAIT_MS)),
    ]);
    // On a page whose controls are partly in those sections (`data-hydrates-later`: the shop's
    // filters), not before they have come: until then they are server HTML and a press there would
    // reach no handler, so public/theme-init.js keeps every press a little longer, to be done with
    // the rest. (One in ten such presses was lost when the shop was taken over before them.)
    const ready = (
      document.querySelector('#root [data-hydrates-later]') ? wait : Promise.resolve()
    ).then(() => {
      document.documentElement.dataset.appReady = '';
      performance.mark('app-ready');
      return window.earlyEvents?.take() ?? [];
    });
    void ready.then((kept) => {
      if (kept.length === 0) return;
      Promise.all([import('../shell/earlyEvents'), wait]).then(
        ([{ replayEarlyEvents }]) => replayEarlyEvents(kept, showToast),
        // Its code did not load: nothing kept was done, and nothing may look on its way.
        () => {
          for (const element of document.querySelectorAll('[data-early]'))
            element.removeAttribute('data-early');
          showToast({
            title: 'Not done',
            description:
              'What you pressed while the page loaded was not done. Please press it again.',
            tone: 'error',
          });
        },
      );
    });
  }, [showToast]);
  return null;
}
