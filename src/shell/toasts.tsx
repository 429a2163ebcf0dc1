import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastMessage } from '../components/Toaster';

interface ToastApi {
  toasts: readonly ToastMessage[];
  showToast: (toast: Omit<ToastMessage, 'id'>) => void;
  dismissToast: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the toast queue; the Toaster shows the newest three. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  const nextId = useRef(0);

  const showToast = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    // Older toasts beyond the visible three are dropped rather than queued behind them.
    setToasts((current) => [...current, { ...toast, id }].slice(-3));
  }, []);

  const dismissToast = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo(
    () => ({ toasts, showToast, dismissToast }),
    [toasts, showToast, dismissToast],
  );
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts must be used inside <ToastProvider>');
  return api;
}
