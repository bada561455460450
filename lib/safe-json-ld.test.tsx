import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, safeJsonLd } from './safe-json-ld';

describe('safeJsonLd', () => {
  const payload = { '@type': 'Product', name: '</script><script>alert(1)</script>', description: '<!-- a & b > c \u2028 d \u2029' };

  it('escapes <, >, &, U+2028 and U+2029 so the data cannot end or comment out the script element', () => {
    const text = safeJsonLd(payload);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('is still JSON that parses to the same value', () => {
    expect(JSON.parse(safeJsonLd(payload))).toEqual(payload);
  });

  it('refuses a value JSON cannot represent', () => {
    expect(() => safeJsonLd(undefined)).toThrow(TypeError);
  });

  it('renders one ld+json script whose only closing tag is its own', () => {
    const html = renderToStaticMarkup(<JsonLd data={payload} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(inner)).toEqual(payload);
  });
});
