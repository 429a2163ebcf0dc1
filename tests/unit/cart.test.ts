import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  addToCart,
  cartSubtotal,
  cartTotals,
  clearCart,
  itemCount,
  lineTotal,
  readStoredCart,
  removeLine,
  setQuantity,
} from '../../src/cart/cart';
import { findProduct, products } from '../../src/catalogue/products';
import { productSizes } from '../../src/catalogue/pricing';
import { findStrain } from '../../src/catalogue/strains';
import { STANDARD_SIZE, type Cart, type CartLine } from '../../src/catalogue/types';
import { formatMoney } from '../../src/lib/money';

const superGlue = findStrain('super-glue');
const gelatoPack = findProduct(4);
const onSale = products.find((product) => product.salePrice !== undefined && !product.variants);
if (!superGlue || !gelatoPack || !onSale) throw new Error('Catalogue is missing test items');

function line(overrides: Partial<CartLine> = {}): CartLine {
  const base: CartLine = {
    id: 'super-glue',
    name: 'Super Glue',
    size: '3.5g',
    price: 2499,
    quantity: 1,
    image: superGlue?.image ?? '',
  };
  return { ...base, ...overrides };
}

describe('addToCart', () => {
  it('appends a new line with name, price and image from the catalogue', () => {
    const cart = addToCart([], { id: 'super-glue', size: '3.5g', quantity: 2 });
    expect(cart).toEqual([line({ quantity: 2 })]);
  });

  it('uses the sale price for a product on sale and Standard for one without variants', () => {
    const cart = addToCart([], { id: onSale.id, size: STANDARD_SIZE, quantity: 1 });
    expect(cart).toEqual([
      {
        id: onSale.id,
        name: onSale.name,
        size: STANDARD_SIZE,
        price: onSale.salePrice,
        quantity: 1,
        image: onSale.image,
      },
    ]);
  });

  it('adds to the line with the same id and size', () => {
    let cart = addToCart([], { id: 'gelato', size: '3.5g', quantity: 2 });
    cart = addToCart(cart, { id: 'gelato', size: '3.5g', quantity: 3 });
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
  });

  it('keeps the same id in another size as a separate line, in order of adding', () => {
    let cart = addToCart([], { id: 'gelato', size: '3.5g', quantity: 1 });
    cart = addToCart(cart, { id: 4, size: '8 pack', quantity: 1 });
    cart = addToCart(cart, { id: 'gelato', size: '28g', quantity: 1 });
    cart = addToCart(cart, { id: 4, size: '4 pack', quantity: 1 });
    expect(cart.map((l) => [l.id, l.size])).toEqual([
      ['gelato', '3.5g'],
      [4, '8 pack'],
      ['gelato', '28g'],
      [4, '4 pack'],
    ]);
    // Each line is priced for its own size.
    expect(cart.map((l) => l.price)).toEqual([2499, 7199, 17500, 3999]);
  });

  it('caps a merged line at 99', () => {
    let cart = addToCart([], { id: 'gelato', size: '3.5g', quantity: 60 });
    cart = addToCart(cart, { id: 'gelato', size: '3.5g', quantity: 60 });
    expect(cart[0]?.quantity).toBe(99);
  });

  it('clamps the requested quantity to 1..99', () => {
    expect(addToCart([], { id: 'gelato', size: '3.5g', quantity: 1e9 })[0]?.quantity).toBe(99);
    expect(addToCart([], { id: 'gelato', size: '3.5g', quantity: 0 })[0]?.quantity).toBe(1);
    expect(addToCart([], { id: 'gelato', size: '3.5g', quantity: -5 })[0]?.quantity).toBe(1);
    expect(addToCart([], { id: 'gelato', size: '3.5g', quantity: 2.7 })[0]?.quantity).toBe(2);
    expect(addToCart([], { id: 'gelato', size: '3.5g', quantity: Number.NaN })[0]?.quantity).toBe(
      1,
    );
  });

  it('ignores an unknown id or a size the item is not sold in', () => {
    const cart: Cart = [line()];
    expect(addToCart(cart, { id: 999, size: STANDARD_SIZE, quantity: 1 })).toBe(cart);
    expect(addToCart(cart, { id: 'gelato', size: '7g', quantity: 1 })).toBe(cart);
    expect(addToCart(cart, { id: 4, size: STANDARD_SIZE, quantity: 1 })).toBe(cart);
    expect(addToCart(cart, { id: onSale.id, size: '3.5g', quantity: 1 })).toBe(cart);
  });

  it('does not change the cart it was given', () => {
    const cart: Cart = Object.freeze([Object.freeze(line())]);
    const next = addToCart(cart, { id: 'super-glue', size: '3.5g', quantity: 1 });
    expect(cart[0]?.quantity).toBe(1);
    expect(next[0]?.quantity).toBe(2);
  });
});

describe('setQuantity', () => {
  const cart: Cart = [line({ quantity: 3 }), line({ id: 'gelato', name: 'Gelato' })];

  it('replaces the quantity of the matching line only', () => {
    const next = setQuantity(cart, 'super-glue', '3.5g', 7);
    expect(next.map((l) => l.quantity)).toEqual([7, 1]);
  });

  it('removes the line at 0 or below (minus at 1 on the cart screen)', () => {
    expect(setQuantity(cart, 'super-glue', '3.5g', 0)).toEqual([cart[1]]);
    expect(setQuantity(cart, 'super-glue', '3.5g', -1)).toEqual([cart[1]]);
    expect(setQuantity(cart, 'super-glue', '3.5g', 0.5)).toEqual([cart[1]]);
  });

  it('clamps to 99 and truncates fractions', () => {
    expect(setQuantity(cart, 'super-glue', '3.5g', 150)[0]?.quantity).toBe(99);
    expect(setQuantity(cart, 'super-glue', '3.5g', Infinity)[0]?.quantity).toBe(99);
    expect(setQuantity(cart, 'super-glue', '3.5g', 4.9)[0]?.quantity).toBe(4);
  });

  it('changes nothing for NaN, an unknown line or the same quantity', () => {
    expect(setQuantity(cart, 'super-glue', '3.5g', Number.NaN)).toBe(cart);
    expect(setQuantity(cart, 'super-glue', '28g', 5)).toBe(cart);
    expect(setQuantity(cart, 'super-glue', '3.5g', 3)).toBe(cart);
  });
});

describe('removeLine and clearCart', () => {
  it('removes only the line with that id and size', () => {
    const cart: Cart = [line(), line({ size: '28g', price: 17500 })];
    expect(removeLine(cart, 'super-glue', '28g')).toEqual([line()]);
    expect(removeLine(cart, 'gelato', '3.5g')).toBe(cart);
  });

  it('clearCart is empty', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('totals', () => {
  it('line total is price × quantity in exact cents', () => {
    expect(lineTotal(line({ quantity: 3 }))).toBe(7497);
    expect(formatMoney(lineTotal(line({ quantity: 3 })))).toBe('$74.97');
    expect(formatMoney(lineTotal(line({ price: 15000, quantity: 99 })))).toBe('$14,850.00');
  });

  it('counts items by quantity and sums line totals', () => {
    const cart: Cart = [line({ quantity: 3 }), line({ size: '28g', price: 17500, quantity: 2 })];
    expect(itemCount(cart)).toBe(5);
    expect(cartSubtotal(cart)).toBe(7497 + 35000);
  });

  it('adds the flat $10 shipping to a non-empty cart', () => {
    const totals = cartTotals([line({ quantity: 3 })]);
    expect(totals).toEqual({ count: 3, subtotal: 7497, shipping: 1000, total: 8497 });
    expect(formatMoney(totals.total)).toBe('$84.97');
  });

  it('charges no shipping on an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, subtotal: 0, shipping: 0, total: 0 });
  });

  it('keeps charging $10 above $150', () => {
    const totals = cartTotals([line({ size: '28g', price: 17500, quantity: 1 })]);
    expect(totals.shipping).toBe(1000);
    expect(totals.total).toBe(18500);
  });
});

describe('readStoredCart', () => {
  const stored = (entries: unknown[]) => JSON.stringify(entries);

  it('reads a valid stored cart', () => {
    const cart = [line({ quantity: 2 }), line({ id: 4, name: gelatoPack.name, size: '8 pack' })];
    const expected = [
      line({ quantity: 2 }),
      {
        id: 4,
        name: gelatoPack.name,
        size: '8 pack',
        // The 8 pack's own price, not the stored 2499 nor the 4 pack's `price`.
        price: 7199,
        quantity: 1,
        image: gelatoPack.image,
      },
    ];
    expect(readStoredCart(JSON.stringify(cart))).toEqual(expected);
    expect(readStoredCart(cart)).toEqual(expected);
  });

  it('gives an empty cart for invalid JSON or a value that is not a list', () => {
    for (const raw of [
      '',
      '{',
      'undefined',
      'null',
      '42',
      '"cart"',
      '{"id":"gelato"}',
      null,
      undefined,
      42,
      {},
      { length: 1, 0: line() },
    ]) {
      expect(readStoredCart(raw), String(raw)).toEqual([]);
    }
  });

  it('replaces a tampered price, name or image with the catalogue’s', () => {
    const cart = readStoredCart(
      stored([
        {
          id: 'super-glue',
          name: 'Free weed',
          size: '28g',
          price: 0.01,
          quantity: 1,
          image: 'https://evil.example/x.png',
        },
      ]),
    );
    expect(cart).toEqual([line({ size: '28g', price: 17500 })]);
    const product = readStoredCart(
      stored([{ id: onSale.id, size: STANDARD_SIZE, quantity: 1, price: 1 }]),
    );
    expect(product[0]?.price).toBe(onSale.salePrice);
    expect(product[0]?.name).toBe(onSale.name);
  });

  it('replaces a stored price with the price of the line’s own size', () => {
    // A first-size price stored against a bigger size is replaced too, sale sizes included.
    const cart = readStoredCart(
      stored([
        { id: 4, size: '10 pack', quantity: 1, price: gelatoPack.price },
        { id: 4, size: '4 pack', quantity: 1, price: 8799 },
        { id: 12, size: '7g', quantity: 2, price: 2499 },
      ]),
    );
    expect(cart.map((l) => [l.id, l.size, l.price])).toEqual([
      [4, '10 pack', 8799],
      [4, '4 pack', 3999],
      [12, '7g', 4499],
    ]);
    expect(cartSubtotal(cart)).toBe(8799 + 3999 + 2 * 4499);
  });

  it('needs no stored price or name at all', () => {
    expect(readStoredCart(stored([{ id: 'gelato', size: '3.5g', quantity: 1 }]))).toEqual([
      line({ id: 'gelato', name: 'Gelato', image: findStrain('gelato')?.image ?? '' }),
    ]);
  });

  it('drops lines whose id or size no longer exists', () => {
    const cart = readStoredCart(
      stored([
        { id: 'blue-dream', size: '3.5g', quantity: 1 },
        { id: 999, size: STANDARD_SIZE, quantity: 1 },
        { id: 0, size: STANDARD_SIZE, quantity: 1 },
        { id: 4.5, size: STANDARD_SIZE, quantity: 1 },
        { id: 'super-glue', size: '7g', quantity: 1 },
        { id: 4, size: STANDARD_SIZE, quantity: 1 },
        { id: 'super-glue', quantity: 1 },
        { size: '3.5g', quantity: 1 },
        { id: 'super-glue', size: '3.5g', quantity: 1 },
      ]),
    );
    expect(cart).toEqual([line()]);
  });

  it('drops entries that are not objects', () => {
    const cart = readStoredCart(
      stored([null, 1, 'gelato', [], ['super-glue', '3.5g', 1], true, line()]),
    );
    expect(cart).toEqual([line()]);
  });

  it('accepts a product id written as a numeric string', () => {
    const cart = readStoredCart(stored([{ id: '4', size: '4 pack', quantity: 1 }]));
    expect(cart[0]?.id).toBe(4);
    for (const id of ['04', '4.0', ' 4', '+4', '4e0', 'Super-Glue']) {
      expect(readStoredCart(stored([{ id, size: '4 pack', quantity: 1 }])), id).toEqual([]);
    }
  });

  it('keeps whole quantities and accepts numeric strings', () => {
    const read = (quantity: unknown) =>
      readStoredCart([{ id: 'super-glue', size: '3.5g', quantity }])[0]?.quantity;
    expect(read(1)).toBe(1);
    expect(read(42)).toBe(42);
    expect(read('5')).toBe(5);
    expect(read('7.9')).toBe(7);
    expect(read(2.9)).toBe(2);
  });

  it('clamps quantities above 99 to 99', () => {
    const read = (quantity: unknown) =>
      readStoredCart([{ id: 'super-glue', size: '3.5g', quantity }])[0]?.quantity;
    expect(read(100)).toBe(99);
    expect(read(1e9)).toBe(99);
    expect(read('1000')).toBe(99);
    expect(read(Number.MAX_VALUE)).toBe(99);
  });

  it('drops a line whose quantity is not a finite number of at least 1', () => {
    for (const quantity of [
      0,
      -1,
      0.5,
      -1e9,
      Number.NaN,
      Infinity,
      -Infinity,
      null,
      undefined,
      '',
      'abc',
      '-1',
      '1e3',
      ' 5',
      '0x10',
      true,
      {},
      [5],
      { valueOf: () => 5 },
    ]) {
      const cart = readStoredCart([{ id: 'super-glue', size: '3.5g', quantity }]);
      expect(cart, String(quantity)).toEqual([]);
    }
  });

  it('drops quantities that JSON turns into null (NaN, Infinity)', () => {
    const text = JSON.stringify([
      { id: 'super-glue', size: '3.5g', quantity: Number.NaN },
      { id: 'gelato', size: '3.5g', quantity: Infinity },
    ]);
    expect(readStoredCart(text)).toEqual([]);
  });

  it('merges duplicate id + size lines, capping at 99', () => {
    const cart = readStoredCart(
      stored([
        { id: 'super-glue', size: '3.5g', quantity: 2 },
        { id: 4, size: '4 pack', quantity: 1 },
        { id: 'super-glue', size: '3.5g', quantity: 3 },
        { id: '4', size: '4 pack', quantity: 98 },
      ]),
    );
    expect(cart.map((l) => [l.id, l.size, l.quantity])).toEqual([
      ['super-glue', '3.5g', 5],
      [4, '4 pack', 99],
    ]);
  });

  it('reads a 10,000-line tampered value quickly into at most one line per item and size', () => {
    const sizesOfAll = products.flatMap((product) =>
      productSizes(product).map((size) => ({ id: product.id, size, quantity: 1 })),
    );
    const huge = Array.from(
      { length: 10_000 },
      (_, index) => sizesOfAll[index % sizesOfAll.length],
    );
    const started = performance.now();
    const cart = readStoredCart(JSON.stringify(huge));
    expect(performance.now() - started).toBeLessThan(500);
    expect(cart.length).toBeLessThanOrEqual(MAX_CART_LINES);
    expect(cart.length).toBe(sizesOfAll.length);
    const keys = new Set(cart.map((l) => `${l.id}|${l.size}`));
    expect(keys.size).toBe(cart.length);
  });

  it('never throws, even on a hostile object', () => {
    const hostile = new Proxy([], {
      get() {
        throw new Error('gotcha');
      },
    });
    expect(readStoredCart(hostile)).toEqual([]);
    const throwingLine = {
      get id(): never {
        throw new Error('gotcha');
      },
    };
    expect(readStoredCart([throwingLine])).toEqual([]);
  });
});
