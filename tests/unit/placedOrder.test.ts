import { beforeAll, describe, expect, it } from 'vitest';
import { loadListings } from '../../src/catalogue/loadListings';
import type { PlacedOrder } from '../../src/lib/placedOrder';
import { maxLength } from '../../src/lib/validation';
import {
  MAX_CITY_LENGTH,
  MAX_ORDER_NUMBER_LENGTH,
  parsePlacedOrder,
  readPlacedOrder,
} from '../../src/lib/placedOrderCheck';

// docs/behaviour.md "Order confirmation": a stored order is shown whole or not at all.

/** Two lines at the catalogue's prices: Gelato 3.5g at $24.99 × 2, the 8 pack at $71.99. */
const order = {
  orderNumber: 'ORDER-3F9A1C20',
  lines: [
    { id: 'gelato', name: 'Gelato', size: '3.5g', price: 2499, quantity: 2, image: '/x.svg' },
    { id: 4, name: 'Gelato Pre-Roll Pack', size: '8 pack', price: 7199, quantity: 1, image: '' },
  ],
  subtotal: 12197,
  shipping: 1000,
  total: 13197,
  shipTo: { city: 'Denver', state: 'CO' },
};

type Json = Record<string, unknown>;
const withField = (patch: Json): Json => ({ ...order, ...patch });
const withLine = (index: number, patch: Json): Json => ({
  ...order,
  lines: order.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
});

// Products are judged against the listings, which load when needed (src/catalogue/listingsIndex.ts).
beforeAll(async () => {
  await loadListings();
});

describe('readPlacedOrder', () => {
  it("takes a city as long as the checkout form's longest", () => {
    expect(MAX_CITY_LENGTH).toBe(maxLength.city);
    const city = 'x'.repeat(maxLength.city);
    expect(readPlacedOrder(withField({ shipTo: { city, state: 'CO' } }))?.shipTo.city).toBe(city);
  });

  it('reads a whole order, lines priced and pictured by the catalogue', () => {
    const read = readPlacedOrder(order);
    expect(read).toEqual({
      orderNumber: 'ORDER-3F9A1C20',
      lines: [
        {
          id: 'gelato',
          name: 'Gelato',
          size: '3.5g',
          price: 2499,
          quantity: 2,
          image: expect.stringMatching(/\.svg$/),
        },
        {
          id: 4,
          name: 'Gelato Pre-Roll Pack',
          size: '8 pack',
          price: 7199,
          quantity: 1,
          image: expect.stringMatching(/\.svg$/),
        },
      ],
      subtotal: 12197,
      shipping: 1000,
      total: 13197,
      shipTo: { city: 'Denver', state: 'CO' },
    } satisfies PlacedOrder);
    // The stored image is not trusted: the catalogue's artwork is shown.
    expect(read?.lines[0]?.image).not.toBe('/x.svg');
  });

  it('keeps only the fields it names: a street or a card number stored beside them goes', () => {
    const read = readPlacedOrder(
      withField({
        cardLast4: '4242',
        shipTo: { city: 'Denver', state: 'CO', address: '12 Analytical Way', firstName: 'Ada' },
      }),
    );
    expect(read).not.toBeNull();
    expect(JSON.stringify(read)).not.toMatch(/Analytical|Ada|4242/);
  });

  it('round-trips through the JSON sessionStorage keeps', () => {
    expect(parsePlacedOrder(JSON.stringify(order))).toEqual(readPlacedOrder(order));
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"orderNumber":'],
    ['JSON that is not an object', '[1,2]'],
    ['the text "null"', 'null'],
  ])('gives no order for %s', (_, text) => {
    expect(parsePlacedOrder(text)).toBeNull();
  });

  it.each<[string, unknown]>([
    ['a number', 17],
    ['an array', [order]],
    ['no order number', withField({ orderNumber: undefined })],
    ['a blank order number', withField({ orderNumber: '' })],
    ['an order number with spaces around it', withField({ orderNumber: ' ORDER-1 ' })],
    ['an order number with a control character', withField({ orderNumber: 'ORDER\u0007' })],
    ['an order number that is not text', withField({ orderNumber: 42 })],
    [
      'an order number too long to be one',
      withField({ orderNumber: 'A'.repeat(MAX_ORDER_NUMBER_LENGTH + 1) }),
    ],
    ['no lines', withField({ lines: [] })],
    ['lines that are not a list', withField({ lines: { 0: order.lines[0] } })],
    ['a line that is not an object', withField({ lines: [...order.lines, 'gelato'] })],
    ['an unknown product', withLine(1, { id: 9999 })],
    ['an unknown strain', withLine(0, { id: 'moon-rock' })],
    ['a product id as text', withLine(1, { id: '4' })],
    ['a size the item is not sold in', withLine(0, { size: '7g' })],
    ['a lowered price', withLine(0, { price: 1 })],
    ['a price as text', withLine(0, { price: '24.99' })],
    ['another name', withLine(0, { name: 'Free Gelato' })],
    ['a quantity of 0', withLine(0, { quantity: 0 })],
    ['a quantity over 99', withLine(0, { quantity: 100 })],
    ['a fractional quantity', withLine(0, { quantity: 1.5 })],
    ['a quantity as text', withLine(0, { quantity: '2' })],
    ['the same line twice', withField({ lines: [order.lines[0], order.lines[0]] })],
    ['a subtotal the lines do not add up to', withField({ subtotal: 100, total: 1100 })],
    ['no shipping', withField({ shipping: 0, total: 12197 })],
    ['a total that is not subtotal plus shipping', withField({ total: 1 })],
    ['a total as text', withField({ total: '131.97' })],
    ['no address', withField({ shipTo: undefined })],
    ['a blank city', withField({ shipTo: { city: '', state: 'CO' } })],
    ['a city with a newline in it', withField({ shipTo: { city: 'a\nb', state: 'CO' } })],
    ['a city too long for the form', withField({ shipTo: { city: 'x'.repeat(101), state: 'CO' } })],
    ['an unknown state', withField({ shipTo: { city: 'Denver', state: 'XX' } })],
    ['a state by name', withField({ shipTo: { city: 'Denver', state: 'Colorado' } })],
  ])('gives no order for %s', (_, value) => {
    expect(readPlacedOrder(value)).toBeNull();
  });

  it('gives no order, and does not throw, for a value whose getter throws', () => {
    const hostile = Object.defineProperty({ ...order }, 'lines', {
      get() {
        throw new Error('no');
      },
    });
    expect(readPlacedOrder(hostile)).toBeNull();
  });

  it('reads an order of one line', () => {
    const one = {
      ...order,
      lines: [order.lines[0]],
      subtotal: 4998,
      total: 5998,
    };
    expect(readPlacedOrder(one)?.lines).toHaveLength(1);
  });
});
