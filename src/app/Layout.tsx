import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AgeGate } from '../components/AgeGate';
import { Footer } from '../components/Footer';
import { ThemeSwitcher } from '../components/ThemeSwitcher';
import { Toaster } from '../components/Toaster';
import { TopBar } from '../components/TopBar';
import { useCart } from '../cart/useCart';
import * as styles from './Layout.css';
import { installLinkPrefetch } from './prefetch';
import { ToastProvider, useToasts } from './toasts';
import { useAgeGate } from './useAgeGate';
import { useThemeChoice } from './useThemeChoice';

export const MAIN_ID = 'main';

/** Moves focus to the new screen's content after a client-side navigation, as a page load would. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Tells the visitor once per page when storage refuses the cart (DECISIONS: storage trouble). */
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
  const [theme, setTheme] = useThemeChoice();
  const ageGate = useAgeGate();
  const { toasts, showToast, dismissToast } = useToasts();
  useFocusMainOnNavigate();
  useStorageWarning(cart.persistent, showToast);
  useEffect(() => installLinkPrefetch(), []);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <TopBar
        cartCount={cart.count}
        themeSwitcher={<ThemeSwitcher value={theme} onChange={setTheme} />}
      />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster toasts={toasts} onDismiss={dismissToast} />
      <AgeGate open={!ageGate.confirmed} onConfirm={ageGate.confirm} onDecline={ageGate.decline} />
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
