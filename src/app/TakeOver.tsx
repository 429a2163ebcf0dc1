import { useEffect } from 'react';
import { replayEarlyEvents } from '../shell/earlyEvents';
import { useToasts } from '../shell/toasts';

let takenOver = false;

/**
 * The moment the app takes the prerendered page over (README "The first second"). It is rendered
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
    void replayEarlyEvents().then((lost) => {
      if (lost.length === 0) return;
      showToast({
        title: 'Not done yet',
        description: `The page changed while it loaded, so ${lost.map((name) => `“${name}”`).join(', ')} was not done. Please press it again.`,
        tone: 'error',
      });
    });
  }, [showToast]);
  return null;
}
