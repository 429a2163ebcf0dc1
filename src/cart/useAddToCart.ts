import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  cartDrawerOpen,
  firstAddOfVisit,
  openCartDrawer,
  openCartFromLink,
  preloadCartDrawer,
  pressedControl,
} from '../shell/cartDrawer';
import { useToasts } from '../shell/toasts';
import type { AddToCartRequest } from '../catalogue/types';
import { MAX_QUANTITY } from '../lib/quantity';
import { sizeLabel } from '../lib/sizes';
import type { AddOutcome } from './cart';
import { listingsLoaded } from '../catalogue/listingsIndex';
import { loadListings } from '../catalogue/loadListings';
import { useCart } from './useCart';

/**
 * How an add that went through is worded: the specification's sentence on the shop and the
 * product page ('named'); the home page's strain cards add the size and quantity ('detailed').
 */
export type AddWording = 'named' | 'detailed';

/** The toast for an add: it says what the add did, never more (docs/behaviour.md "Quantity"). */
export function addToast(
  name: string,
  size: string,
  outcome: AddOutcome,
  wording: AddWording = 'named',
): { title: string; description: string; tone?: 'error' } {
  const label = sizeLabel(size);
  const line = label ? `${name} · ${label}` : name;
  switch (outcome.result) {
    case 'added':
      return {
        title: 'Added to cart',
        description:
          wording === 'detailed'
            ? `${line} × ${outcome.added}`
            : `${name} has been added to your cart.`,
      };
    case 'partly':
      return {
        title: `Added ${outcome.added} of ${outcome.requested}`,
        description: `${line} is now at the maximum of ${MAX_QUANTITY}.`,
      };
    case 'capped':
      return {
        title: 'Not added',
        description: `${line} is at the maximum of ${MAX_QUANTITY}.`,
        tone: 'error',
      };
    case 'unavailable':
      return {
        title: 'Not added',
        description: `${line} is no longer available.`,
        tone: 'error',
      };
  }
}

/**
 * Adds to the shared cart and says what happened: the one add-to-cart for every screen. The
 * visit's first add that goes in opens the cart drawer, which says it; every other add is a toast
 * whose 'View cart' opens the drawer (docs/behaviour.md "Cart drawer").
 *
 * A product is judged against the catalogue's listings, which no page's first load carries
 * (docs/architecture.md "The catalogue loads when needed"): an add made before they have arrived
 * waits for them, so it is never called unavailable for want of a lookup, and one made when they
 * cannot be had says it was not added, and why.
 */
export function useAddToCart(
  wording: AddWording = 'named',
): (name: string, request: AddToCartRequest) => void {
  const { add } = useCart();
  const { showToast } = useToasts();
  const navigate = useNavigate();
  return useCallback(
    (name, request) => {
      // Read at the press: the control focus goes back to when the drawer closes.
      const opener = pressedControl();
      const addAndSay = () => {
        const outcome = add(request);
        const message = addToast(name, request.size, outcome, wording);
        // 'View cart' saves a keyboard user the way back up the page (docs/behaviour.md "Toasts").
        const toast = () =>
          showToast({
            ...message,
            action: {
              label: 'View cart',
              href: '/cart',
              onClick: (event) => openCartFromLink(event, opener, navigate),
            },
          });
        const wentIn = outcome.result === 'added' || outcome.result === 'partly';
        if (wentIn && (cartDrawerOpen() || firstAddOfVisit())) {
          const { title, description } = message;
          // The drawer's code failing to load keeps the toast: the add is said either way.
          void openCartDrawer(opener, { title, description }).then((shown) => shown || toast());
        } else {
          toast();
          if (wentIn) preloadCartDrawer();
        }
      };
      if (typeof request.id === 'string' || listingsLoaded() !== undefined) return addAndSay();
      loadListings().then(addAndSay, () =>
        showToast({
          title: 'Not added',
          description: `${name} could not be added: the catalogue did not load. Reload the page and try again.`,
          tone: 'error',
        }),
      );
    },
    [add, showToast, navigate, wording],
  );
}
