import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AgeGate } from '../components/AgeGate';
import { Footer } from '../components/Footer';
import { ThemeSwitcher } from '../components/ThemeSwitcher';
import { Toaster } from '../components/Toaster';
import { TopBar } from '../components/TopBar';
import { useCart } from '../cart/useCart';
import { useSavedProducts } from '../saved/useSavedProducts';
import * as styles from './Layout.css';
import { installLinkPrefetch } from './prefetch';
import { routeForPath } from './routeTable';
import { visuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.css';
import { CartDrawerSlot, openCartFromLink, preloadCartDrawer } from '../shell/cartDrawer';
import { focusHeading, trackModality, whenHeadingRenders } from '../shell/focusHeading';
import { MAIN_ID } from '../shell/ids';
import { ToastProvider, useToastList, useToasts } from '../shell/toasts';
import { useAgeGate } from '../shell/useAgeGate';
import { useThemeChoice } from './useThemeChoice';

/**
 * After a client-side navigation, focus moves to the new screen's heading once it has rendered,
 * as a page load would, and the page is announced. If the visitor has moved focus on in the
 * meantime, it stays where they put it and only the announcement is made. When the age gate
 * closes, focus goes to the heading too rather than dropping to the page.
 */
function useFocusHeadingOnNavigate(gateOpen: boolean): string {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  // Navigations wait for the new screen's code, so by the time the path changes focus may have
  // moved on: what the visitor last pressed is where the navigation came from.
  const pressed = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      pressed.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const from = pressed.current?.closest('a, button') ?? document.activeElement;
    pressed.current = null;
    // A key or a press while the screen loads (say, reopening the menu) means the visitor has
    // moved on, wherever focus is now: the heading then does not take it.
    let interacted = false;
    const noteInteraction = () => {
      interacted = true;
    };
    document.addEventListener('keydown', noteInteraction, true);
    document.addEventListener('pointerdown', noteInteraction, true);
    const stopWaiting = whenHeadingRenders((heading) => {
      const current = document.activeElement;
      const untouched =
        !interacted &&
        (current === from ||
          current === null ||
          current === document.body ||
          current.id === MAIN_ID ||
          !(from instanceof HTMLElement && from.isConnected));
      if (untouched) focusHeading(heading);
      setAnnouncement(heading.textContent ?? document.title);
    });
    return () => {
      stopWaiting();
      document.removeEventListener('keydown', noteInteraction, true);
      document.removeEventListener('pointerdown', noteInteraction, true);
    };
  }, [pathname]);

  const wasOpen = useRef(gateOpen);
  useEffect(() => {
    const closed = wasOpen.current && !gateOpen;
    wasOpen.current = gateOpen;
    if (!closed) return;
    return whenHeadingRenders(focusHeading);
  }, [gateOpen]);

  return announcement;
}

/** Tells the visitor once per page when storage refuses the cart (docs/behaviour.md "Storage trouble"). */
function useStorageWarning(
  persistent: boolean,
  showToast: ReturnType<typeof useToasts>['showToast'],
) {
  const told = useRef(false);
  useEffect(() => {
    if (persistent || told.current) return;
    told.current = true;
    showToast({
      title: "Your cart can't be saved",
      description:
        'This browser is blocking storage, so your cart is kept only until you close this page.',
      tone: 'info',
    });
  }, [persistent, showToast]);
}

function Shell() {
  const cart = useCart();
  const saved = useSavedProducts();
  const [theme, setTheme] = useThemeChoice();
  const ageGate = useAgeGate();
  const { showToast, dismissToast } = useToasts();
  const toasts = useToastList();
  const pageAnnouncement = useFocusHeadingOnNavigate(ageGate.confirmed === false);
  useStorageWarning(cart.persistent, showToast);
  useEffect(() => installLinkPrefetch(), []);
  useEffect(() => trackModality(), []);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Pages the route table keeps out of the sitemap (cart, checkout, certificates, 404).
  const indexable = routeForPath(pathname).indexable;

  return (
    <div className={styles.shell}>
      {indexable ? null : <meta name="robots" content="noindex" />}
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <TopBar
        cartCount={cart.ready ? cart.count : null}
        savedCount={saved.ready ? saved.ids.length : null}
        themeSwitcher={<ThemeSwitcher value={theme} onChange={setTheme} />}
        onCartClick={(event) => openCartFromLink(event, event.currentTarget, navigate)}
        onCartIntent={preloadCartDrawer}
      />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <p className={visuallyHidden} aria-live="polite">
        {pageAnnouncement}
      </p>
      <Toaster toasts={toasts} onDismiss={dismissToast} />
      <CartDrawerSlot />
      <AgeGate
        open={ageGate.confirmed === undefined ? undefined : !ageGate.confirmed}
        onConfirm={ageGate.confirm}
        onDecline={ageGate.decline}
      />
    </div>
  );
}

/** The app's one layout: top bar, the current screen, footer, toasts and the age gate. */
export function Layout() {
  return (
    <ToastProvider>
      <Shell />
    </ToastProvider>
  );
}
