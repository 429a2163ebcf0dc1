import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartSubtotal,
  cartTotals,
  itemCount,
  lineTotal,
  readStoredCart,
  removeLine,
} from '../../src/cart/cart';
import { itemInfo, productSizes } from '../../src/catalogue/pricing';
import { findProduct, products } from '../../src/catalogue/products';
import { findStrain, strains } from '../../src/catalogue/strains';
import {
  STANDARD_SIZE,
  strainSizes,
  type AddToCartRequest,
  type Cart,
  type Cents,
  type ItemId,
  type StrainSize,
  type VariantSize,
} from '../../src/catalogue/types';
import { shippingFor } from '../../src/lib/shipping';

/** Every item and size that can be in a cart. */
const purchasable: readonly { id: ItemId; size: string }[] = [
  ...strains.flatMap((strain) => strainSizes.map((size) => ({ id: strain.id, size }))),
  ...products.flatMap((product) => productSizes(product).map((size) => ({ id: product.id, size }))),
];

const validRequest: fc.Arbitrary<AddToCartRequest> = fc
  .record({
    item: fc.constantFrom(...purchasable),
    quantity: fc.integer({ min: 1, max: 99 }),
  })
  .map(({ item, quantity }) => ({ ...item, quantity }));

/** Requests including junk: unknown ids and sizes, wild quantities. */
const anyRequest: fc.Arbitrary<AddToCartRequest> = fc.oneof(
  validRequest,
  fc.record({
    id: fc.oneof(fc.integer(), fc.constantFrom<ItemId>('gelato', 'super-glue', 'gary-payton')),
    size: fc.oneof(fc.string(), fc.constantFrom('3.5g', '28g', 'Standard', '1g', '10ct')),
    quantity: fc.oneof(fc.integer(), fc.double()),
  }),
);

const cartFromRequests = (requests: readonly AddToCartRequest[]): Cart =>
  requests.reduce<Cart>(addToCart, []);

const key = (line: { id: ItemId; size: string }) => JSON.stringify([line.id, line.size]);

const tamperedQuantity = fc.oneof(
  fc.integer({ min: -10, max: 200 }),
  fc.integer({ min: -10, max: 200 }).map(String),
  fc.double(),
  fc.anything(),
);
/**
 * The unit price of an item in a size, worked out here from the catalogue's data, apart from the
 * pricing module: a strain's pricing; a product's `price` for its first size, else its
 * `variantPrices` entry; on sale, scaled by salePrice / price and rounded to whole cents.
 */
function expectedPrice(id: ItemId, size: string): Cents | undefined {
  if (typeof id === 'string') return findStrain(id)?.pricing[size as StrainSize];
  const product = findProduct(id);
  if (product === undefined) return undefined;
  const regular =
    size === (product.variants?.[0] ?? STANDARD_SIZE)
      ? product.price
      : product.variantPrices?.[size as VariantSize];
  if (regular === undefined || product.salePrice === undefined) return regular;
  return Math.round((regular * product.salePrice) / product.price);
}

/** Real prices of the catalogue, so a stored price is often another size's (or item's) price. */
const cataloguePrices = [...new Set(purchasable.map((item) => expectedPrice(item.id, item.size)))];
const tamperedPrice = fc.oneof(
  fc.constantFrom(...cataloguePrices),
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.anything(),
);

/** A line for a real item and size, with a visitor's own price, name, image and quantity. */
const tamperedRealLine = fc
  .record({
    // Half the time one of three items, so duplicates that must merge are common.
    item: fc.oneof(fc.constantFrom(...purchasable), fc.constantFrom(...purchasable.slice(0, 3))),
    idAsText: fc.boolean(),
    quantity: tamperedQuantity,
    price: tamperedPrice,
    name: fc.oneof(fc.string(), fc.anything()),
    image: fc.oneof(fc.webUrl(), fc.anything()),
  })
  .map(({ item, idAsText, ...rest }) => ({
    id: idAsText ? String(item.id) : item.id,
    size: item.size,
    ...rest,
  }));

/** Anything a visitor might have typed into localStorage["cart"] as one line. */
const tamperedAnyLine = fc.record(
  {
    id: fc.oneof(
      fc.integer({ min: -5, max: 60 }),
      fc.constantFrom('gelato', 'super-glue', 'blue-dream', '04', '4.0', '-4', '1e1'),
      fc.anything(),
    ),
    size: fc.oneof(
      fc.constantFrom(...new Set(purchasable.map((item) => item.size))),
      fc.anything(),
    ),
    quantity: tamperedQuantity,
    price: tamperedPrice,
    name: fc.anything(),
  },
  { requiredKeys: [] },
);

const storedValue = fc.oneof(
  fc.array(
    fc.oneof(
      { weight: 4, arbitrary: tamperedRealLine },
      { weight: 2, arbitrary: tamperedAnyLine },
      { weight: 1, arbitrary: fc.anything() },
    ),
    { maxLength: 40, size: 'medium' },
  ),
  fc.anything(),
);
/** As it comes out of storage: JSON text (sometimes broken), or a parsed value. */
const storedInput = fc.oneof(
  storedValue.map((value) => JSON.stringify(value) ?? 'undefined'),
  storedValue,
  fc.string(),
);

describe('cart properties', () => {
  it('totals equal the sum of the lines, plus the shipping rule', () => {
    fc.assert(
      fc.property(fc.array(anyRequest, { maxLength: 30 }), (requests) => {
        const cart = cartFromRequests(requests);
        const totals = cartTotals(cart);
        const sum = cart.reduce((total, line) => total + line.price * line.quantity, 0);
        expect(totals.subtotal).toBe(sum);
        expect(cartSubtotal(cart)).toBe(cart.reduce((t, line) => t + lineTotal(line), 0));
        expect(totals.count).toBe(cart.reduce((count, line) => count + line.quantity, 0));
        expect(totals.shipping).toBe(shippingFor(sum));
        expect(totals.total).toBe(sum + totals.shipping);
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
    );
  });

  it('the order of adds does not change the totals or the lines', () => {
    fc.assert(
      fc.property(
        fc
          .array(validRequest, { maxLength: 20 })
          .chain((requests) =>
            fc.tuple(
              fc.constant(requests),
              fc.shuffledSubarray(requests, { minLength: requests.length }),
            ),
          ),
        ([requests, shuffled]) => {
          const inOrder = cartFromRequests(requests);
          const reordered = cartFromRequests(shuffled);
          expect(cartTotals(reordered)).toEqual(cartTotals(inOrder));
          const sortByKey = (cart: Cart) => [...cart].sort((a, b) => key(a).localeCompare(key(b)));
          expect(sortByKey(reordered)).toEqual(sortByKey(inOrder));
        },
      ),
    );
  });

  it('adding a new item and removing it restores the cart', () => {
    fc.assert(
      fc.property(fc.array(validRequest, { maxLength: 20 }), validRequest, (requests, extra) => {
        const cart = cartFromRequests(requests);
        fc.pre(!cart.some((line) => key(line) === key(extra)));
        const restored = removeLine(addToCart(cart, extra), extra.id, extra.size);
        expect(restored).toEqual(cart);
        expect(cartTotals(restored)).toEqual(cartTotals(cart));
      }),
    );
  });

  it('quantities always stay whole numbers in 1..99', () => {
    fc.assert(
      fc.property(fc.array(anyRequest, { maxLength: 40 }), (requests) => {
        for (const line of cartFromRequests(requests)) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(99);
        }
      }),
    );
  });

  it('itemCount never exceeds 99 per distinct line', () => {
    fc.assert(
      fc.property(fc.array(validRequest, { maxLength: 60 }), (requests) => {
        const cart = cartFromRequests(requests);
        expect(itemCount(cart)).toBeLessThanOrEqual(99 * cart.length);
      }),
    );
  });
});

describe('readStoredCart properties', () => {
  it('never throws and always gives a list', () => {
    fc.assert(
      fc.property(storedInput, (raw) => {
        expect(Array.isArray(readStoredCart(raw))).toBe(true);
      }),
    );
  });

  it('is idempotent: what it writes back reads the same', () => {
    fc.assert(
      fc.property(storedInput, (raw) => {
        const once = readStoredCart(raw);
        expect(readStoredCart(JSON.stringify(once))).toEqual(once);
        expect(readStoredCart(once)).toEqual(once);
      }),
    );
  });

  it('no stored price, name or image survives: every line is the catalogue’s', () => {
    fc.assert(
      fc.property(storedInput, (raw) => {
        for (const line of readStoredCart(raw)) {
          const info = itemInfo(line.id, line.size);
          expect(info).toBeDefined();
          // The price is the one for the line's own size, whatever was stored.
          expect(line.price).toBe(expectedPrice(line.id, line.size));
          expect(line.price).toBe(info?.price);
          expect(line.name).toBe(info?.name);
          expect(line.image).toBe(info?.image);
          expect(Object.keys(line).sort()).toEqual([
            'id',
            'image',
            'name',
            'price',
            'quantity',
            'size',
          ]);
        }
      }),
    );
  });

  it('quantities are whole numbers in 1..99 and id + size are unique', () => {
    fc.assert(
      fc.property(storedInput, (raw) => {
        const cart = readStoredCart(raw);
        for (const line of cart) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(99);
        }
        expect(new Set(cart.map(key)).size).toBe(cart.length);
      }),
    );
  });

  it('a cart built by adding survives storage unchanged', () => {
    fc.assert(
      fc.property(fc.array(anyRequest, { maxLength: 30 }), (requests) => {
        const cart = cartFromRequests(requests);
        expect(readStoredCart(JSON.stringify(cart))).toEqual(cart);
      }),
    );
  });

  it('keeps valid tampered lines: only price, name and image are replaced', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...purchasable),
        fc.integer({ min: 1, max: 99 }),
        fc.double(),
        fc.string(),
        (item, quantity, price, name) => {
          const [line] = readStoredCart(JSON.stringify([{ ...item, quantity, price, name }]));
          expect(line).toEqual({ ...item, quantity, ...itemInfo(item.id, item.size) });
        },
      ),
    );
  });
});
