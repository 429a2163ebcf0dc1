import { categoryNames, categorySlugs, type Category, type CategoryName } from './types';

/** The 7 shop categories, in filter-row order; each name paired with its URL slug. */
export const categories: readonly Category[] = categoryNames.map((name, index) => {
  const slug = categorySlugs[index];
  if (slug === undefined) throw new Error(`Category "${name}" has no slug in types.ts`);
  return { name, slug };
});

/** The category for a `?category=` slug, or undefined for anything unknown. */
export function categoryBySlug(slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

/** The category record for a name (every CategoryName has one). */
export function categoryByName(name: CategoryName): Category {
  const category = categories.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`Unknown category name "${name}"`);
  return category;
}
