/**
 * The site's icon, made here from the brand's tokens (BRAND.md colours, read from `app/styles/tokens.css`, the one
 * place they are defined) — no download, no image tool. One drawing, two files: `public/icon.svg` (modern
 * browsers, through the root layout's `<link rel="icon">`) and `public/favicon.ico` (16, 32 and 48 px, for
 * browsers and tools that ask `/favicon.ico` by themselves). `scripts/favicon.ts` writes them; a test checks the
 * committed files are what this makes.
 *
 * The drawing, on a 32-unit grid: an ink square, the paper "A" of the ATELIER wordmark, and an accent rule under
 * it (the accent used sparingly, as BRAND.md asks).
 */

export interface IconColours {
  ink: string;
  paper: string;
  accent: string;
}

type Point = readonly [number, number];
interface Shape {
  colour: keyof IconColours;
  /** Closed polygons, filled with the even-odd rule (a hole is a polygon inside another). */
  polygons: readonly (readonly Point[])[];
}

const GRID = 32;

export const ICON_SHAPES: readonly Shape[] = [
  { colour: 'ink', polygons: [[[0, 0], [32, 0], [32, 32], [0, 32]]] },
  {
    colour: 'paper',
    polygons: [
      // The letter's outline, then its counter (the triangle above the crossbar) as a hole.
      [[6.5, 25], [14.2, 5], [17.8, 5], [25.5, 25], [22, 25], [20.1, 20], [11.9, 20], [10, 25]],
      [[13.1, 16.9], [18.9, 16.9], [16, 9.2]],
    ],
  },
  { colour: 'accent', polygons: [[[6.5, 27], [25.5, 27], [25.5, 28.6], [6.5, 28.6]]] },
];

/** The icon colours from the design tokens' CSS (`--color-ink`, `--color-paper`, `--color-accent`). */
export function iconColours(tokensCss: string): IconColours {
  const read = (name: string) => {
    const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(tokensCss);
    if (!match) throw new Error(`tokens.css has no --color-${name} as #rrggbb`);
    return match[1].toLowerCase();
  };
  return { ink: read('ink'), paper: read('paper'), accent: read('accent') };
}

const pathOf = (polygons: Shape['polygons']) => polygons.map((p) => `M${p.map(([x, y]) => `${x} ${y}`).join('L')}Z`).join('');

export function iconSvg(colours: IconColours): string {
  const paths = ICON_SHAPES.map((s) => `<path fill="${colours[s.colour]}" fill-rule="evenodd" d="${pathOf(s.polygons)}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}" width="${GRID}" height="${GRID}">${paths}</svg>\n`;
}

function inside(polygon: readonly Point[], x: number, y: number): boolean {
  let odd = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The drawing at `size` × `size` pixels, RGBA rows top to bottom; 4 × 4 samples a pixel smooth the edges. */
export function rasterize(size: number, colours: IconColours): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) * GRID) / size;
          const y = ((py + (sy + 0.5) / samples) * GRID) / size;
          // The topmost shape that covers the sample gives its colour.
          let colour = colours.ink;
          for (const shape of ICON_SHAPES) {
            if (shape.polygons.filter((p) => inside(p, x, y)).length % 2 === 1) colour = colours[shape.colour];
          }
          rgb(colour).forEach((v, i) => (sum[i] += v));
        }
      }
      const at = (py * size + px) * 4;
      sum.forEach((v, i) => (out[at + i] = Math.round(v / (samples * samples))));
      out[at + 3] = 255;
    }
  }
  return out;
}

/** One ICO image: a 32-bit BMP (BITMAPINFOHEADER, rows bottom-up as BGRA, height doubled) and its AND mask. */
function bmpEntry(size: number, colours: IconColours): Buffer {
  const pixels = rasterize(size, colours);
  const maskRow = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(size * size * 4 + maskRow * size, 20);
  const body = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = ((size - 1 - y) * size + x) * 4;
      body[to] = pixels[from + 2];
      body[to + 1] = pixels[from + 1];
      body[to + 2] = pixels[from];
      body[to + 3] = pixels[from + 3];
    }
  }
  return Buffer.concat([header, body, Buffer.alloc(maskRow * size)]); // the mask: every pixel shown
}

export const ICO_SIZES = [16, 32, 48] as const;

export function iconIco(colours: IconColours): Buffer {
  const images = ICO_SIZES.map((size) => bmpEntry(size, colours));
  const head = Buffer.alloc(6);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(ICO_SIZES[i], 0);
    entry.writeUInt8(ICO_SIZES[i], 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([head, ...entries, ...images]);
}

/** Both files from the tokens' CSS. */
export function faviconFiles(tokensCss: string): { svg: string; ico: Buffer } {
  const colours = iconColours(tokensCss);
  return { svg: iconSvg(colours), ico: iconIco(colours) };
}
