/**
 * Link preview images: chat apps and social sites show a page's `og:image` beside its title, and
 * most of them ignore SVG. PageMeta points every page at a PNG under /previews/ (the same path as
 * its SVG artwork, see `linkPreviewPath`); the prerender calls this to draw those PNGs from the
 * built SVGs with resvg (docs/architecture.md "Link previews").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { LINK_PREVIEW, PREVIEW_DIR } from '../src/shell/linkPreview.ts';

/** Every /previews/… image the pages name in `og:image`, as site paths. */
export function previewsNamed(html: string): string[] {
  const found: string[] = [];
  for (const [, url] of html.matchAll(/<meta property="og:image" content="([^"]+)"/g)) {
    const { pathname } = new URL(url!, 'https://site.invalid');
    if (pathname.startsWith(`/${PREVIEW_DIR}/`)) found.push(pathname);
  }
  return found;
}

/** The artwork centred on the brand's green card, as large as the card's height allows. */
function card(svg: string): string {
  const size = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  const [width, height] = size && size.length === 4 ? [size[2]!, size[3]!] : [1, 1];
  const box = LINK_PREVIEW.height - 2 * LINK_PREVIEW.inset;
  const scale = Math.min(box / height, (LINK_PREVIEW.width - 2 * LINK_PREVIEW.inset) / width);
  const [w, h] = [width * scale, height * scale];
  const [x, y] = [(LINK_PREVIEW.width - w) / 2, (LINK_PREVIEW.height - h) / 2];
  const art = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  // Clipped to its own box: the artwork's decorations may reach past its viewBox.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LINK_PREVIEW.width}" height="${LINK_PREVIEW.height}">
  <clipPath id="art"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24"/></clipPath>
  <rect width="100%" height="100%" fill="${LINK_PREVIEW.background}"/>
  <image href="${art}" x="${x}" y="${y}" width="${w}" height="${h}" clip-path="url(#art)"/>
</svg>`;
}

/**
 * Draws each named preview from the SVG it stands for (`/previews/assets/4-abc.png` from
 * `assets/4-abc.svg`). A page naming a preview with no SVG behind it fails the build.
 */
export function writeLinkPreviews(outDir: string, paths: Iterable<string>): number {
  let written = 0;
  for (const path of new Set(paths)) {
    const source = join(outDir, path.slice(PREVIEW_DIR.length + 2).replace(/\.png$/, '.svg'));
    if (!existsSync(source)) throw new Error(`${path}: no ${source} to draw the preview from`);
    const png = new Resvg(card(readFileSync(source, 'utf8')), {
      fitTo: { mode: 'original' },
    })
      .render()
      .asPng();
    const file = join(outDir, path.slice(1));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    written += 1;
  }
  return written;
}
