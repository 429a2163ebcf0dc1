import { useLocation } from 'react-router-dom';
import { SITE_NAME } from './ids';
import { LINK_PREVIEW, linkPreviewPath } from './linkPreview';

/**
 * The site's public origin, for canonical links, link previews, JSON-LD and the sitemap: the build
 * setting VITE_SITE_ORIGIN (docs/architecture.md "The site's origin"), with a default.
 */
export const SITE_ORIGIN = (
  String(import.meta.env.VITE_SITE_ORIGIN ?? '') || 'https://silkroad-botanicals.example'
).replace(/\/+$/, '');

/** An absolute URL on this site. */
export function siteUrl(path: string): string {
  const url = new URL(path, `${SITE_ORIGIN}/`);
  // An asset URL the bundler made absolute on the page's own origin (Storybook's build uses a
  // relative base) is a site path too: it goes on the public origin like any other.
  if (typeof window !== 'undefined' && url.origin === window.location.origin) {
    return new URL(`${url.pathname}${url.search}`, `${SITE_ORIGIN}/`).href;
  }
  return url.href;
}

/** One schema.org JSON-LD object. */
export type JsonLd = Readonly<Record<string, unknown>>;

export interface PageMetaProps {
  /** The page's own title; the tab shows '{title} · Silk Road' (the site name alone when empty). */
  title: string;
  description: string;
  /**
   * Path of the page's artwork (a site path such as '/assets/gelato.svg'); link previews show a PNG
   * drawn from it (linkPreview.ts).
   */
  image?: string;
  /** Open Graph type. */
  type?: 'website' | 'product' | 'article';
  /** A product's price in cents, shown in link previews. */
  priceCents?: number;
  /** schema.org data about the page, given to search engines as application/ld+json. */
  jsonLd?: readonly JsonLd[];
}

/** JSON inside a script element: '<' escaped, so no catalogue text can close the element early. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * One JSON-LD block. PageMeta renders the page's; a section that hydrates later renders the one
 * whose data comes with it (the product page's Product, with its catalogue facts).
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}

/**
 * The page's head: title, description, canonical link, Open Graph and Twitter card tags, and its
 * JSON-LD. React puts the tags in <head> (also in the prerendered HTML); the JSON-LD is data, not
 * script, so the CSP's `script-src 'self'` does not apply to it.
 */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  priceCents,
  jsonLd = [],
}: PageMetaProps) {
  const { pathname } = useLocation();
  const url = siteUrl(pathname);
  const fullTitle = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  // A PNG drawn from the artwork at build time: most link previews ignore SVG.
  const preview = linkPreviewPath(image ?? '/favicon.svg');
  const imageUrl = siteUrl(preview);
  const drawn = preview.endsWith('.png');
  const price = priceCents === undefined ? undefined : (priceCents / 100).toFixed(2);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {drawn ? (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(LINK_PREVIEW.width)} />
          <meta property="og:image:height" content={String(LINK_PREVIEW.height)} />
        </>
      ) : null}
      <meta property="og:image:alt" content={title || SITE_NAME} />
      {price === undefined ? null : (
        <>
          <meta property="product:price:amount" content={price} />
          <meta property="product:price:currency" content="USD" />
          <meta name="twitter:label1" content="Price" />
          <meta name="twitter:data1" content={`$${price}`} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((data, index) => (
        // The list is fixed per page; the index is its identity.
        <JsonLdScript key={index} data={data} />
      ))}
    </>
  );
}

/** schema.org BreadcrumbList for a page below home: each step a name and a site path. */
export function breadcrumbJsonLd(steps: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: siteUrl(step.path),
    })),
  };
}
