// Writes the catalogue's SVG artwork: src/catalogue/art/{strains,products,posts}/{id}.svg.
// Plain Node, no dependencies, deterministic: run `node scripts/generate-art.mjs` and commit the output,
// then `node scripts/thumbnails.mjs` for the products' small PNGs the search shows.
// One art direction per category; composition and hue are seeded by id so every file differs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const artDir = join(root, 'src/catalogue/art');
const MAX_BYTES = 4096;

// ---------------------------------------------------------------- helpers

/** mulberry32: a tiny seeded PRNG, so the same id always draws the same picture. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return h >>> 0;
}

const between = (r, min, max) => min + r() * (max - min);
/** Whole pixels for large values, one decimal for small ones: precise enough, files stay small. */
const n = (v) => String(Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10);

/** HSL to #rrggbb: hex works in every SVG renderer, hsl() syntax does not. */
function hex(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (i) => (i + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (i) => l - a * Math.max(-1, Math.min(k(i) - 3, 9 - k(i), 1));
  return (
    '#' +
    [f(0), f(8), f(4)]
      .map((c) =>
        Math.round(c * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

const linear = (id, c1, c2, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${n(x2)}" y2="${n(y2)}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`;
const radial = (id, c1, c2, cx = 0.35, cy = 0.3) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r=".8"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></radialGradient>`;

/**
 * The shared frame: a soft diagonal background gradient (mid-light, so it reads on light and
 * dark pages), a few soft light circles, a glow behind the motif and a ground shadow.
 */
function frame({ w, h, r, hue, sat = 42, defs = '', body, shadow = true }) {
  const bokeh = Array.from({ length: 4 }, () => {
    const cx = between(r, 0, w);
    const cy = between(r, 0, h);
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(between(r, 18, 70))}" fill="#fff" opacity="${n(between(r, 0.08, 0.2)).slice(1)}"/>`;
  }).join('');
  const ground = shadow
    ? `<ellipse cx="${w / 2}" cy="${n(h * 0.86)}" rx="${n(w * 0.26)}" ry="${n(h * 0.04)}" fill="${hex(hue + 20, 35, 22)}" opacity=".2"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs>${linear('bg', hex(hue, sat, 90), hex(hue + 28, sat + 8, 68), between(r, 0.3, 1), 1)}` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${defs}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${bokeh}`,
    `<ellipse cx="${w / 2}" cy="${n(h * 0.48)}" rx="${n(w * 0.38)}" ry="${n(h * 0.44)}" fill="url(#glow)"/>${ground}`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------- motifs

/** Numbers for path data: a minus sign is its own separator, so spaces go only before positives. */
const nums = (...values) =>
  values
    .map(n)
    .map((text, i) => (i > 0 && !text.startsWith('-') ? ' ' : '') + text)
    .join('');

/** A pointed leaf/bract from (x, y) along angle (degrees, 0 = up), as a compact relative path. */
function bract(x, y, angle, length, widthRatio) {
  const a = (angle * Math.PI) / 180;
  const ux = Math.sin(a);
  const uy = -Math.cos(a);
  const tx = ux * length;
  const ty = uy * length;
  const off = length * widthRatio;
  const side1 = [tx / 2 - uy * off, ty / 2 + ux * off];
  const side2 = [-tx / 2 + uy * off, -ty / 2 - ux * off];
  return `M${nums(x, y)}q${nums(...side1, tx, ty)}q${nums(...side2, -tx, -ty)}z`;
}

/** A hemp fan leaf: seven pointed leaflets and a stem, as one path. */
function fanLeaf(x, y, size, rotation, fill) {
  const angles = [-80, -52, -26, 0, 26, 52, 80];
  const lengths = [0.42, 0.68, 0.9, 1, 0.9, 0.68, 0.42];
  const leaflets = angles
    .map((a, i) => bract(x, y, rotation + a, size * lengths[i], 0.17))
    .join('');
  const stem = bract(x, y, rotation + 180, size * 0.38, 0.05);
  return `<path d="${leaflets}${stem}" fill="${fill}"/>`;
}

/** Tiny round dots as one path: each is a zero-length segment drawn with round caps. */
function dots(points, color, width, opacity = 0.8) {
  const d = points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/**
 * A flower bud: a dark silhouette packed with rows of bracts (two shades, outlined),
 * sugar leaves at the base, orange pistils and a dusting of trichome frost.
 */
function bud(r, x, y, size, hue) {
  const height = size * 1.6;
  const top = y - height / 2;
  const bottom = y + height / 2;
  const outline = hex(hue, 45, 20);
  const back = [];
  const front = [];
  const rows = 8;
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1);
    const half = size * 0.46 * Math.sin(Math.PI * (0.1 + 0.8 * (1 - t)));
    const rowY = bottom - height * 0.06 - t * height * 0.78;
    const count = Math.max(1, Math.round((half * 2) / (size * 0.19)));
    for (let k = 0; k < count; k++) {
      const along = count === 1 ? 0 : (k / (count - 1)) * 2 - 1;
      const bx = x + along * half * 0.85 + between(r, -4, 4) + (i % 2 ? size * 0.04 : 0);
      const angle = along * 38 + between(r, -12, 12);
      const piece = bract(bx, rowY + between(r, -3, 3), angle, size * 0.28 * (1 - t * 0.3), 0.62);
      (r() < 0.45 ? back : front).push(piece);
    }
  }
  const sugar = [-1, 1]
    .map((side) =>
      bract(
        x + side * size * 0.18,
        bottom - height * 0.2,
        side * between(r, 45, 70),
        size * 0.42,
        0.2,
      ),
    )
    .join('');
  const pistils = Array.from({ length: 12 }, () => {
    const px = x + between(r, -0.32, 0.32) * size;
    const py = y + between(r, -0.4, 0.35) * height;
    return `M${n(px)} ${n(py)}q${n(between(r, -8, 8))} ${n(between(r, -8, -3))} ${n(between(r, -4, 10))} ${n(between(r, -13, -6))}`;
  }).join('');
  const frost = Array.from({ length: 16 }, () => [
    x + between(r, -0.34, 0.34) * size,
    y + between(r, -0.42, 0.4) * height,
  ]);
  const silhouette = `M${n(x)} ${n(top)}C${n(x + size * 0.5)} ${n(top + height * 0.3)} ${n(x + size * 0.5)} ${n(bottom)} ${n(x)} ${n(bottom)}C${n(x - size * 0.5)} ${n(bottom)} ${n(x - size * 0.5)} ${n(top + height * 0.3)} ${n(x)} ${n(top)}Z`;
  return (
    `<path d="${sugar}" fill="${hex(hue, 42, 30)}"/>` +
    `<path d="${silhouette}" fill="${hex(hue, 42, 30)}"/>` +
    `<g stroke="${outline}" stroke-width="1.2" stroke-linejoin="round">` +
    `<path d="${back.join('')}" fill="url(#c1)"/><path d="${front.join('')}" fill="url(#c2)"/></g>` +
    `<path d="${pistils}" stroke="${hex(22 + between(r, -6, 8), 90, 55)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
    dots(frost, '#fff', 2.8)
  );
}

/** Flower and strains: a bud in front of a fan leaf; `accent` tints some bracts (purple, frost). */
function flowerArt(r, { w, h, hue, name = '', accent, size = 122 }) {
  const budHue = hue;
  const accentHue = accent ?? (/gelato|purple|cake/i.test(name) ? 290 : budHue - 25);
  const defs =
    radial('c1', hex(budHue + 8, 50, 58), hex(budHue, 48, 34)) +
    radial('c2', hex(accentHue, 40, 76), hex(accentHue, 38, 46));
  const cx = w / 2 + between(r, -36, 36);
  const leaf = fanLeaf(
    cx + between(r, -50, 50),
    h * 0.66,
    size * 1.45,
    between(r, -35, 35),
    hex(budHue + between(r, -8, 8), 36, 34),
  );
  return { defs, body: `<g opacity=".8">${leaf}</g>${bud(r, cx, h * 0.47, size, budHue)}` };
}

/** Pre-rolls: paper cones with a crutch and a twisted tip, fanned from one point when a pack. */
function preRollArt(r, { w, h, hue, name }) {
  const count = /pack|minis/i.test(name) ? 3 + Math.floor(r() * 2) : 1;
  const blunt = /blunt/i.test(name);
  const defs =
    linear('p', blunt ? hex(30, 40, 55) : '#fff', blunt ? hex(24, 45, 30) : hex(40, 30, 82)) +
    linear('k', hex(34, 45, 80), hex(28, 40, 55));
  const length = count === 1 ? 230 : 190;
  const narrow = 9;
  const wide = count === 1 ? 26 : 21;
  const crutch = 38;
  const fan = count === 1 ? 0 : between(r, 11, 16);
  const base = between(r, -38, -18) * (r() < 0.25 ? -1 : 1);
  // Every cone pivots around its crutch end, so a pack fans out like a hand of cards.
  const pivotX = w / 2 - Math.cos((base * Math.PI) / 180) * length * 0.5;
  const pivotY = h * 0.52 - Math.sin((base * Math.PI) / 180) * length * 0.5;
  const band = hex(between(r, 0, 360), 55, 52);
  const cone =
    `<path d="M0 ${-narrow}L${crutch} ${-narrow - 1.5}V${narrow + 1.5}L0 ${narrow}Z" fill="url(#k)"/>` +
    `<path d="M${crutch} ${-narrow - 1.5}L${length} ${-wide}V${wide}L${crutch} ${narrow + 1.5}Z" fill="url(#p)"/>` +
    `<path d="M${crutch + 6} ${-narrow - 2}L${crutch + 16} ${-narrow - 3.5}V${narrow + 3.5}L${crutch + 6} ${narrow + 2}Z" fill="${band}"/>` +
    `<path d="M${crutch + 26} 4L${length - 10} ${wide * 0.4}" stroke="${hex(hue, 20, 60)}" stroke-width="1.5" opacity=".45"/>` +
    `<ellipse cx="${length}" cy="0" rx="4" ry="${wide - 1}" fill="${hex(95 + between(r, -15, 15), 30, 30)}"/>` +
    `<path d="M${length} ${-wide}Q${length + 14} -6 ${length + 30} 0Q${length + 14} 6 ${length} ${wide}Z" fill="url(#p)"/>`;
  const cones = Array.from({ length: count }, (_, i) => {
    const angle = base + (i - (count - 1) / 2) * fan;
    return `<g transform="translate(${n(pivotX)} ${n(pivotY)}) rotate(${n(angle)})">${cone}</g>`;
  }).join('');
  return { defs, body: cones };
}

/** Concentrates: translucent amber shatter shards and droplets. */
function concentrateArt(r, { w, h, hue, name }) {
  const shardCount = /shatter|diamond/i.test(name) ? 6 : 3;
  const dropCount = /shatter|diamond/i.test(name) ? 1 : 3;
  const defs =
    linear('a', hex(hue + 12, 90, 78), hex(hue - 8, 85, 42), 1, 1) +
    radial('d', hex(hue + 14, 95, 80), hex(hue - 6, 80, 40));
  const shards = Array.from({ length: shardCount }, (_, i) => {
    const angle = (i / shardCount) * Math.PI * 2 + between(r, -0.3, 0.3);
    const dist = between(r, 20, 85);
    const cx = w / 2 + Math.cos(angle) * dist * 1.3;
    const cy = h * 0.5 + Math.sin(angle) * dist * 0.7;
    const size = between(r, 34, 62);
    const sides = 4 + Math.floor(r() * 2);
    const points = Array.from({ length: sides }, (_, k) => {
      const a = (k / sides) * Math.PI * 2 + between(r, -0.35, 0.35);
      const rr = size * between(r, 0.6, 1);
      return `${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="url(#a)" opacity=".9"/><polyline points="${points.slice(0, 3).join(' ')}" fill="none" stroke="#fff" stroke-width="2" opacity=".55"/>`;
  }).join('');
  const drops = Array.from({ length: dropCount }, () => {
    const s = between(r, 18, 34);
    const x = w / 2 + between(r, -150, 150);
    const y = h * 0.5 + between(r, -60, 80);
    return `<g transform="translate(${n(x)} ${n(y)})"><path d="M0 ${n(-s)}C${n(s * 0.45)} ${n(-s * 0.4)} ${n(s * 0.75)} 0 ${n(s * 0.75)} ${n(s * 0.35)}A${n(s * 0.75)} ${n(s * 0.75)} 0 0 1 ${n(-s * 0.75)} ${n(s * 0.35)}C${n(-s * 0.75)} 0 ${n(-s * 0.45)} ${n(-s * 0.4)} 0 ${n(-s)}Z" fill="url(#d)"/><ellipse cx="${n(-s * 0.28)}" cy="${n(s * 0.1)}" rx="${n(s * 0.12)}" ry="${n(s * 0.22)}" fill="#fff" opacity=".6"/></g>`;
  }).join('');
  return { defs, body: shards + drops };
}

/** Cartridges: slim glass vessels with oil, a mouthpiece and a threaded metal base. */
function cartridgeArt(r, { w, h, hue, name }) {
  const count = /trio|sampler/i.test(name) ? 3 : 1;
  const oil = /rosin/i.test(name) ? 48 : /live resin/i.test(name) ? 36 : 44;
  const tip = hex(hue + between(r, -40, 40), 30, 22);
  const defs =
    linear('o', hex(oil + 6, 95, 70), hex(oil - 6, 90, 42)) +
    linear('m', hex(hue, 8, 86), hex(hue, 8, 52), 1, 0);
  const carts = Array.from({ length: count }, (_, i) => {
    const offset = i - (count - 1) / 2;
    const x = w / 2 + offset * 90;
    const rot = count === 1 ? between(r, -14, 14) : offset * 10;
    const level = between(r, 70, 112);
    const bubbles = Array.from(
      { length: 3 },
      () =>
        `<circle cx="${n(between(r, -9, 9))}" cy="${n(between(r, 57 - level + 8, 50))}" r="${n(between(r, 1.5, 3.5))}"/>`,
    ).join('');
    return (
      `<g transform="translate(${n(x)} ${n(h * 0.46)}) rotate(${n(rot)})">` +
      `<rect x="-14" y="-118" width="28" height="38" rx="9" fill="${tip}"/>` +
      `<rect x="-19" y="-84" width="38" height="11" rx="3" fill="url(#m)"/>` +
      `<rect x="-18" y="-73" width="36" height="130" rx="7" fill="#fff" fill-opacity=".35" stroke="#fff" stroke-width="2"/>` +
      `<rect x="-14" y="${n(57 - level)}" width="28" height="${n(level - 4)}" rx="4" fill="url(#o)"/>` +
      `<rect x="-3" y="-73" width="6" height="128" fill="url(#m)" opacity=".7"/>` +
      `<g fill="#fff" opacity=".6">${bubbles}</g>` +
      `<rect x="-18" y="57" width="36" height="44" rx="4" fill="url(#m)"/>` +
      `<path d="M-18 68h36M-18 78h36M-18 88h36" stroke="${hex(hue, 8, 44)}" stroke-width="2"/>` +
      `<rect x="-12" y="-70" width="4" height="120" rx="2" fill="#fff" opacity=".55"/>` +
      `</g>`
    );
  }).join('');
  return { defs, body: carts };
}

/** Disposables and devices: rounded device silhouettes, a pen battery or a vaporizer. */
function deviceArt(r, { w, h, hue, name }) {
  const bodyHue = hue + between(r, -35, 35);
  const defs =
    linear('b', hex(bodyHue + 15, 55, 62), hex(bodyHue - 10, 50, 32), 1, 0.4) +
    linear('o', hex(46, 95, 70), hex(34, 90, 42));
  const rot = between(r, -16, 16);
  const open = `<g transform="translate(${w / 2} ${n(h * 0.48)}) rotate(${n(rot)})">`;
  const shine = (x, y, hh) =>
    `<rect x="${x}" y="${y}" width="6" height="${hh}" rx="3" fill="#fff" opacity=".3"/>`;
  let body;
  if (/battery/i.test(name)) {
    body =
      `${open}<rect x="-13" y="-130" width="26" height="250" rx="13" fill="url(#b)"/>` +
      `<rect x="-13" y="-130" width="26" height="18" rx="6" fill="${hex(hue, 8, 76)}"/>` +
      `<circle cx="0" cy="95" r="4" fill="${hex(190, 90, 75)}"/>${shine(-8, -100, 180)}</g>`;
  } else if (/vaporizer|kit/i.test(name)) {
    body =
      `${open}<rect x="-46" y="-105" width="92" height="200" rx="30" fill="url(#b)"/>` +
      `<rect x="-20" y="-132" width="40" height="34" rx="12" fill="${hex(hue, 15, 24)}"/>` +
      `<rect x="-22" y="-50" width="44" height="26" rx="6" fill="${hex(hue, 30, 16)}"/>` +
      `<circle cx="0" cy="40" r="12" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>` +
      `<circle cx="-10" cy="-37" r="3" fill="${hex(150, 80, 70)}"/>${shine(-34, -80, 140)}</g>`;
  } else {
    body =
      `${open}<rect x="-21" y="-142" width="42" height="44" rx="15" fill="${hex(hue, 20, 20)}"/>` +
      `<rect x="-34" y="-108" width="68" height="220" rx="24" fill="url(#b)"/>` +
      `<rect x="-13" y="-78" width="26" height="84" rx="11" fill="url(#o)" stroke="#fff" stroke-width="2.5"/>` +
      `<circle cx="0" cy="82" r="5" fill="${hex(185, 90, 78)}"/>${shine(-25, -96, 170)}</g>`;
  }
  return { defs, body };
}

/** Gummies: a loose pile of rounded drops and squares with a sugar dusting. */
function gummyArt(r, { w, h, hue }) {
  const offsets = [0, 35, -30];
  const defs = offsets
    .map((o, i) => radial(`g${i}`, hex(hue + o, 90, 80), hex(hue + o, 80, 50)))
    .join('');
  const count = 6 + Math.floor(r() * 3);
  const pieces = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2 + r();
    const dist = i === 0 ? 0 : between(r, 45, 95);
    const x = w / 2 + Math.cos(angle) * dist * 1.35;
    const y = h * 0.5 + Math.sin(angle) * dist * 0.6;
    const s = between(r, 26, 38);
    const fill = `url(#g${i % 3})`;
    const shape =
      r() < 0.5
        ? `<rect x="${n(-s)}" y="${n(-s)}" width="${n(s * 2)}" height="${n(s * 2)}" rx="${n(s * 0.55)}" fill="${fill}"/>`
        : `<path d="M0 ${n(-s * 1.2)}C${n(s * 0.7)} ${n(-s * 0.5)} ${n(s)} 0 ${n(s)} ${n(s * 0.3)}A${n(s)} ${n(s * 0.9)} 0 0 1 ${n(-s)} ${n(s * 0.3)}C${n(-s)} 0 ${n(-s * 0.7)} ${n(-s * 0.5)} 0 ${n(-s * 1.2)}Z" fill="${fill}"/>`;
    return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(between(r, -40, 40))})">${shape}<ellipse cx="${n(-s * 0.35)}" cy="${n(-s * 0.35)}" rx="${n(s * 0.28)}" ry="${n(s * 0.16)}" fill="#fff" opacity=".55"/></g>`;
  });
  const sugar = Array.from({ length: 18 }, () => [
    w / 2 + between(r, -140, 140),
    h * 0.5 + between(r, -70, 70),
  ]);
  return { defs, body: pieces.join('') + dots(sugar, '#fff', 3) };
}

/** Wellness: botanical sprigs rising from one point, with blossoms when the name has them. */
function sprigArt(r, { w, h, hue, name }) {
  const blossom = /lavender/i.test(name)
    ? hex(270, 55, 68)
    : /chamomile/i.test(name)
      ? '#fffdf5'
      : /mullein/i.test(name)
        ? hex(50, 90, 62)
        : null;
  const leafFill = hex(hue + between(r, -12, 12), 34, 40);
  const leafLight = hex(hue + 10, 35, 58);
  const baseX = w / 2 + between(r, -20, 20);
  const baseY = h * 0.86;
  const stems = [];
  const leaves = [];
  const tips = [];
  const count = 3;
  for (let s = 0; s < count; s++) {
    const spread = (s - (count - 1) / 2) * between(r, 70, 100);
    const tipX = baseX + spread;
    const tipY = h * between(r, 0.12, 0.3);
    const ctrlX = baseX + spread * 0.2 + between(r, -40, 40);
    const ctrlY = h * 0.5;
    stems.push(`M${n(baseX)} ${n(baseY)}Q${n(ctrlX)} ${n(ctrlY)} ${n(tipX)} ${n(tipY)}`);
    tips.push([tipX, tipY]);
    for (let k = 1; k <= 5; k++) {
      const t = 0.12 + k * 0.16;
      const x = (1 - t) ** 2 * baseX + 2 * (1 - t) * t * ctrlX + t * t * tipX;
      const y = (1 - t) ** 2 * baseY + 2 * (1 - t) * t * ctrlY + t * t * tipY;
      const dx = 2 * (1 - t) * (ctrlX - baseX) + 2 * t * (tipX - ctrlX);
      const dy = 2 * (1 - t) * (ctrlY - baseY) + 2 * t * (tipY - ctrlY);
      const along = (Math.atan2(dy, dx) * 180) / Math.PI + 90;
      const side = k % 2 === 0 ? 1 : -1;
      const l = 62 - k * 6;
      leaves.push(
        `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(along + side * 55)})" d="M0 0Q${n(l * 0.42)} ${n(-l * 0.5)} 0 ${n(-l)}Q${n(-l * 0.42)} ${n(-l * 0.5)} 0 0Z" fill="${k % 2 ? leafFill : leafLight}"/>`,
      );
    }
  }
  const heads = tips
    .map(([x, y]) =>
      blossom
        ? `<g fill="${blossom}"><circle cx="${n(x)}" cy="${n(y)}" r="8"/><circle cx="${n(x - 7)}" cy="${n(y + 10)}" r="6"/><circle cx="${n(x + 6)}" cy="${n(y + 14)}" r="5"/></g>`
        : `<path transform="translate(${n(x)} ${n(y)})" d="M0 6Q10 -4 0 -16Q-10 -4 0 6Z" fill="${leafLight}"/>`,
    )
    .join('');
  const body = `<path d="${stems.join('')}" stroke="${hex(hue, 30, 32)}" stroke-width="4.5" fill="none" stroke-linecap="round"/>${leaves.join('')}${heads}`;
  return { defs: '', body };
}

const categoryArt = {
  'Pre-Rolls': { hue: 32, draw: preRollArt },
  Flower: { hue: 105, draw: flowerArt },
  'Extracts & Concentrates': { hue: 38, draw: concentrateArt },
  Cartridges: { hue: 195, draw: cartridgeArt },
  'Disposables & Devices': { hue: 262, draw: deviceArt },
  Gummies: { hue: 335, draw: gummyArt },
  'Wellness & Botanicals': { hue: 140, draw: sprigArt },
};

// ---------------------------------------------------------------- blog posts (640x360)

function postArtFor(r, category) {
  const w = 640;
  const cx = w / 2;
  if (category === 'Education') {
    const hue = 95;
    const lines = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${cx - 150} ${200 + i * 20}h110M${cx + 40} ${200 + i * 20}h${n(between(r, 70, 110))}"/>`,
      )
      .join('');
    const body =
      `<path d="M${cx} 170C${cx - 60} 150 ${cx - 130} 150 ${cx - 175} 165V305C${cx - 130} 290 ${cx - 60} 290 ${cx} 310Z" fill="#fff"/>` +
      `<path d="M${cx} 170C${cx + 60} 150 ${cx + 130} 150 ${cx + 175} 165V305C${cx + 130} 290 ${cx + 60} 290 ${cx} 310Z" fill="${hex(45, 60, 96)}"/>` +
      `<g stroke="${hex(hue, 15, 70)}" stroke-width="4" stroke-linecap="round">${lines}</g>` +
      `<path d="M${cx} 170V310" stroke="${hex(hue, 25, 60)}" stroke-width="3"/>` +
      fanLeaf(cx, 165, 110, between(r, -10, 10), hex(hue + 20, 40, 38));
    return { hue, defs: '', body };
  }
  if (category === 'Extraction') {
    const hue = 34;
    const defs = linear('o', hex(46, 95, 66), hex(30, 90, 42));
    const drops = [0, 1, 2]
      .map((i) => {
        const s = 14 + i * 5;
        const x = cx + 130 + i * 40;
        const y = 110 + i * 45;
        return `<path d="M${x} ${y - s}C${x + s * 0.5} ${y - s * 0.3} ${x + s * 0.75} ${y} ${x + s * 0.75} ${y + s * 0.35}A${s * 0.75} ${s * 0.75} 0 0 1 ${x - s * 0.75} ${y + s * 0.35}C${x - s * 0.75} ${y} ${x - s * 0.5} ${y - s * 0.3} ${x} ${y - s}Z" fill="url(#o)"/>`;
      })
      .join('');
    const bubbles = Array.from(
      { length: 5 },
      () =>
        `<circle cx="${n(cx + between(r, -60, 60))}" cy="${n(between(r, 250, 290))}" r="${n(between(r, 3, 7))}"/>`,
    ).join('');
    const body =
      `<path d="M${cx - 28} 60h56v80l78 150a14 14 0 0 1-12 20H${cx - 106}a14 14 0 0 1-12-20l78-150Z" fill="#fff" fill-opacity=".5" stroke="#fff" stroke-width="4"/>` +
      `<path d="M${cx - 72} 225h144l38 66a10 10 0 0 1-9 15H${cx - 101}a10 10 0 0 1-9-15Z" fill="url(#o)"/>` +
      `<rect x="${cx - 36}" y="50" width="72" height="14" rx="7" fill="${hex(hue, 20, 40)}"/>` +
      `<g fill="#fff" opacity=".6">${bubbles}</g>${drops}`;
    return { hue, defs, body };
  }
  if (category === 'Legal') {
    const hue = 220;
    const metal = hex(42, 55, 48);
    const pan = (x) =>
      `<path d="M${x} 120L${x - 55} 215M${x} 120L${x + 55} 215" stroke="${metal}" stroke-width="2.5"/><path d="M${x - 70} 215h140a70 34 0 0 1-140 0Z" fill="${metal}"/>`;
    const body =
      `<rect x="${cx - 6}" y="90" width="12" height="200" fill="${metal}"/>` +
      `<rect x="${cx - 80}" y="288" width="160" height="16" rx="6" fill="${hex(hue, 30, 30)}"/>` +
      `<rect x="${cx - 180}" y="110" width="360" height="10" rx="5" fill="${metal}"/>` +
      `<circle cx="${cx}" cy="90" r="16" fill="${metal}"/>` +
      pan(cx - 170) +
      pan(cx + 170) +
      fanLeaf(cx - 170, 212, 55, 0, hex(120, 40, 34));
    return { hue, defs: '', body };
  }
  // Innovation: a molecule network of hexagonal rings.
  const hue = 175;
  const hexagon = (x, y, s) =>
    Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      return `${n(x + Math.cos(a) * s)},${n(y + Math.sin(a) * s)}`;
    }).join(' ');
  const s = 46;
  // Three fused rings, as in a cannabinoid's skeleton: neighbours sit s√3 apart.
  const d = s * Math.sqrt(3);
  const centres = [
    [cx - d / 2, 200],
    [cx + d / 2, 200],
    [cx, 200 - s * 1.5],
  ];
  const rings = centres
    .map(
      ([x, y], i) =>
        `<polygon points="${hexagon(x, y, s)}" fill="${hex(hue + i * 20, 45, 60)}" fill-opacity=".35" stroke="${hex(hue, 40, 28)}" stroke-width="5" stroke-linejoin="round"/>`,
    )
    .join('');
  const nodes = Array.from({ length: 7 }, () => {
    const x = cx + between(r, -230, 230);
    const y = between(r, 60, 300);
    return `<path d="M${cx} 160L${n(x)} ${n(y)}" stroke="${hex(hue, 30, 40)}" stroke-width="2" opacity=".35"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 6, 12))}" fill="${hex(hue + between(r, -40, 40), 60, 55)}"/>`;
  }).join('');
  return { hue, defs: '', body: nodes + rings };
}

// ---------------------------------------------------------------- catalogue input

/** Reads id, name and category from listings.ts (the source of truth) without running TS. */
function readProducts() {
  const source = readFileSync(join(root, 'src/catalogue/listings.ts'), 'utf8');
  const pattern = /\bid: (\d+),\s+name: (['"])(.*?)\2,\s+category: '([^']+)'/g;
  const found = [...source.matchAll(pattern)].map((m) => ({
    id: Number(m[1]),
    name: m[3],
    category: m[4],
  }));
  if (found.length !== 48)
    throw new Error(`Expected 48 products in listings.ts, read ${found.length}`);
  for (const p of found) {
    if (!categoryArt[p.category]) throw new Error(`No art direction for category "${p.category}"`);
  }
  return found;
}

const strainArtSpec = [
  // Background hue, bud hue and the accent that tints some bracts.
  { id: 'super-glue', hue: 88, bud: 100, accent: 70 },
  { id: 'gelato', hue: 300, bud: 110, accent: 285 },
  { id: 'gary-payton', hue: 175, bud: 125, accent: 200 },
];

const postCategories = ['Education', 'Extraction', 'Legal', 'Innovation'];

// ---------------------------------------------------------------- write

function write(folder, id, svg) {
  const bytes = Buffer.byteLength(svg);
  if (bytes >= MAX_BYTES)
    throw new Error(`${folder}/${id}.svg is ${bytes} bytes (limit ${MAX_BYTES})`);
  writeFileSync(join(artDir, folder, `${id}.svg`), svg);
  return bytes;
}

const totals = { strains: 0, products: 0, posts: 0 };
for (const folder of Object.keys(totals)) {
  rmSync(join(artDir, folder), { recursive: true, force: true });
  mkdirSync(join(artDir, folder), { recursive: true });
}

for (const { id, hue, bud: budHue, accent } of strainArtSpec) {
  const r = seeded(hashString(id));
  const { defs, body } = flowerArt(r, { w: 480, h: 360, hue: budHue, accent, size: 125 });
  totals.strains += write('strains', id, frame({ w: 480, h: 360, r, hue, defs, body }));
}

for (const product of readProducts()) {
  const r = seeded(Math.imul(product.id, 2654435761) ^ hashString(product.category));
  const spec = categoryArt[product.category];
  const hue = spec.hue + between(r, -18, 18);
  const { defs, body } = spec.draw(r, { w: 480, h: 360, hue, name: product.name });
  totals.products += write('products', product.id, frame({ w: 480, h: 360, r, hue, defs, body }));
}

postCategories.forEach((category, index) => {
  const r = seeded(hashString(category) + index);
  const { hue, defs, body } = postArtFor(r, category);
  totals.posts += write('posts', index + 1, frame({ w: 640, h: 360, r, hue, defs, body }));
});

console.log(
  `Artwork written: strains ${totals.strains} B, products ${totals.products} B, posts ${totals.posts} B`,
);
