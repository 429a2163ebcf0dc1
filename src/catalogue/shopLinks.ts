/**
 * The shop's results for what was typed in the top bar's search (docs/behaviour.md "Search"):
 * /shop?q=… trimmed and encoded, /shop for nothing. A module of its own: every page's first load
 * carries the search box and so this, and nothing else of the search.
 */
export function shopSearchHref(text: string): string {
  const q = text.trim();
  return q === '' ? '/shop' : `/shop?${new URLSearchParams({ q }).toString()}`;
}
