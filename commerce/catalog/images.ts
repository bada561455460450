// Product images are generated, not stored: a flat silhouette of the product (lipstick, jar, bottle…)
// in the shade's colour on mist (#F5F5F5), served as SVG by app/api/images/products/[kind]/[file].
// The URL carries everything the drawing needs, so it is immutable and cacheable forever.

export const IMAGE_SIZE = 800;
const MIST = '#F5F5F5';
const INK = '#1A1A1A';
const METAL = '#CFCFCF';

export const IMAGE_KINDS = [
  'lipstick',
  'wand',
  'pencil',
  'compact',
  'palette',
  'pump',
  'dropper',
  'jar',
  'tube',
  'bottle',
  'spray',
  'perfume',
  'nail',
  'brush',
  'sponge',
  'device',
  'roller',
  'comb',
  'giftbox',
  'card',
  'soap',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The silhouette of each product type; anything unknown is drawn as a bottle. */
export const KIND_OF_TYPE: Readonly<Record<string, ImageKind>> = {
  lipstick: 'lipstick',
  'lip-balm': 'lipstick',
  gloss: 'wand',
  mascara: 'wand',
  concealer: 'wand',
  liner: 'pencil',
  brow: 'pencil',
  foundation: 'pump',
  primer: 'pump',
  powder: 'compact',
  blush: 'compact',
  bronzer: 'compact',
  highlighter: 'compact',
  palette: 'palette',
  'setting-spray': 'spray',
  nail: 'nail',
  'nail-care': 'nail',
  'cleansing-balm': 'jar',
  cleanser: 'tube',
  exfoliator: 'bottle',
  cream: 'jar',
  'eye-cream': 'tube',
  serum: 'dropper',
  'skincare-set': 'jar',
  'face-oil': 'dropper',
  mask: 'jar',
  toner: 'bottle',
  sunscreen: 'tube',
  'after-sun': 'pump',
  perfume: 'perfume',
  'body-mist': 'spray',
  'perfume-oil': 'dropper',
  shampoo: 'bottle',
  conditioner: 'bottle',
  'hair-mask': 'jar',
  'hair-oil': 'dropper',
  'scalp-serum': 'dropper',
  'styling-cream': 'tube',
  hairspray: 'spray',
  'heat-protectant': 'spray',
  'body-wash': 'pump',
  'body-scrub': 'jar',
  'bath-soak': 'jar',
  lotion: 'pump',
  'body-oil': 'bottle',
  'body-butter': 'jar',
  'hand-cream': 'tube',
  'hand-wash': 'pump',
  brush: 'brush',
  'brush-set': 'brush',
  // Not a product: the rewards boutique's makeover at a store is pictured by a make-up brush.
  'service-makeover': 'brush',
  sponge: 'sponge',
  puff: 'sponge',
  device: 'device',
  'facial-tool': 'device',
  'hair-tool': 'device',
};

/** Soft packaging colours for products without a shade (skincare, fragrance, tools). */
const PACKAGING = ['#E8D5C4', '#D9C2C9', '#C9D3C0', '#CBD5DE', '#DCD3E6', '#F0E6D2', '#2B2B2B', '#B89B72', '#E9E4DC', '#A9B8A2', '#D7B7A5', '#BFC8D6'];

export function isImageKind(kind: string): kind is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(kind);
}

export function imageKind(productType: string): ImageKind {
  return KIND_OF_TYPE[productType] ?? 'bottle';
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The colour an image is drawn in: the shade's, else a packaging colour picked from the SKU's
 * product part (all sizes of a product look alike), else a neutral.
 */
export function imageColour(shadeHex: string | null | undefined, variant?: { sku?: string | null }): string {
  if (shadeHex && /^#?[0-9a-fA-F]{6}$/.test(shadeHex)) return shadeHex.replace('#', '').toUpperCase();
  const key = variant?.sku?.replace(/-\d+$/, '');
  const colour = key ? PACKAGING[hash(key) % PACKAGING.length] : PACKAGING[0];
  return colour.slice(1);
}

export interface GeneratedImage {
  url: string;
  width: number;
  height: number;
}

/** `/api/images/products/<kind>/<HEX>.svg`, 800 × 800. */
export function productImageUrl(productType: string, shadeHex?: string | null, variant?: { sku?: string | null }): GeneratedImage {
  return {
    url: `/api/images/products/${imageKind(productType)}/${imageColour(shadeHex, variant)}.svg`,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
  };
}

/**
 * A variant's photograph from the catalogue file (variants.image, migration 0052): the key of its stored JPEG
 * (the SHA-256 of the bytes the retailer gave), its size, and where the file named it (written back by an export).
 */
export interface CatalogImage {
  key: string;
  width: number;
  height: number;
  source: string;
}

export const CATALOG_IMAGE_KEY = /^[0-9a-f]{64}$/;

/** `/api/images/catalog/<key>.jpg`: a stored photograph, immutable (its key is its content's hash). */
export function catalogImageUrl(image: Pick<CatalogImage, 'key' | 'width' | 'height'>): GeneratedImage {
  return { url: `/api/images/catalog/${image.key}.jpg`, width: image.width, height: image.height };
}

/** The same with alt text, in the shape of the API's Image. */
export function productImage(productType: string, shadeHex: string | null | undefined, variant: { sku?: string | null } | undefined, alt: string) {
  return { ...productImageUrl(productType, shadeHex, variant), alt };
}

// --- Drawing ----------------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(rgb: Rgb, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * a) as Rgb);
}

function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export interface Paint {
  /** The colour itself. */
  c: string;
  light: string;
  dark: string;
  /** A hairline for colours too pale to stand out on mist. */
  edge: string;
  /** Cap/packaging colour: ink, or graphite next to near-black colours so the two stay apart. */
  cap: string;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const shine = (x: number, y: number, w: number, h: number, rx = 0): string => rect(x, y, w, h, '#FFFFFF', rx, ' fill-opacity="0.22"');
const floor = (rx: number) => `<ellipse cx="400" cy="684" rx="${rx}" ry="14" fill="#000000" fill-opacity="0.06"/>`;
/** A drawing made around a base centred on (0, 0), twice its size, standing where the others stand. */
const standing = (body: string) => `<g transform="translate(400 684) scale(2)">${body}</g>`;

const DRAW: Record<ImageKind, (p: Paint) => string> = {
  lipstick: (p) =>
    rect(325, 440, 150, 236, p.cap, 10) +
    rect(340, 338, 120, 110, METAL, 4) +
    path('M356 346 L356 214 Q356 196 372 190 L444 160 L444 346 Z', p.c, p.edge) +
    rect(368, 214, 14, 126, '#FFFFFF', 6, ' fill-opacity="0.22"') +
    rect(325, 440, 150, 10, p.dark),
  wand: (p) =>
    rect(352, 300, 96, 376, p.c, 22, p.edge) +
    rect(382, 312, 36, 352, p.light, 16) +
    shine(362, 318, 12, 330, 6) +
    rect(358, 118, 84, 190, p.cap, 12) +
    rect(358, 292, 84, 14, METAL),
  pencil: (p) =>
    rect(370, 262, 60, 414, p.c, 8, p.edge) +
    rect(370, 262, 60, 22, METAL) +
    path('M370 262 L430 262 L400 168 Z', '#E7CFAE') +
    path('M390 199 L410 199 L400 168 Z', p.dark) +
    shine(380, 292, 10, 370, 5),
  compact: (p) =>
    circle(400, 420, 236, p.cap) +
    circle(400, 420, 196, p.c, p.edge) +
    circle(400, 420, 150, p.light, ' fill-opacity="0.35"') +
    path('M270 330 A 160 160 0 0 1 420 262', 'none', ' stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="14" stroke-linecap="round"'),
  palette: (p) => {
    const tones = [0.45, 0.25, 0, -0.2, 0.3, 0.1, -0.1, -0.35, 0.55];
    let pans = '';
    tones.forEach((t, i) => {
      const x = 222 + (i % 3) * 128;
      const y = 268 + Math.floor(i / 3) * 96;
      pans += rect(x, y, 100, 76, t === 0 ? p.c : shadeOf(p.c, t), 6);
    });
    return rect(180, 230, 440, 370, p.cap, 20) + pans;
  },
  pump: (p) =>
    rect(296, 330, 208, 346, p.c, 30, p.edge) +
    shine(314, 352, 16, 300, 8) +
    rect(352, 288, 96, 48, p.cap, 6) +
    rect(378, 214, 44, 80, p.cap, 6) +
    rect(400, 214, 86, 22, p.cap, 6),
  dropper: (p) =>
    rect(306, 380, 188, 296, p.c, 26, p.edge) +
    shine(322, 400, 14, 250, 7) +
    rect(350, 330, 100, 56, p.cap, 6) +
    rect(370, 176, 60, 160, p.cap, 30),
  jar: (p) =>
    rect(220, 398, 360, 278, p.c, 34, p.edge) +
    rect(220, 470, 360, 90, p.light, 0, ' fill-opacity="0.5"') +
    rect(204, 318, 392, 96, p.cap, 18) +
    shine(238, 420, 18, 230, 9),
  tube: (p) =>
    path('M292 186 L508 186 L474 600 L326 600 Z', p.c, p.edge) +
    rect(284, 160, 232, 34, p.dark, 4) +
    rect(340, 596, 120, 82, p.cap, 10) +
    path('M312 212 L330 212 L344 570 L332 570 Z', '#FFFFFF', ' fill-opacity="0.22"'),
  bottle: (p) =>
    rect(312, 272, 176, 404, p.c, 44, p.edge) +
    rect(336, 400, 128, 150, p.light, 8, ' fill-opacity="0.55"') +
    shine(328, 300, 14, 340, 7) +
    rect(356, 172, 88, 110, p.cap, 12),
  spray: (p) =>
    rect(310, 304, 180, 372, p.c, 28, p.edge) +
    shine(326, 326, 14, 320, 7) +
    rect(348, 258, 104, 52, p.cap, 6) +
    rect(364, 180, 72, 84, p.cap, 10) +
    circle(372, 208, 6, p.c),
  perfume: (p) =>
    rect(244, 330, 312, 346, p.light, 28, p.edge) +
    rect(268, 420, 264, 232, p.c, 18) +
    shine(262, 350, 18, 300, 9) +
    rect(374, 294, 52, 42, METAL) +
    rect(330, 178, 140, 122, p.cap, 10),
  nail: (p) =>
    rect(296, 404, 208, 272, p.c, 40, p.edge) +
    shine(316, 426, 16, 220, 8) +
    rect(356, 160, 88, 252, p.cap, 12),
  brush: (p) =>
    rect(380, 336, 40, 340, p.cap, 20) +
    path('M372 262 L428 262 L420 346 L380 346 Z', METAL) +
    path('M372 264 C 340 214, 350 128, 400 104 C 450 128, 460 214, 428 264 Z', p.c, p.edge) +
    path('M388 250 C 372 200, 380 150, 400 128', 'none', ' stroke="#FFFFFF" stroke-opacity="0.28" stroke-width="8" stroke-linecap="round"'),
  sponge: (p) =>
    path('M400 168 C 470 262, 548 378, 548 494 A 148 148 0 0 1 252 494 C 252 378, 330 262, 400 168 Z', p.c, p.edge) +
    path('M330 470 C 330 400, 360 330, 392 276', 'none', ' stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="14" stroke-linecap="round"'),
  device: (p) =>
    rect(308, 180, 184, 496, p.c, 92, p.edge) +
    circle(400, 292, 64, p.light, p.edge) +
    circle(400, 292, 40, p.dark, ' fill-opacity="0.25"') +
    rect(384, 470, 32, 60, p.cap, 16, ' fill-opacity="0.7"') +
    shine(326, 360, 14, 260, 7),
  roller: (p) =>
    standing(
      rect(-6, -190, 12, 190, p.cap) +
        rect(-40, -200, 80, 12, p.cap, 4) +
        rect(-55, -262, 110, 62, p.c, 28, p.edge) +
        shine(-38, -252, 60, 8),
    ),
  comb: (p) => {
    let teeth = '';
    for (let x = -105; x <= 98; x += 14) teeth += rect(x, -40, 7, 40, p.c, 0, p.edge);
    return standing(rect(-115, -70, 230, 32, p.c, 6, p.edge) + teeth);
  },
  giftbox: (p) =>
    standing(
      rect(-112, -185, 224, 185, p.c, 0, p.edge) +
        rect(-125, -220, 250, 40, p.dark, 0, p.edge) +
        rect(-13, -220, 26, 220, p.cap) +
        `<ellipse cx="-34" cy="-232" rx="34" ry="16" fill="${p.cap}"/><ellipse cx="34" cy="-232" rx="34" ry="16" fill="${p.cap}"/>` +
        circle(0, -228, 12, p.cap),
    ),
  card: (p) =>
    standing(
      rect(-150, -195, 300, 195, p.c, 14, p.edge) +
        circle(-98, -140, 22, p.cap) +
        rect(-120, -52, 130, 10, p.cap, 0, ' fill-opacity="0.85"') +
        rect(-120, -32, 80, 8, p.cap, 0, ' fill-opacity="0.55"') +
        rect(70, -62, 50, 34, p.cap, 4, ' fill-opacity="0.35"'),
    ),
  soap: (p) => standing(rect(-95, -70, 190, 70, p.c, 28, p.edge) + `<ellipse cx="0" cy="-38" rx="52" ry="16" fill="#FFFFFF" fill-opacity="0.35"/>`),
};

/**
 * Where each silhouette stands in the 800 × 800 square: its left and right edges, its top and its foot (the
 * foot of the floating ones — a compact, a palette, a sponge — is where they rest), and the width of its shadow.
 * A scene that places products on plinths (the content's pictures) reads these.
 */
export const SILHOUETTE_BOX: Readonly<Record<ImageKind, { left: number; right: number; top: number; foot: number; shadow: number }>> = {
  lipstick: { left: 325, right: 475, top: 160, foot: 676, shadow: 110 },
  wand: { left: 352, right: 448, top: 118, foot: 676, shadow: 80 },
  pencil: { left: 370, right: 430, top: 168, foot: 676, shadow: 70 },
  compact: { left: 164, right: 636, top: 184, foot: 656, shadow: 200 },
  palette: { left: 180, right: 620, top: 230, foot: 600, shadow: 230 },
  pump: { left: 296, right: 504, top: 214, foot: 676, shadow: 120 },
  dropper: { left: 306, right: 494, top: 176, foot: 676, shadow: 110 },
  jar: { left: 204, right: 596, top: 318, foot: 676, shadow: 200 },
  tube: { left: 284, right: 516, top: 160, foot: 678, shadow: 90 },
  bottle: { left: 312, right: 488, top: 172, foot: 676, shadow: 100 },
  spray: { left: 310, right: 490, top: 180, foot: 676, shadow: 100 },
  perfume: { left: 244, right: 556, top: 178, foot: 676, shadow: 170 },
  nail: { left: 296, right: 504, top: 160, foot: 676, shadow: 120 },
  brush: { left: 350, right: 450, top: 104, foot: 676, shadow: 60 },
  sponge: { left: 252, right: 548, top: 168, foot: 642, shadow: 150 },
  device: { left: 308, right: 492, top: 180, foot: 676, shadow: 100 },
  roller: { left: 290, right: 510, top: 160, foot: 684, shadow: 110 },
  comb: { left: 170, right: 630, top: 544, foot: 684, shadow: 230 },
  giftbox: { left: 150, right: 650, top: 188, foot: 684, shadow: 250 },
  card: { left: 100, right: 700, top: 294, foot: 684, shadow: 300 },
  soap: { left: 210, right: 590, top: 544, foot: 684, shadow: 190 },
};

/**
 * The paint of a silhouette: its colour (6 hex digits, with or without "#"), lighter and darker tones, a hairline
 * when it is too pale for mist, and its cap — ink (graphite next to near-black), unless one is given.
 */
export function silhouettePaint(hex: string, capHex?: string): Paint {
  if (!/^#?[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`Not a 6-digit hex colour: ${hex}`);
  const rgb = parseHex(hex);
  const lum = luminance(rgb);
  return {
    c: toHex(rgb),
    light: shade(rgb, 0.35),
    dark: shade(rgb, -0.25),
    edge: lum > 0.86 ? ' stroke="#D4D4D4" stroke-width="3"' : '',
    cap: capHex ? toHex(parseHex(capHex)) : lum < 0.12 ? '#5C5C5C' : INK,
  };
}

/** The silhouette alone (no background, no shadow) in the 800 × 800 square's coordinates. */
export function silhouette(kind: ImageKind, paint: Paint): string {
  if (!isImageKind(kind)) throw new RangeError(`Unknown image kind: ${String(kind)}`);
  return DRAW[kind](paint);
}

function shadeOf(hex: string, amount: number): string {
  return shade(parseHex(hex), amount);
}

/** A flat SVG of the silhouette in the colour (6 hex digits, with or without "#"), on mist. Deterministic. */
export function productImageSvg(kind: ImageKind, hex: string): string {
  const drawing = silhouette(kind, silhouettePaint(hex));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="${MIST}"/>` +
    floor(SILHOUETTE_BOX[kind].shadow) +
    drawing +
    '</svg>'
  );
}
