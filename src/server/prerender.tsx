/**
 * The build's server entry (vite.config.ts builds it for Node and runs it once the site is built):
 * renders each page of the route table to HTML with React's static renderer, which waits for the
 * lazy screens, and React Router's static router (docs/architecture.md "Prerendering").
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadScreenFor } from '../app/routes';
import { routeTable } from '../app/routeTable';
import { SITE_ORIGIN } from '../shell/PageMeta';

export { SITE_ORIGIN };

/** One route of the table as the build scripts need it (scripts/route-sizes.mjs reads it back). */
export interface RouteSummary {
  path: string;
  /** The screen's source module, as the build manifest names its chunk. */
  screenModule: string;
  sample: string;
  pages: readonly string[];
  indexable: boolean;
  inSitemap: boolean;
}

export async function routeSummaries(): Promise<RouteSummary[]> {
  return Promise.all(
    routeTable.map(async (entry) => ({
      path: entry.path,
      screenModule: `src/screens/${entry.screen}.tsx`,
      sample: entry.sample,
      pages: await entry.pages(),
      indexable: entry.indexable,
      inSitemap: entry.inSitemap ?? entry.indexable,
    })),
  );
}

/** The HTML inside #root for one page, with the head tags React hoisted out of it. */
export async function renderPage(url: string): Promise<{ head: string; body: string }> {
  const errors: unknown[] = [];
  // Loaded first, as the browser does before hydrating, so the screen renders without suspending.
  await preloadScreenFor(new URL(url, 'http://localhost').pathname);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline: React would otherwise move a large one to the end of the page with
      // an inline script to put it back, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  if (errors.length > 0) throw new Error(`${url}: ${String(errors[0])}`);
  const html = await new Response(prelude).text();
  // Outside a full document React writes the hoisted <title>, <meta> and <link> tags first.
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
