import { useEffect } from 'react';
// For the type of `window.earlyEvents` only: the replay's code loads below, when it is needed.
import type {} from '../shell/earlyEvents';
import { useToasts } from '../shell/toasts';

let takenOver = false;

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
    document.documentElement.dataset.appReady = '';
    performance.mark('app-ready');
    const kept = window.earlyEvents?.take() ?? [];
    if (kept.length > 0)
      import('../shell/earlyEvents').then(
        ({ replayEarlyEvents }) => replayEarlyEvents(kept, showToast),
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
  }, [showToast]);
  return null;
}
