/**
 * Link previews (docs/architecture.md "Link previews"): a page's artwork is an SVG, which most chat
 * apps and social sites do not show, so `og:image` names a PNG drawn from it at build time.
 */

/** The PNGs' folder in the built site. */
export const PREVIEW_DIR = 'previews';

/** The card every preview is drawn on: the size Open Graph recommends, in the brand's green. */
export const LINK_PREVIEW = { width: 1200, height: 630, inset: 48, background: '#17321d' } as const;

/**
 * The preview image for an artwork's site path: '/assets/4-abc.svg' -> '/previews/assets/4-abc.png'
 * (the build draws it); an image that is not SVG is its own preview.
 */
export function linkPreviewPath(image: string): string {
  if (!/^\/[^?#]*\.svg$/.test(image)) return image;
  return `/${PREVIEW_DIR}${image.replace(/\.svg$/, '.png')}`;
}
