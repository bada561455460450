import { describe, expect, it } from 'vitest';
import countrySchema from '@/schemas/country-config.schema.json';
import { CountryConfigError, countries, parseCountryConfig } from '@/config/countries/registry';
import { TAG_MANAGER_ID_PATTERN, TagManagerIdError, isTagManagerId, parseTagManagerId, tagManagerFor, tagManagerOrigin, tagManagerScriptSrc } from './tag-manager';

describe('tag-manager id (SPEC §5, §8)', () => {
  it.each(['GTM-ABC1234', 'GTM-5XZ9', 'G-ABCDEF1234', 'G-1'])('accepts %s', (id) => {
    expect(isTagManagerId(id)).toBe(true);
    expect(parseTagManagerId(id)).toBe(id);
  });

  it.each(['', 'GTM-', 'G-', 'gtm-ABC123', 'GTM-abc123', 'UA-12345-1', 'GTM_ABC', 'GTM-ABC 12', ' GTM-ABC', 'GTM-ABC-1', 'AW-123', 'G-ÄBC'])(
    'raises an error for %j',
    (id) => {
      expect(isTagManagerId(id)).toBe(false);
      expect(() => parseTagManagerId(id)).toThrow(TagManagerIdError);
      expect(() => parseTagManagerId(id)).toThrow(/GTM- or G- followed by uppercase letters and digits/);
    },
  );

  it('raises an error for a value that is not text', () => {
    expect(() => parseTagManagerId(123)).toThrow(TagManagerIdError);
    expect(() => parseTagManagerId(undefined)).toThrow(TagManagerIdError);
  });

  it('is the same rule as the country schema', () => {
    expect(countrySchema.properties.tagManagerId.pattern).toBe(TAG_MANAGER_ID_PATTERN.source);
  });

  it('is checked when a country config loads', () => {
    const sg = structuredClone(countries.get('SG')!) as unknown as Record<string, unknown>;
    expect(parseCountryConfig({ ...sg, tagManagerId: 'GTM-K7P2QX' }).tagManagerId).toBe('GTM-K7P2QX');
    expect(() => parseCountryConfig({ ...sg, tagManagerId: 'GTM-k7p2qx' })).toThrow(CountryConfigError);
    expect(() => parseCountryConfig({ ...sg, tagManagerId: 'UA-1-1' })).toThrow(/tagManagerId/);
  });
});

describe('where the script comes from', () => {
  it('is off unless both an id and TAG_MANAGER_ORIGIN are set', () => {
    expect(tagManagerFor({}, {})).toBeNull();
    expect(tagManagerFor({}, { TAG_MANAGER_ORIGIN: 'https://tags.example' })).toBeNull();
    expect(tagManagerFor({ tagManagerId: 'GTM-K7P2QX' }, {})).toBeNull();
    expect(tagManagerFor({ tagManagerId: 'GTM-K7P2QX' }, { TAG_MANAGER_ORIGIN: '' })).toBeNull();
  });

  it('names the container script (GTM-) or the Google tag (G-) under the origin', () => {
    expect(tagManagerFor({ tagManagerId: 'GTM-K7P2QX' }, { TAG_MANAGER_ORIGIN: 'https://tags.example/' })).toEqual({
      id: 'GTM-K7P2QX',
      src: 'https://tags.example/gtm.js?id=GTM-K7P2QX',
    });
    expect(tagManagerScriptSrc('G-4H8ZL0', 'http://127.0.0.1:3050')).toBe('http://127.0.0.1:3050/gtag/js?id=G-4H8ZL0');
  });

  it('raises an error for an invalid id where the loader reads it, even without an origin', () => {
    expect(() => tagManagerFor({ tagManagerId: 'gtm-1' }, {})).toThrow(TagManagerIdError);
    expect(() => tagManagerScriptSrc('G-', 'https://tags.example')).toThrow(TagManagerIdError);
  });

  it('takes https, or http only on a loopback host', () => {
    expect(tagManagerOrigin(undefined)).toBeNull();
    expect(tagManagerOrigin('https://tags.example/path')).toBe('https://tags.example');
    expect(tagManagerOrigin('http://localhost:4000')).toBe('http://localhost:4000');
    expect(() => tagManagerOrigin('http://tags.example')).toThrow(/https/);
    expect(() => tagManagerOrigin('not a url')).toThrow(/not a URL/);
  });

  it('the seeded countries configure no tag manager (the embedded store asks nothing outside 127.0.0.1)', () => {
    for (const country of countries.list) expect(tagManagerFor(country, { TAG_MANAGER_ORIGIN: 'https://tags.example' })).toBeNull();
  });
});
