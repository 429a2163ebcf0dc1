import { beforeAll, describe, expect, it } from 'vitest';
import { loadListings } from '../../src/catalogue/loadListings';
import { addToCartOutcome, itemCount, removeOrdered } from '../../src/cart/cart';
import { addToast } from '../../src/cart/useAddToCart';

const gelato = { id: 'gelato', size: '3.5g' } as const;

// Products are judged against the listings, which load when needed (src/catalogue/listingsIndex.ts).
beforeAll(async () => {
  await loadListings();
});

describe('what an add did', () => {
  it('adds all of a new line', () => {
    const outcome = addToCartOutcome([], { ...gelato, quantity: 3 });
    expect(outcome).toMatchObject({ result: 'added', requested: 3, added: 3, quantity: 3 });
    expect(itemCount(outcome.cart)).toBe(3);
    expect(addToast('Gelato', '3.5g', outcome, 'detailed')).toEqual({
      title: 'Added to cart',
      description: 'Gelato · 1/8 oz (3.5g) × 3',
    });
  });

  it("words the shop's and the product page's add as the specification does", () => {
    const outcome = addToCartOutcome([], { id: 4, size: '4 pack', quantity: 2 });
    expect(outcome.result).toBe('added');
    expect(addToast('Blue Dream Pre-Roll', '4 pack', outcome)).toEqual({
      title: 'Added to cart',
      description: 'Blue Dream Pre-Roll has been added to your cart.',
    });
  });

  it('says how many went in when the cap cuts an add short', () => {
    const start = addToCartOutcome([], { ...gelato, quantity: 97 }).cart;
    const outcome = addToCartOutcome(start, { ...gelato, quantity: 5 });
    expect(outcome).toMatchObject({ result: 'partly', requested: 5, added: 2, quantity: 99 });
    expect(itemCount(outcome.cart)).toBe(99);
    expect(addToast('Gelato', '3.5g', outcome)).toEqual({
      title: 'Added 2 of 5',
      description: 'Gelato · 1/8 oz (3.5g) is now at the maximum of 99.',
    });
  });

  it('adds nothing and says so at the maximum, leaving the cart as it was', () => {
    const start = addToCartOutcome([], { ...gelato, quantity: 99 }).cart;
    const outcome = addToCartOutcome(start, { ...gelato, quantity: 1 });
    expect(outcome).toMatchObject({ result: 'capped', added: 0, quantity: 99 });
    expect(outcome.cart).toBe(start);
    expect(addToast('Gelato', '3.5g', outcome)).toEqual({
      title: 'Not added',
      description: 'Gelato · 1/8 oz (3.5g) is at the maximum of 99.',
      tone: 'error',
    });
  });

  it('adds nothing for an item the catalogue does not have', () => {
    const outcome = addToCartOutcome([], { id: 'gelato', size: '500g', quantity: 1 });
    expect(outcome).toMatchObject({ result: 'unavailable', added: 0 });
    expect(outcome.cart).toEqual([]);
  });

  it('the toast never claims more than the cart gained', () => {
    let cart = addToCartOutcome([], { ...gelato, quantity: 1 }).cart;
    for (let step = 0; step < 40; step += 1) {
      const before = itemCount(cart);
      const outcome = addToCartOutcome(cart, { ...gelato, quantity: 7 });
      expect(itemCount(outcome.cart) - before).toBe(outcome.added);
      cart = outcome.cart;
    }
    expect(itemCount(cart)).toBe(99);
  });
});

describe('an order leaving the cart', () => {
  it('takes out only what was ordered, keeping lines and quantities added since', () => {
    const ordered = [{ ...gelato, quantity: 2 }];
    let cart = addToCartOutcome([], { ...gelato, quantity: 2 }).cart;
    // Another tab, while the order was on its way: one more Gelato and a new line.
    cart = addToCartOutcome(cart, { ...gelato, quantity: 1 }).cart;
    cart = addToCartOutcome(cart, { id: 'super-glue', size: '28g', quantity: 1 }).cart;
    const after = removeOrdered(cart, ordered);
    expect(after.map(({ id, size, quantity }) => ({ id, size, quantity }))).toEqual([
      { id: 'gelato', size: '3.5g', quantity: 1 },
      { id: 'super-glue', size: '28g', quantity: 1 },
    ]);
    expect(removeOrdered(addToCartOutcome([], { ...gelato, quantity: 2 }).cart, ordered)).toEqual(
      [],
    );
  });
});
