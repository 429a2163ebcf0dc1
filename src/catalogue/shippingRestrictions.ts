import { listingsLoaded } from './listingsIndex';
import { findStrain } from './strains';
import { categoryNames, type CategoryName, type ItemId } from './types';

// Where each category cannot be shipped (docs/behaviour.md "Shipping by state"). The one
// place to change when a state's law changes; checkout, the demo API and product pages read it.
// Idaho, Colorado and New York are as the brief states; every other entry is EXAMPLE DATA, to be
// reviewed by counsel before a real launch.

const everyCategory = categoryNames;
const smokable: readonly CategoryName[] = ['Pre-Rolls', 'Flower'];

/** A state that refuses some categories: its name, and the categories it refuses. */
export interface StateRestriction {
  /**
   * As in the checkout's list of states (a unit test holds them equal), so that product pages
   * name the states without loading that list.
   */
  readonly name: string;
  readonly categories: readonly CategoryName[];
}

/** Two-letter state code -> what cannot ship there. A state not listed takes all. */
export const restrictionsByState: Readonly<Record<string, StateRestriction>> = {
  // Idaho allows no product containing any THC; every category here carries some.
  ID: { name: 'Idaho', categories: everyCategory },
  // Example: states that bar smokable hemp (flower and pre-rolls) from retail sale.
  TX: { name: 'Texas', categories: smokable },
  LA: { name: 'Louisiana', categories: smokable },
  IN: { name: 'Indiana', categories: smokable },
  // Example: a state that caps THC per container, which gummies and vapes exceed.
  OR: {
    name: 'Oregon',
    categories: ['Gummies', 'Cartridges', 'Disposables & Devices', 'Extracts & Concentrates'],
  },
  // Colorado and New York accept the whole catalogue: deliberately not listed.
};

/** The state's restriction; undefined for a state that takes all, or any other text. */
function restrictionOf(stateCode: string): StateRestriction | undefined {
  return Object.hasOwn(restrictionsByState, stateCode) ? restrictionsByState[stateCode] : undefined;
}

/**
 * The category an item is shipped as: a product's own, and Flower for the signature strains. A
 * product is looked up in the listings, which are here wherever a product's line is (the cart
 * shows none before they load, src/catalogue/listingsIndex.ts; the demo API imports them), so
 * /checkout's first load does not carry them.
 */
export function shippingCategoryOf(id: ItemId): CategoryName | undefined {
  if (typeof id === 'string') return findStrain(id) ? 'Flower' : undefined;
  return listingsLoaded()?.(id)?.category;
}

/** True when an item in this category cannot be shipped to the state. */
export function cannotShip(category: CategoryName, stateCode: string): boolean {
  return restrictionOf(stateCode)?.categories.includes(category) ?? false;
}

/** The lines of an order that cannot be shipped to the state, in order. */
export function unshippableLines<Line extends { id: ItemId }>(
  lines: readonly Line[],
  stateCode: string,
): Line[] {
  return lines.filter((line) => {
    const category = shippingCategoryOf(line.id);
    return category !== undefined && cannotShip(category, stateCode);
  });
}

/** The names of the states a category cannot be shipped to, alphabetically. */
export function statesNotShippingTo(category: CategoryName): string[] {
  return Object.values(restrictionsByState)
    .filter((restriction) => restriction.categories.includes(category))
    .map((restriction) => restriction.name)
    .sort();
}

/**
 * The sentence checkout and the demo API give when an order has items a state does not accept
 * (such a state is always listed above; any other code is named as it is).
 */
export function restrictionMessage(stateCode: string, itemNames: readonly string[]): string {
  const items = itemNames.join(', ');
  const state = restrictionOf(stateCode)?.name ?? stateCode;
  return `We can't ship ${itemNames.length === 1 ? 'this item' : 'these items'} to ${state}: ${items}. Remove ${itemNames.length === 1 ? 'it' : 'them'} or choose another state.`;
}
