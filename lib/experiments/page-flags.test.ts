import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAGE_FLAGS_TOKEN, MAX_PAGE_VARIANTS, PAGE_FLAGS, decodePageFlags, encodePageFlags } from './page-flags';
import { parseConfigurationFile } from '@/embedded/experiment-service/configuration-file';

const shipped = parseConfigurationFile(JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'config', 'experiments', 'configuration.json'), 'utf8')));

describe('page flags (the proxy precompute segment)', () => {
  it('lists only flags of the shipped configuration, each with its default variation first and every variation key declared', () => {
    for (const pageFlag of PAGE_FLAGS) {
      const flag = shipped.featureFlags.find((f) => f.featureKey === pageFlag.featureKey);
      expect(flag, pageFlag.featureKey).toBeDefined();
      expect(pageFlag.variations[0], pageFlag.featureKey).toBe(flag!.defaultVariationKey);
      expect([...pageFlag.variations].sort()).toEqual(flag!.variations.map((v) => v.key).sort());
    }
  });

  it('keeps the number of variants of a page within the cap', () => {
    const variants = PAGE_FLAGS.reduce((n, f) => n * f.variations.length, 1);
    expect(variants).toBeLessThanOrEqual(MAX_PAGE_VARIANTS);
    expect(PAGE_FLAGS.every((f) => f.variations.length <= 36)).toBe(true);
  });

  it('encodes one digit per flag and decodes every combination back', () => {
    expect(DEFAULT_PAGE_FLAGS_TOKEN).toBe('0'.repeat(PAGE_FLAGS.length));
    const combos = PAGE_FLAGS.reduce<Record<string, string>[]>((acc, flag) => acc.flatMap((c) => flag.variations.map((v) => ({ ...c, [flag.featureKey]: v }))), [{}]);
    const tokens = new Set<string>();
    for (const combo of combos) {
      const token = encodePageFlags(combo);
      tokens.add(token);
      expect(decodePageFlags(token)).toEqual(combo);
    }
    expect(tokens.size).toBe(combos.length);
  });

  it('treats an unknown or inactive variation as the default', () => {
    expect(encodePageFlags({})).toBe(DEFAULT_PAGE_FLAGS_TOKEN);
    expect(encodePageFlags({ 'header-promo-strip': 'off', 'product-card-badge-style': 'off', 'home-hero': 'nonsense' })).toBe(DEFAULT_PAGE_FLAGS_TOKEN);
    expect(encodePageFlags({ 'header-promo-strip': 'on' })[0]).toBe('1');
  });

  it.each(['', '0', '0000', '00z', '0-0', 'ABC', '../', '%30%30%30'])('refuses the segment %j (a 404)', (token) => {
    expect(decodePageFlags(token)).toBeUndefined();
  });
});
