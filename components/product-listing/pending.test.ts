import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PENDING_SCRIPT, PENDING_STYLE_ID } from './pending';
import { isInitialQuery, stateFromSearch } from './listing-query';

/** Runs the inline script against a stand-in document at `search`; the style it added, if any. */
function run(search: string, existing = false): { id: string; textContent: string } | undefined {
  const added: { id: string; textContent: string }[] = [];
  const document = {
    getElementById: (id: string) => (existing && id === PENDING_STYLE_ID ? {} : null),
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (node: { id: string; textContent: string }) => added.push(node) },
  };
  new Function('document', 'location', PENDING_SCRIPT)(document, { search });
  return added[0];
}

describe('the listing’s pending script (issue 21 item 5)', () => {
  it('holds the server’s products back when the URL chooses others', () => {
    for (const search of ['?brand=maison-lumiere', '?q=serum', '?f.finish=matte', '?price_min=1000', '?sort=price_asc', '?language=en&category=makeup/lips', '?rating=4&page=2']) {
      const style = run(search);
      expect(style?.id, search).toBe(PENDING_STYLE_ID);
      expect(style?.textContent, search).toContain('.product-grid>li:not(.listing__when-pending){display:none}');
    }
  });

  it('leaves the server’s first page alone when nothing is chosen, or only more pages', () => {
    for (const search of ['', '?', '?page=3', '?language=en', '?brand=', '?variant=12', '?utm_source=mail']) expect(run(search), search).toBeUndefined();
  });

  it('adds the style once for two listings on a page', () => {
    expect(run('?brand=a', true)).toBeUndefined();
  });

  it('never lets a URL that the island would fetch show the server’s page first', () => {
    const key = fc.constantFrom('q', 'sort', 'page', 'price_min', 'price_max', 'brand', 'category', 'rating', 'badge', 'f.finish', 'language', 'x');
    const value = fc.constantFrom('', ' ', '1', '4', '1000', 'price_asc', 'featured', 'matte', 'a,b', 'makeup/lips');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 4 }), (pairs) => {
        const search = `?${new URLSearchParams(pairs)}`;
        if (!isInitialQuery(stateFromSearch(search))) expect(run(search)?.id, search).toBe(PENDING_STYLE_ID);
      }),
      { numRuns: 500 },
    );
  });
});
