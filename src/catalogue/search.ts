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

/** Words an entry is found by, and how much a match on them counts. */
export interface Field {
  words: readonly string[];
  weight: number;
}

/** A suggestion and the fields it is found by. */
export interface IndexEntry {
  suggestion: Suggestion;
  fields: readonly Field[];
}

const field = (text: string | readonly string[], weight: number): Field => ({
  words: indexWords(typeof text === 'string' ? text : text.join(' ')),
  weight,
});

/** The shop by effect, with the effect's lowercase slug: /shop?effect=relaxed. */
export function effectHref(effect: Effect): string {
  return `/shop?effect=${effect.toLowerCase()}`;
}

/**
 * The index: every word any entry can be found by, sorted, so the words a typed word begins are
 * one run of it (a binary search finds its start); each with its postings, the entries it is in
 * and the best weight it has there.
 */
interface Index {
  suggestions: readonly Suggestion[];
  /** Each suggestion's label, normalised: a label that starts with what was typed ranks first. */
  labels: readonly string[];
  words: readonly string[];
  postings: readonly Posting[][];
}

interface Posting {
  entry: number;
  weight: number;
}

/**
 * Every suggestion with what it is found by: a product by its name (4), category and strain type
 * (2), effects (1.5), terpenes and tags (1); a category or an effect by its name; an article by its
 * title (4), category (2) and excerpt (1).
 */
export function indexEntries(): IndexEntry[] {
  const entries: IndexEntry[] = [];
  const add = (suggestion: Suggestion, ...fields: Field[]) => entries.push({ suggestion, fields });
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
  return entries;
}

function buildIndex(): Index {
  const entries = indexEntries();
  const byWord = new Map<string, Map<number, number>>();
  for (const [entry, { fields }] of entries.entries()) {
    for (const { words, weight } of fields) {
      for (const word of words) {
        let found = byWord.get(word);
        if (!found) byWord.set(word, (found = new Map()));
        found.set(entry, Math.max(weight, found.get(entry) ?? 0));
      }
    }
  }
  // Code-unit order, the order startsWith agrees with.
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    suggestions: entries.map(({ suggestion }) => suggestion),
    labels: entries.map(({ suggestion }) => normalise(suggestion.label)),
    words,
    postings: words.map((word) =>
      [...byWord.get(word)!].map(([entry, weight]) => ({ entry, weight })),
    ),
  };
}

let index: Index | undefined;

/**
 * Builds the index ahead of the first keystroke (the combobox calls it once the box is focused,
 * in the browser's idle time): at thousands of products the build is the costliest step there is.
 */
export function prepareSearch(): Index {
  return (index ??= buildIndex());
}

/** The first place in the sorted words at or after `word`. */
function firstAtOrAfter(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Per entry, how well one typed word matches it: the best weight of the entry's words it begins,
 * a whole word counting in full and a beginning 0.6 of it, 0 where it begins none. With the
 * entries it found, so the caller visits those alone.
 */
function wordScores(
  { words, postings, suggestions }: Index,
  word: string,
): { scores: Float64Array; found: number[] } {
  const scores = new Float64Array(suggestions.length);
  const found: number[] = [];
  for (let at = firstAtOrAfter(words, word); at < words.length; at += 1) {
    const candidate = words[at]!;
    if (!candidate.startsWith(word)) break;
    const share = candidate === word ? 1 : 0.6;
    for (const { entry, weight } of postings[at]!) {
      const score = weight * share;
      if (scores[entry] === 0) found.push(entry);
      if (score > scores[entry]!) scores[entry] = score;
    }
  }
  return { scores, found };
}

interface Match {
  entry: number;
  score: number;
}

/** Best first; ties keep the catalogue's order. */
const better = (a: Match, b: Match) =>
  a.score > b.score || (a.score === b.score && a.entry < b.entry);

const empty: SearchResults = { product: [], category: [], effect: [], article: [], total: 0 };

/**
 * The suggestions for what was typed, best first within each group, each group cut to its limit.
 * An entry scores the sum of its typed words' scores, and 1 more when its label starts with the
 * text; one a word begins nothing of is left out. The work grows with the entries the words find,
 * not with the catalogue, and each group keeps only its best few as it goes (at thousands of
 * products one letter finds nearly all of them).
 */
export function searchCatalogue(text: string): SearchResults {
  const words = queryWords(text);
  if (words.length === 0) return empty;
  const index = prepareSearch();
  const typed = words.join(' ');
  const [first, ...rest] = words.map((word) => wordScores(index, word));
  const best = new Map(
    suggestionGroups.map(({ kind, limit }) => [kind, { limit, kept: [] as Match[] }]),
  );
  for (const entry of first!.found) {
    let score = first!.scores[entry]!;
    for (const other of rest) {
      const more = other.scores[entry]!;
      score = more > 0 ? score + more : 0;
      if (score === 0) break;
    }
    if (score === 0) continue;
    if (index.labels[entry]!.startsWith(typed)) score += 1;
    const { kept, limit } = best.get(index.suggestions[entry]!.kind)!;
    const match = { entry, score };
    // Insertion into a list of at most `limit`, best first.
    let at = kept.length;
    while (at > 0 && better(match, kept[at - 1]!)) at -= 1;
    if (at < limit) kept.splice(at, 0, match);
    if (kept.length > limit) kept.pop();
  }
  const results = { ...empty } as Record<SuggestionKind, Suggestion[]> & { total: number };
  for (const { kind } of suggestionGroups) {
    results[kind] = best.get(kind)!.kept.map(({ entry }) => index.suggestions[entry]!);
    results.total += results[kind].length;
  }
  return results;
}
