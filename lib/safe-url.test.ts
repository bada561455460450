import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeHref, isStorePath, safeHref } from './safe-url';

describe('isSafeHref: the link-scheme allow list', () => {
  it.each([
    'https://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'http://example.com',
    'mailto:care@atelier.example',
    'mailto:care@atelier.example?subject=Order%20help',
    'tel:+6561234567',
    'TEL:+66 2 123 4567',
    '/',
    '/pages/new',
    '/terms?section=Legal+Terms',
    '/javascript:alert(1)', // a path on our own site, not a scheme
    '#returns',
    '#',
  ])('allows %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u001fjavascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['javascript\t:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;avascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['&#0000106&#0000097vascript:alert(1)'],
    ['%6Aavascript:alert(1)'],
    ['\u00a0javascript:alert(1)'],
    ['ｊａｖａｓｃｒｉｐｔ:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com'],
    ['blob:https://example.com/uuid'],
    ['//evil.example/path'],
    ['/\\evil.example/path'],
    ['/\t/evil.example'],
    ['\\\\evil.example'],
    ['https:evil'],
    ['https://'],
    ['mailto:'],
    ['tel:'],
    ['relative/path'],
    ['./x'],
    ['?q=1'],
    [''],
    ['   '],
    ['/o\u0000k'],
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, [], { toString: () => 'https://x.example' }]) {
      expect(isSafeHref(value)).toBe(false);
    }
  });

  it('refuses javascript: however its case is mixed and tabs, newlines and edge controls are inserted', () => {
    const noise = fc.constantFrom('', '\t', '\n', '\r');
    const edge = fc.array(fc.integer({ min: 0, max: 0x20 }).map((c) => String.fromCharCode(c)), { maxLength: 4 }).map((a) => a.join(''));
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript');
    const href = fc
      .tuple(edge, scheme, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), fc.array(noise, { minLength: 10, maxLength: 10 }))
      .map(([lead, s, upper, gaps]) =>
        lead + [...s].map((ch, i) => (upper[i % 10] ? ch.toUpperCase() : ch) + gaps[i % 10]).join('') + ':alert(1)',
      );
    fc.assert(fc.property(href, (h) => !isSafeHref(h)));
  });

  it('returns the href as the browser reads it', () => {
    expect(safeHref('  https://example.com/a  ')).toBe('https://example.com/a');
    expect(safeHref('/pages/\nnew')).toBe('/pages/new');
    expect(safeHref('javascript:x')).toBeNull();
  });
});

describe('isStorePath', () => {
  it('is true for same-origin paths only', () => {
    expect(isStorePath('/pages/new')).toBe(true);
    expect(isStorePath('/')).toBe(true);
    expect(isStorePath('//evil.example')).toBe(false);
    expect(isStorePath('#top')).toBe(false);
    expect(isStorePath('https://example.com')).toBe(false);
  });
});
