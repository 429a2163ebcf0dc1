import { effects, productTraits, type Effect } from './facts';
import { listings } from './listings';
import { posts } from './posts';
import {
  categoryNames,
  categorySlugs,
  type BlogPost,
  type Category,
  type ProductListing,
} from './types';

/**
 * The top bar's search as you type (docs/behaviour.md "Search"): a small index over the catalogue,
 * built once, in the browser, the first time it is asked. Every word typed must begin a word of
 * the entry (in any order, any case, with or without accents: "GELATO pre", "pré-roll", "relax
 * hybrid"); an entry scores by where its words matched (a product's name counts more than its
 * category, strain type, effects and terpenes) and whole words count more than beginnings. Why
 * hand-written, not a library: docs/decisions/0010-search-in-the-browser.md.
 */

export type Suggestion =
  | { kind: 'product'; key: string; label: string; href: string; product: ProductListing }
  | { kind: 'category'; key: string; label: string; href: string; category: Category }
  | { kind: 'effect'; key: string; label: string; href: string; effect: Effect }
  | { kind: 'article'; key: string; label: string; href: string; post: BlogPost };
export type SuggestionKind = Suggestion['kind'];

/** The groups, in the order the list shows them, each with its heading and how many it shows. */
export const suggestionGroups: readonly { kind: SuggestionKind; label: string; limit: number }[] = [
  { kind: 'product', label: 'Products', limit: 5 },
  { kind: 'category', label: 'Categories', limit: 3 },
  { kind: 'effect', label: 'Effects', limit: 3 },
  { kind: 'article', label: 'Articles', limit: 2 },
];

export type SearchResults = Readonly<Record<SuggestionKind, readonly Suggestion[]>> & {
  /** Suggestions shown, all groups together. */
  total: number;
};

/** Lower case, accents and other marks taken off: 'Pré-Rolls' -> 'pre-rolls'. */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words typed: 'Pre-roll, GELATO' -> ['pre', 'roll', 'gelato']. */
export function queryWords(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words an entry can be found by: each word, a hyphenated or dotted one also joined up
 * ('pre-rolls' gives 'pre', 'rolls' and 'prerolls'), and a plural also as its singular ('gummies'
 * gives 'gummy', 'rolls' gives 'roll'), so both spellings a shopper types find it.
 */
export function indexWords(text: string): string[] {
  const found = new Set<string>();
  for (const chunk of normalise(text).split(/[\s&,/()]+/)) {
    const parts: string[] = [...(chunk.match(/[\p{L}\p{N}]+/gu) ?? [])];
    if (parts.length > 1) parts.push(parts.join(''));
    for (const word of parts) {
      found.add(word);
      if (word.length > 4 && word.endsWith('ies')) found.add(`${word.slice(0, -3)}y`);
      else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss'))
        found.add(word.slice(0, -1));
    }
  }
  return [...found];
}

interface Field {
  words: readonly string[];
  weight: number;
}

interface Entry {
  suggestion: Suggestion;
  fields: readonly Field[];
  /** The label, normalised: a label that starts with what was typed ranks first. */
  label: string;
}

const field = (text: string | readonly string[], weight: number): Field => ({
  words: indexWords(typeof text === 'string' ? text : text.join(' ')),
  weight,
});

/** The shop by effect, with the effect's lowercase slug: /shop?effect=relaxed. */
export function effectHref(effect: Effect): string {
  return `/shop?effect=${effect.toLowerCase()}`;
}

function buildIndex(): readonly Entry[] {
  const entries: Suggestion[] = [];
  const fields = new Map<Suggestion, readonly Field[]>();
  const add = (suggestion: Suggestion, ...found: Field[]) => {
    entries.push(suggestion);
    fields.set(suggestion, found);
  };
  for (const product of listings) {
    const traits = productTraits(product.id);
    add(
      {
        kind: 'product',
        key: `product-${product.id}`,
        label: product.name,
        href: `/product/${product.id}`,
        product,
      },
      field(product.name, 4),
      field(product.category, 2),
      field(traits?.type ?? '', 2),
      field(traits?.effects ?? [], 1.5),
      field(traits?.terpenes ?? [], 1),
      field(product.tags ?? [], 1),
    );
  }
  // From the two lists categories.ts pairs, not from it: the shop's chunk would then share it with
  // this one, one more file for /shop and /product/{id} to fetch.
  for (const [index, name] of categoryNames.entries()) {
    const category: Category = { name, slug: categorySlugs[index]! };
    add(
      {
        kind: 'category',
        key: `category-${category.slug}`,
        label: category.name,
        href: `/shop?category=${category.slug}`,
        category,
      },
      field(category.name, 4),
    );
  }
  for (const effect of effects) {
    add(
      { kind: 'effect', key: `effect-${effect}`, label: effect, href: effectHref(effect), effect },
      field(effect, 4),
    );
  }
  for (const post of posts) {
    add(
      {
        kind: 'article',
        key: `article-${post.id}`,
        label: post.title,
        href: `/blog/${post.id}`,
        post,
      },
      field(post.title, 4),
      field(post.category, 2),
      field(post.excerpt, 1),
    );
  }
  return entries.map((suggestion) => ({
    suggestion,
    fields: fields.get(suggestion) ?? [],
    label: normalise(suggestion.label),
  }));
}

let index: readonly Entry[] | undefined;

/** How well an entry matches every word, or 0 when one word begins none of its words. */
function score(entry: Entry, words: readonly string[], typed: string): number {
  let total = 0;
  for (const word of words) {
    let best = 0;
    for (const { words: candidates, weight } of entry.fields) {
      for (const candidate of candidates) {
        if (!candidate.startsWith(word)) continue;
        best = Math.max(best, candidate === word ? weight : weight * 0.6);
      }
    }
    if (best === 0) return 0;
    total += best;
  }
  return entry.label.startsWith(typed) ? total + 1 : total;
}

const empty: SearchResults = { product: [], category: [], effect: [], article: [], total: 0 };

/** The suggestions for what was typed, best first within each group, each group cut to its limit. */
export function searchCatalogue(text: string): SearchResults {
  const words = queryWords(text);
  if (words.length === 0) return empty;
  index ??= buildIndex();
  const typed = words.join(' ');
  const scored = index
    .map((entry, order) => ({ entry, order, score: score(entry, words, typed) }))
    .filter((match) => match.score > 0)
    // Best first; ties keep the catalogue's order (Array.prototype.sort is stable).
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const results = { ...empty } as Record<SuggestionKind, Suggestion[]> & { total: number };
  for (const { kind, limit } of suggestionGroups) {
    results[kind] = scored
      .map(({ entry }) => entry.suggestion)
      .filter((suggestion) => suggestion.kind === kind)
      .slice(0, limit);
    results.total += results[kind].length;
  }
  return results;
}
