import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICO_SIZES, faviconFiles, iconColours, rasterize } from './favicon';

const file = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)));
const tokens = file('app/styles/tokens.css').toString('utf8');

describe('the site icon (issue 21, item 16)', () => {
  it('is shipped in public/ as the drawing of the brand tokens makes it (run scripts/favicon.ts after a colour change)', () => {
    const made = faviconFiles(tokens);
    expect(file('public/icon.svg').toString('utf8')).toBe(made.svg);
    expect(file('public/favicon.ico').equals(made.ico)).toBe(true);
  });

  it('is an ICO of 16, 32 and 48 px images and an SVG in the brand colours', () => {
    const ico = file('public/favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, ICO_SIZES.length]);
    const sizes = ICO_SIZES.map((_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    // Each image lies inside the file.
    for (let i = 0; i < ICO_SIZES.length; i++) expect(ico.readUInt32LE(6 + 16 * i + 12) + ico.readUInt32LE(6 + 16 * i + 8)).toBeLessThanOrEqual(ico.length);
    const colours = iconColours(tokens);
    expect(colours).toEqual({ ink: '#111111', paper: '#ffffff', accent: '#b0285a' });
    const svg = file('public/icon.svg').toString('utf8');
    for (const colour of Object.values(colours)) expect(svg).toContain(`fill="${colour}"`);
  });

  it('draws an ink square with the paper letter and the accent rule', () => {
    const colours = iconColours(tokens);
    const pixels = rasterize(32, colours);
    const at = (x: number, y: number) => '#' + [...pixels.slice((y * 32 + x) * 4, (y * 32 + x) * 4 + 3)].map((v) => v.toString(16).padStart(2, '0')).join('');
    expect(at(1, 1)).toBe('#111111'); // corner
    expect(at(16, 6)).toBe('#ffffff'); // the apex of the A
    expect(at(16, 14)).toBe('#111111'); // its counter
    expect(at(16, 27)).toBe('#b0285a'); // the rule under it
  });
});
