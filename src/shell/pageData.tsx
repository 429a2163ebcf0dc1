import { scriptJson } from './PageMeta';

// Beside PageMeta rather than in it: PageMeta is in every page's first load, and only the product
// page carries data to hydrate from.

/**
 * Data the prerender writes into a page for its screen to hydrate from, so the first load need not
 * carry the catalogue it came from (docs/architecture.md "The catalogue loads when needed"). A data
 * block, never run: the CSP and the Trusted Types policy let JSON through and nothing else.
 */
export function PageData({ id, data }: { id: string; data: unknown }) {
  return (
    <script
      type="application/json"
      id={id}
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}

/** The page's data block `id`, parsed; undefined when there is none or it is not JSON. */
export function readPageData(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
