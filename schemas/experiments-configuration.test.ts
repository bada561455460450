import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfigurationFile } from '@/embedded/experiment-service/configuration-file';

const shipped = JSON.parse(readFileSync(path.join(__dirname, '..', 'config', 'experiments', 'configuration.json'), 'utf8'));
const clone = () => structuredClone(shipped);

describe('experiments configuration schema', () => {
  it('accepts the shipped configuration with the store flags', () => {
    const file = parseConfigurationFile(clone());
    expect(file.featureFlags.map((f) => f.featureKey)).toEqual(['header-promo-strip', 'product-card-badge-style', 'home-hero', 'bag-checkout-reassurance']);
    const strip = file.featureFlags[0];
    expect(strip.variations.find((v) => v.key === 'on')!.variables.map((v) => v.key)).toContain('message');
  });

  it('refuses what the schema can see: wrong types, unknown fields, a NUMBER variable holding text', () => {
    const wrong = clone();
    wrong.featureFlags[0].rules[0].exposition = 2;
    wrong.featureFlags[0].colour = 'red';
    wrong.featureFlags[1].variations[0].variables.push({ key: 'count', type: 'NUMBER', value: 'three' });
    expect(() => parseConfigurationFile(wrong)).toThrow(/featureFlags\/0 must NOT have additional properties/);
    expect(() => parseConfigurationFile(wrong)).toThrow(/rules\/0\/exposition must be <= 1/);
    expect(() => parseConfigurationFile(wrong)).toThrow(/variables\/1\/value must be number/);
  });

  it('refuses what only the loader can see: unknown variation keys, shares above 1, repeated keys', () => {
    const wrong = clone();
    wrong.featureFlags[0].defaultVariationKey = 'missing';
    wrong.featureFlags[0].rules[0].variationByExposition[1].exposition = 0.6;
    wrong.featureFlags[1].featureKey = 'header-promo-strip';
    expect(() => parseConfigurationFile(wrong)).toThrow(
      /default variation missing is not one of its variations.*shares add up to 1\.1, more than 1.*feature key is used twice/,
    );
  });
});
