// Shade palettes for colour products: a name and an upper-case hex each. Products pick a run of
// shades from their palette; foundation-type ranges are generated from depth × undertone.

export interface Shade {
  name: string;
  hex: string;
}

const s = (name: string, hex: string): Shade => ({ name, hex });

export const LIP_SHADES: readonly Shade[] = [
  s('Ballet Slipper', '#E8B4B0'), s('Bare Petal', '#D9A59A'), s('Nude Blush', '#C98C84'), s('Rose Quartz', '#D4949A'),
  s('Pink Lily', '#E08AA2'), s('Peony', '#D96C8A'), s('Watermelon', '#E2546B'), s('Coral Reef', '#E0644F'),
  s('Orange Zest', '#E8643A'), s('Poppy', '#D33A2C'), s('Classic Red', '#B3152A'), s('Chili', '#A52A22'),
  s('Raspberry', '#B0284F'), s('Fuchsia Pop', '#C2185B'), s('Rosewood', '#A65E5E'), s('Dusty Mauve', '#9C6470'),
  s('Terracotta', '#B65A3C'), s('Sienna', '#A0522D'), s('Cinnamon', '#9A5234'), s('Caramel Kiss', '#B9785A'),
  s('Toffee', '#A46A4F'), s('Mocha', '#7B4A3A'), s('Brick', '#8E3B2E'), s('Spiced Rum', '#7F3B2F'),
  s('Berry Jam', '#7D1E3F'), s('Mulberry', '#6B2D4A'), s('Fig', '#6D3B47'), s('Plum', '#5E2246'),
  s('Wine', '#5A1A2A'), s('Cherry Noir', '#6E1423'),
];

export const LIP_CARE_SHADES: readonly Shade[] = [
  s('Clear', '#F2E6E2'), s('Rose Tint', '#D98A90'), s('Peach Tint', '#EAA080'), s('Cherry Tint', '#B83A48'), s('Berry Tint', '#9A3050'),
];

export const BLUSH_SHADES: readonly Shade[] = [
  s('Petal', '#E8A0A8'), s('Apricot', '#F0A27A'), s('Rose', '#D77A8A'), s('Peach', '#F4A988'), s('Coral', '#EE7A6A'),
  s('Berry Flush', '#B24A6A'), s('Mauve', '#B87A8E'), s('Terracotta', '#C56E50'), s('Plum', '#8E4A62'), s('Nectar', '#F2B28C'),
];

export const BRONZER_SHADES: readonly Shade[] = [
  s('Soft Sand', '#CFA07A'), s('Sun-Kissed', '#C08A5E'), s('Golden Tan', '#B07A4A'), s('Deep Bronze', '#8A5A3A'), s('Cocoa Contour', '#6E4A36'),
];

export const HIGHLIGHTER_SHADES: readonly Shade[] = [
  s('Pearl', '#F4ECE6'), s('Champagne', '#F1DDB8'), s('Rose Gold', '#E6B8A2'), s('Golden Hour', '#E9C27A'), s('Moonlight', '#E8E8F0'), s('Topaz', '#D9A45E'),
];

export const POWDER_SHADES: readonly Shade[] = [
  s('Translucent', '#F3E9E0'), s('Fair', '#EED8C4'), s('Light', '#E3C3A6'), s('Medium', '#C9A07E'), s('Tan', '#AD8460'), s('Deep', '#7A5640'),
];

export const PALETTE_SHADES: readonly Shade[] = [
  s('Nude Edition', '#C8A08A'), s('Smoky Edition', '#4A4444'), s('Rose Edition', '#C88A8E'), s('Bronze Edition', '#A0693E'),
  s('Sunset Edition', '#D07A48'), s('Plum Edition', '#6E4A62'), s('Olive Edition', '#7A7A4A'),
];

export const MASCARA_SHADES: readonly Shade[] = [s('Black', '#141414'), s('Brown Black', '#2E211C'), s('Brown', '#4B3224'), s('Navy', '#1F2A4A')];

export const EYELINER_SHADES: readonly Shade[] = [
  s('Jet Black', '#141414'), s('Espresso', '#3A2A22'), s('Navy', '#1E2A52'), s('Bronze', '#8A5A34'), s('Forest', '#2E4A3A'), s('Plum', '#4A2A44'),
];

export const BROW_SHADES: readonly Shade[] = [
  s('Blonde', '#B89A78'), s('Taupe', '#8B7560'), s('Soft Brown', '#6E5440'), s('Ash Brown', '#5F5448'), s('Dark Brown', '#3E2E24'), s('Charcoal', '#343230'),
];

export const NAIL_SHADES: readonly Shade[] = [
  s('Ballet Pink', '#F2C4C8'), s('Milky White', '#F4EFEA'), s('Nude Beige', '#D9B8A0'), s('Coral Crush', '#F06A5A'), s('Tangerine', '#F08A3A'),
  s('Classic Red', '#B01C2E'), s('Bordeaux', '#5E1624'), s('Plum Noir', '#3E1A2E'), s('Lilac', '#B8A0D8'), s('Sky', '#9CC4E4'),
  s('Sage', '#A8BFA0'), s('Mint', '#B4E0CC'), s('Navy Night', '#1E2646'), s('Onyx', '#151515'), s('Gold Leaf', '#C9A24A'),
];

export const SPONGE_SHADES: readonly Shade[] = [s('Blush Pink', '#F2B5C0'), s('Lilac', '#C8B4E0'), s('Black', '#1A1A1A'), s('Nude', '#E0C0A8')];

export const STONE_SHADES: readonly Shade[] = [s('Rose Quartz', '#E8C4C8'), s('Jade', '#7FA88C'), s('Amethyst', '#9A7AB0'), s('Obsidian', '#222222')];

export const DEVICE_SHADES: readonly Shade[] = [s('Pearl White', '#F2F0EC'), s('Blush', '#E8C4C8'), s('Graphite', '#3A3A3C'), s('Sage', '#A8BFA0')];

// --- Complexion ranges -----------------------------------------------------------------------

const DEPTHS = [
  'Porcelain', 'Alabaster', 'Ivory', 'Vanilla', 'Shell', 'Sand', 'Beige', 'Honey',
  'Golden', 'Caramel', 'Toffee', 'Amber', 'Chestnut', 'Mocha', 'Cocoa', 'Espresso',
] as const;
const UNDERTONES = [
  { code: 'C', shift: [6, -6, 4] },   // cool: a little pink
  { code: 'N', shift: [0, 0, 0] },
  { code: 'W', shift: [4, 2, -10] },  // warm: more yellow
  { code: 'O', shift: [-6, 2, -6] },  // olive: a little green
] as const;
const LIGHTEST = [246, 222, 204];
const DEEPEST = [66, 40, 28];

function hex2(n: number): string {
  return Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0').toUpperCase();
}

/**
 * n complexion shades spread from light to deep, e.g. "1.5W Alabaster"; the undertones rotate so
 * that a range has cool, neutral, warm and olive options at most depths.
 */
export function complexionShades(n: number, offset = 0): Shade[] {
  const out: Shade[] = [];
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.3 : i / (n - 1);
    const depthIndex = Math.round(t * (DEPTHS.length - 1));
    const undertone = UNDERTONES[(i + offset) % UNDERTONES.length];
    // Depth scale 1–8 in half steps, as complexion ranges are usually numbered.
    const level = 1 + Math.round(t * 14) / 2;
    const rgb = LIGHTEST.map((light, k) => light + (DEEPEST[k] - light) * Math.pow(t, 0.9) + undertone.shift[k]);
    out.push({ name: `${level}${undertone.code} ${DEPTHS[depthIndex]}`, hex: `#${rgb.map(hex2).join('')}` });
  }
  return out;
}
