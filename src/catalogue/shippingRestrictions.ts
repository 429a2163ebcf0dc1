import { usStates } from '../lib/usStates';
import { findListing } from './listings';
import { findStrain } from './strains';
import { categoryNames, type CategoryName, type ItemId } from './types';

// Where each category cannot be shipped (README, "Behaviour notes": shipping by state). The one
// place to change when a state's law changes; checkout, the demo API and product pages read it.
// Idaho, Colorado and New York are as the brief states; every other entry is EXAMPLE DATA, to be
// reviewed by counsel before a real launch.

const everyCategory = categoryNames;
const smokable: readonly CategoryName[] = ['Pre-Rolls', 'Flower'];

/** Two-letter state code -> the categories that cannot ship there. A state not listed takes all. */
export const restrictedCategoriesByState: Readonly<Record<string, readonly CategoryName[]>> = {
  // Idaho allows no product containing any THC; every category here carries some.
  ID: everyCategory,
  // Example: states that bar smokable hemp (flower and pre-rolls) from retail sale.
  TX: smokable,
  LA: smokable,
  IN: smokable,
  // Example: a state that caps THC per container, which gummies and vapes exceed.
  OR: ['Gummies', 'Cartridges', 'Disposables & Devices', 'Extracts & Concentrates'],
  // Colorado and New York accept the whole catalogue: deliberately not listed.
};

/** The category an item is shipped as: a product's own, and Flower for the signature strains. */
export function shippingCategoryOf(id: ItemId): CategoryName | undefined {
  if (typeof id === 'string') return findStrain(id) ? 'Flower' : undefined;
  return findListing(id)?.category;
}

/** True when an item in this category cannot be shipped to the state. */
export function cannotShip(category: CategoryName, stateCode: string): boolean {
  return restrictedCategoriesByState[stateCode]?.includes(category) ?? false;
}

/** The state's name for its code ('ID' -> 'Idaho'), or the code itself. */
export function stateName(code: string): string {
  return usStates.find((state) => state.code === code)?.name ?? code;
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
  return Object.keys(restrictedCategoriesByState)
    .filter((code) => cannotShip(category, code))
    .map(stateName)
    .sort();
}

/** The sentence checkout and the demo API give when an order has items a state does not accept. */
export function restrictionMessage(stateCode: string, itemNames: readonly string[]): string {
  const items = itemNames.join(', ');
  return `We can't ship ${itemNames.length === 1 ? 'this item' : 'these items'} to ${stateName(stateCode)}: ${items}. Remove ${itemNames.length === 1 ? 'it' : 'them'} or choose another state.`;
}
