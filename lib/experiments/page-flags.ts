/**
 * Flags that change what a cached page renders (the "precompute" pattern, issue 11). The proxy evaluates
 * them per visitor and writes the outcome into the rewritten path as one segment, `/{country}/{lang}/{flags}/…`,
 * so each page is cached per country × language × flag combination and no page reads a cookie.
 *
 * The segment has one base-36 digit per page flag: the index of the visitor's variation in `variations`.
 * All digits 0 (each flag's default variation) is the page every visitor gets on any failure, and the one
 * prerendered at build.
 */
export interface PageFlag {
  featureKey: string;
  /** Variation keys in a fixed order; the first is the flag's default variation. */
  variations: readonly string[];
}

export const PAGE_FLAGS: readonly PageFlag[] = [
  { featureKey: 'header-promo-strip', variations: ['off', 'on'] },
  { featureKey: 'product-card-badge-style', variations: ['pill', 'corner'] },
  { featureKey: 'home-hero', variations: ['off', 'spotlight'] },
];

/** At most this many variants of a page (the product of the flags' variation counts). */
export const MAX_PAGE_VARIANTS = 27;

/** The segment of a visitor who gets every flag's default variation. */
export const DEFAULT_PAGE_FLAGS_TOKEN = PAGE_FLAGS.map(() => '0').join('');

export type PageFlagVariations = Readonly<Record<string, string>>;

/** The segment for the visitor's variation keys; a key a flag does not list counts as its default. */
export function encodePageFlags(variationKeys: Readonly<Record<string, string | undefined>>, flags: readonly PageFlag[] = PAGE_FLAGS): string {
  return flags
    .map((flag) => {
      const index = flag.variations.indexOf(variationKeys[flag.featureKey] ?? '');
      return (index < 0 ? 0 : index).toString(36);
    })
    .join('');
}

/** The variation key of every page flag in a segment, or undefined when the segment is not one of ours. */
export function decodePageFlags(token: string, flags: readonly PageFlag[] = PAGE_FLAGS): PageFlagVariations | undefined {
  if (token.length !== flags.length || !/^[0-9a-z]+$/.test(token)) return undefined;
  const out: Record<string, string> = {};
  for (const [i, flag] of flags.entries()) {
    const key = flag.variations[parseInt(token[i], 36)];
    if (key === undefined) return undefined;
    out[flag.featureKey] = key;
  }
  return out;
}
