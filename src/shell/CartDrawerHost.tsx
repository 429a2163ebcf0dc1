import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useCart } from '../cart/useCart';
import { CartDrawer } from '../components/CartDrawer';
import { closedDrawer, drawerStore } from './cartDrawerStore';
import { useToastList, useToasts } from './toasts';

/** The drawer wired to the shared cart; its own chunk, loaded by src/shell/cartDrawer.tsx. */
export function CartDrawerHost() {
  const { open, opener, notice } = useSyncExternalStore(
    drawerStore.subscribe,
    drawerStore.get,
    () => closedDrawer,
  );
  const cart = useCart();
  // A toast offering the cart has nothing left to offer once it is open, and would cover it.
  const toasts = useToastList();
  const { dismissToast } = useToasts();
  const toastIds = toasts
    .filter((toast) => toast.action?.href === '/cart')
    .map((toast) => toast.id)
    .join(' ');
  useEffect(() => {
    if (open && toastIds) for (const id of toastIds.split(' ')) dismissToast(id);
  }, [open, toastIds, dismissToast]);
  // Back, Forward or any other navigation leaves the drawer behind.
  const { pathname, search } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    drawerStore.close();
  }, [pathname]);

  return (
    <CartDrawer
      open={open}
      onClose={drawerStore.close}
      lines={cart.lines}
      count={cart.count}
      subtotal={cart.subtotal}
      shipping={cart.shipping}
      total={cart.total}
      pending={!cart.ready}
      reloadHref={cart.checkFailed ? pathname + search : undefined}
      onQuantityChange={(line, quantity) =>
        quantity < 1
          ? cart.remove(line.id, line.size)
          : cart.setQuantity(line.id, line.size, quantity)
      }
      onRemove={(line) => cart.remove(line.id, line.size)}
      finalFocus={opener}
      notice={notice}
    />
  );
}
