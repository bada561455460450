import { describe, expect, it } from 'vitest';
import { parseSegments, previewOptionsUrl, previewTarget } from './options';

describe('previewTarget', () => {
  it('accepts preview pages of this store, with or without a locale prefix', () => {
    expect(previewTarget('/preview/homepage')).toBe('/preview/homepage');
    expect(previewTarget('/th/preview/pages/gifts?user_segments=new-visitors')).toBe('/th/preview/pages/gifts?user_segments=new-visitors');
    expect(previewTarget('/preview')).toBe('/preview');
  });

  it('refuses other pages, other origins and tricks', () => {
    for (const bad of ['/', '/pages/gifts', '/previewer', 'https://evil.example/preview/homepage', '//evil.example/preview/x', '/\\evil.example/preview', 'javascript:alert(1)', '', null, undefined]) {
      expect(previewTarget(bad), String(bad)).toBeNull();
    }
  });
});

describe('parseSegments', () => {
  it('reads comma-joined and repeated values, lower case, each once', () => {
    expect(parseSegments('new-visitors,Beauty-Pass-Gold')).toEqual(['new-visitors', 'beauty-pass-gold']);
    expect(parseSegments(['a,b', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('drops what is not a segment id and keeps at most twenty', () => {
    expect(parseSegments('ok, ,<script>,a b,-x')).toEqual(['ok']);
    expect(parseSegments(undefined)).toEqual([]);
    expect(parseSegments(Array.from({ length: 30 }, (_, i) => `s${i}`).join(','))).toHaveLength(20);
  });
});

describe('previewOptionsUrl', () => {
  it('keeps the preview page and puts the language and segments in the query', () => {
    expect(previewOptionsUrl('/preview/homepage', { lang: 'en', defaultLang: 'en', segments: [] })).toBe('/preview/homepage');
    expect(previewOptionsUrl('/preview/pages/gifts', { lang: 'th', defaultLang: 'th', segments: ['gold', 'new-visitors'] })).toBe('/preview/pages/gifts?user_segments=gold,new-visitors');
    expect(previewOptionsUrl('/zh/preview/homepage', { lang: 'en', defaultLang: 'en', segments: ['gold'] })).toBe('/preview/homepage?user_segments=gold');
    expect(previewOptionsUrl('/preview/homepage', { lang: 'zh', defaultLang: 'en', segments: [] })).toBe('/zh/preview/homepage?language=zh');
  });
});
