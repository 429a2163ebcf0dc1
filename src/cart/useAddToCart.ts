import { useCallback } from 'react';
import { useToasts } from '../shell/toasts';
import type { AddToCartRequest } from '../catalogue/types';
import { MAX_QUANTITY } from '../lib/quantity';
import { sizeLabel } from '../lib/sizes';
import type { AddOutcome } from './cart';
import { useCart } from './useCart';

/**
 * How an add that went through is worded: the specification's sentence on the shop and the
 * product page ('named'); the home page's strain cards add the size and quantity ('detailed').
 */
export type AddWording = 'named' | 'detailed';

/** The toast for an add: it says what the add did, never more (README, Behaviour notes). */
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

const viewCart = { label: 'View cart', href: '/cart' };

/** Adds to the shared cart and announces what happened: the one add-to-cart for every screen. */
export function useAddToCart(
  wording: AddWording = 'named',
): (name: string, request: AddToCartRequest) => AddOutcome {
  const { add } = useCart();
  const { showToast } = useToasts();
  return useCallback(
    (name, request) => {
      const outcome = add(request);
      // 'View cart' saves a keyboard user the way back up the page (README, Behaviour notes).
      showToast({ ...addToast(name, request.size, outcome, wording), action: viewCart });
      return outcome;
    },
    [add, showToast, wording],
  );
}
