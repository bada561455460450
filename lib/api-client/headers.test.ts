// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appendQuery, previewHeaders, standardHeaders, withUserSegments } from './headers';

const fixed = {
  'Content-Type': 'application/json',
  'X-Platform': 'web',
  'X-App-Platform': 'web_desktop',
  'X-App-Version': '1.0.0',
  'X-SWA': 'web',
};

describe('standardHeaders', () => {
  it.each([
    { country: 'th', language: 'th', acceptLanguage: 'th-TH', site: 'th' },
    { country: 'TH', language: 'en', acceptLanguage: 'en-TH', site: 'th' },
    { country: 'hk', language: 'zh', acceptLanguage: 'zh-HK', site: 'hk' },
    { country: 'ID', language: 'id', acceptLanguage: 'id-ID', site: 'id' },
    { country: 'sg', language: 'EN', acceptLanguage: 'en-SG', site: 'sg' },
  ])('$language/$country gives exactly the SPEC §7 set', ({ country, language, acceptLanguage, site }) => {
    expect(standardHeaders({ country, language })).toStrictEqual({
      ...fixed,
      'Accept-Language': acceptLanguage,
      'X-Site-Country': site,
    });
  });
});

describe('previewHeaders', () => {
  it('adds X-Preview-Mode and uses the previewed locale', () => {
    expect(previewHeaders({ locale: 'zh', country: 'hk', selectedUserSegments: ['vip'] })).toStrictEqual({
      ...fixed,
      'Accept-Language': 'zh-HK',
      'X-Site-Country': 'hk',
      'X-Preview-Mode': 'true',
    });
  });

  it('does not put segments in headers', () => {
    const headers = previewHeaders({ locale: 'th', country: 'TH', selectedUserSegments: ['a', 'b'] });
    expect(Object.values(headers).join(' ')).not.toContain('a,b');
  });
});

describe('withUserSegments', () => {
  it('adds comma-joined segments', () => {
    expect(withUserSegments('/api/web/v1/layouts/', ['vip', 'new-member'])).toBe(
      '/api/web/v1/layouts/?user_segments=vip,new-member',
    );
  });

  it('keeps existing parameters and the hash', () => {
    expect(withUserSegments('layouts/?slug=home#top', ['a'])).toBe('layouts/?slug=home&user_segments=a#top');
    expect(withUserSegments('https://x.test/l?slug=home', ['a', 'b'])).toBe(
      'https://x.test/l?slug=home&user_segments=a,b',
    );
  });

  it('replaces a previous user_segments value', () => {
    expect(withUserSegments('/l?user_segments=old&x=1', ['new'])).toBe('/l?x=1&user_segments=new');
  });

  it('encodes each segment but keeps separating commas literal', () => {
    expect(withUserSegments('/l', ['a b', 'c,d', 'é'])).toBe('/l?user_segments=a%20b,c%2Cd,%C3%A9');
  });

  it('leaves the URL untouched without segments', () => {
    expect(withUserSegments('/l?x=1', [])).toBe('/l?x=1');
    expect(withUserSegments('/l', undefined)).toBe('/l');
  });
});

describe('appendQuery', () => {
  it('skips null, undefined and empty arrays; stringifies scalars', () => {
    expect(appendQuery('/p', { a: 1, b: true, c: null, d: undefined, e: [], f: 'x y' })).toBe('/p?a=1&b=true&f=x%20y');
  });

  it('returns the URL unchanged when nothing is added', () => {
    expect(appendQuery('/p?', {})).toBe('/p?');
    expect(appendQuery('/p', undefined)).toBe('/p');
  });
});
