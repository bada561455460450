// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { studioPreviewCountries } from './locales';

describe('the studio preview options\u2019 countries', () => {
  it('lists every country with its languages\u2019 locales, or the page\u2019s countries and the default locale\u2019s', () => {
    const all = studioPreviewCountries();
    expect(all.map((c) => c.code)).toContain('TH');
    expect(all.find((c) => c.code === 'TH')).toEqual({
      code: 'TH',
      name: 'Thailand',
      defaultLanguage: 'th',
      languages: [
        { code: 'th', name: expect.any(String), locale: 'th-TH' },
        { code: 'en', name: 'English', locale: 'en-TH' },
      ],
    });
    expect(studioPreviewCountries(['TH']).map((c) => c.code)).toEqual(['SG', 'TH']);
  });
});
