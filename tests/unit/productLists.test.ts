import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_STORED_ENTRIES } from '../../src/cart/cart';
import { listings } from '../../src/catalogue/listings';
import {
  MAX_RECENTLY_VIEWED,
  MAX_SAVED,
  listedIds,
  othersThan,
  productIdsSerializer,
  readProductIds,
  recordView,
  toggleSaved,
} from '../../src/saved/productLists';

const catalogueIds = listings.map((listing) => listing.id);
const isCatalogueId = (id: number) => catalogueIds.includes(id);

describe('readProductIds', () => {
  it('keeps catalogue ids in their stored order', () => {
    expect(readProductIds('[4,12,1]', MAX_SAVED)).toEqual([4, 12, 1]);
    expect(readProductIds([48, 2], MAX_SAVED)).toEqual([48, 2]);
  });

  it('takes ids written as decimal text, as a product URL does', () => {
    expect(readProductIds('["4","12"]', MAX_SAVED)).toEqual([4, 12]);
  });

  it('drops what is not a catalogue product, and repeats after the first', () => {
    const stored = JSON.stringify([
      4,
      0,
      -3,
      49,
      4.5,
      '04',
      '4 ',
      'gelato',
      null,
      { id: 4 },
      [4],
      1e21,
      12,
      4,
      '12',
    ]);
    expect(readProductIds(stored, MAX_SAVED)).toEqual([4, 12]);
  });

  it('gives an empty list for anything that is not a list', () => {
    for (const raw of ['', 'not json', '{"0":4}', '4', 'null', '"[4]"', null, undefined, 4, {}])
      expect(readProductIds(raw, MAX_SAVED)).toEqual([]);
  });

  it('cuts the list at its cap', () => {
    expect(readProductIds(catalogueIds, MAX_RECENTLY_VIEWED)).toEqual(catalogueIds.slice(0, 8));
  });

  it('looks at the first entries only, so a huge tampered list cannot stall the page', () => {
    const huge = [...Array.from({ length: MAX_STORED_ENTRIES }, () => 999), 4];
    expect(readProductIds(huge, MAX_SAVED)).toEqual([]);
  });

  it('survives a hostile value whose reads throw', () => {
    const hostile = new Proxy([4], {
      get() {
        throw new Error('tampered');
      },
    });
    expect(readProductIds(hostile, MAX_SAVED)).toEqual([]);
  });
});

describe('toggleSaved', () => {
  it('saves newest first, and a second press takes it out', () => {
    const once = toggleSaved([12], 4);
    expect(once).toEqual([4, 12]);
    expect(toggleSaved(once, 4)).toEqual([12]);
  });

  it('never saves an id the catalogue does not have', () => {
    const saved = [4];
    expect(toggleSaved(saved, 999)).toBe(saved);
  });
});

describe('recordView', () => {
  it('puts the product first, once, and keeps the last eight', () => {
    let seen = recordView([], 1);
    for (const id of [2, 3, 4, 5, 6, 7, 8, 9, 3]) seen = recordView(seen, id);
    expect(seen).toEqual([3, 9, 8, 7, 6, 5, 4, 2]);
    expect(seen).toHaveLength(MAX_RECENTLY_VIEWED);
  });

  it('changes nothing when the product is already first, or not in the catalogue', () => {
    const seen = [4, 12];
    expect(recordView(seen, 4)).toBe(seen);
    expect(recordView(seen, 0)).toBe(seen);
  });
});

describe('othersThan', () => {
  it('leaves out the product on screen and keeps the order', () => {
    expect(othersThan([4, 12, 1], 12)).toEqual([4, 1]);
    expect(othersThan([4, 12], undefined)).toEqual([4, 12]);
  });
});

describe('productIdsSerializer', () => {
  it('writes only a clean list, whatever it is given', () => {
    const { parse, stringify } = productIdsSerializer(MAX_RECENTLY_VIEWED);
    expect(stringify([4, 4, 'x', 999, 12])).toBe('[4,12]');
    // Reading checks the shape only (it runs before the listings); the hook keeps the listed ids.
    expect(parse('[4,4,"x",999,12]')).toEqual([4, 999, 12]);
    expect(listedIds(parse('[4,4,"x",999,12]'), MAX_RECENTLY_VIEWED)).toEqual([4, 12]);
    expect(stringify('junk')).toBe('[]');
  });
});

describe('the lists, property-based', () => {
  const anyEntry = fc.oneof(
    fc.constantFrom(...catalogueIds),
    fc.integer(),
    fc.double(),
    fc.string(),
    fc.anything(),
  );
  const anyCap = fc.constantFrom(MAX_SAVED, MAX_RECENTLY_VIEWED);

  it('any stored value reads as catalogue ids, each once, at most the cap, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(anyEntry), fc.anything(), fc.string()), anyCap, (raw, cap) => {
        for (const stored of [raw, JSON.stringify(raw) ?? '']) {
          const ids = readProductIds(stored, cap);
          expect(ids.every(isCatalogueId)).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBeLessThanOrEqual(cap);
        }
      }),
    );
  });

  it('a clean list reads back as itself (stored and read again, nothing is lost)', () => {
    fc.assert(
      fc.property(fc.array(anyEntry), anyCap, (raw, cap) => {
        const { parse, stringify } = productIdsSerializer(cap);
        const clean = readProductIds(raw, cap);
        expect(parse(stringify(clean))).toEqual(clean);
      }),
    );
  });

  it('any run of views keeps the last eight distinct products, newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...catalogueIds), { maxLength: 40 }), (views) => {
        const seen = views.reduce(recordView, [] as readonly number[]);
        const expected: number[] = [];
        for (const id of [...views].reverse())
          if (!expected.includes(id) && expected.length < MAX_RECENTLY_VIEWED) expected.push(id);
        expect(seen).toEqual(expected);
      }),
    );
  });

  it('pressing Save twice on any product leaves the list as it was', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...catalogueIds)),
        fc.constantFrom(...catalogueIds),
        (saved, id) => {
          const twice = toggleSaved(toggleSaved(saved, id), id);
          if (saved.includes(id)) expect(twice).toEqual([id, ...saved.filter((s) => s !== id)]);
          else expect(twice).toEqual(saved);
        },
      ),
    );
  });
});
