import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countries, countryLanguagePairs, createCountryRegistry, offeredLanguage, parseCountryConfig, CountryConfigError } from './registry';
import { countryConfigFiles } from './index';

const dir = __dirname;

describe('country configuration', () => {
  it('every file in config/countries is valid against the schema and listed in the index', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(countryConfigFiles.length);
    for (const f of files) {
      const data = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      expect(() => parseCountryConfig(data)).not.toThrow();
      expect(f).toBe(`${data.code.toLowerCase()}.json`);
    }
  });

  it('serves exactly the eight countries of SPEC §5, default SG', () => {
    expect(countries.list.map((c) => c.code)).toEqual(['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH']);
    expect(countries.defaultCountry.code).toBe('SG');
  });

  it('has the languages of SPEC §9, the first being the default', () => {
    const langs = Object.fromEntries(countries.list.map((c) => [c.code, c.languages]));
    expect(langs).toEqual({
      AU: ['en'], HK: ['en', 'zh'], ID: ['id', 'en'], MY: ['en'], NZ: ['en'], PH: ['en'], SG: ['en'], TH: ['th', 'en'],
    });
  });

  it('has the free-shipping thresholds of SPEC §9 in minor units (TH ฿500; HK ours, and marked so)', () => {
    const t = Object.fromEntries(countries.list.map((c) => [c.code, c.freeShippingThreshold]));
    expect(t).toEqual({ AU: 2500, NZ: 2500, SG: 3500, MY: 8000, ID: 500000, PH: 300000, TH: 50000, HK: 40000 });
    expect(countries.get('HK')?.notes?.freeShippingThreshold).toMatch(/SPEC/);
  });

  it('looks countries up case-insensitively and rejects others', () => {
    expect(countries.get('th')?.code).toBe('TH');
    expect(countries.get(' Sg ')?.code).toBe('SG');
    expect(countries.get('US')).toBeUndefined();
    expect(countries.get('')).toBeUndefined();
  });

  it('keeps a language the country offers, else gives the country\'s first (the language of messages)', () => {
    expect(offeredLanguage(countries.get('TH')!, 'th')).toBe('th');
    expect(offeredLanguage(countries.get('TH')!, 'en')).toBe('en');
    expect(offeredLanguage(countries.get('TH')!, 'zh')).toBe('th');
    expect(offeredLanguage(countries.get('HK')!, 'xx')).toBe('en');
    expect(offeredLanguage(countries.get('ID')!, null)).toBe('id');
  });

  it('lists every country/language pair as route segments', () => {
    expect(countryLanguagePairs()).toHaveLength(11);
    expect(countryLanguagePairs()).toContainEqual({ country: 'hk', lang: 'zh' });
  });

  it('refuses an invalid file with the schema errors', () => {
    const bad = { ...JSON.parse(readFileSync(join(dir, 'sg.json'), 'utf8')), languages: ['fr'] };
    expect(() => parseCountryConfig(bad)).toThrow(CountryConfigError);
    const missingTitle = { ...JSON.parse(readFileSync(join(dir, 'th.json'), 'utf8')), siteTitle: { th: 'x' } };
    expect(() => parseCountryConfig(missingTitle)).toThrow(/siteTitle.en/);
  });

  it('refuses a registry whose default country has no file', () => {
    expect(() => createCountryRegistry(countryConfigFiles, 'JP')).toThrow(/default country/);
  });
});
