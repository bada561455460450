import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingQueryFromSearchParams, listingParamOf, parseListingQuery, queryObject } from './listing-query';

const params = (query: string) => new URLSearchParams(query);

describe('queryObject', () => {
  it('keeps single values, drops empty ones and joins repeated list parameters', () => {
    expect(queryObject(params('a=1&b=&c=%20x%20&l=p&l=q,r'), ['l'])).toEqual({ a: '1', c: 'x', l: 'p,q,r' });
  });
  it('removes control characters (PostgreSQL refuses NUL in text)', () => {
    expect(queryObject(params('q=lip%00stick%0A&page=%00'))).toEqual({ q: 'lipstick' });
  });
  it('keeps a repeated scalar as an array so the schema refuses it', () => {
    expect(queryObject(params('page=1&page=2'))).toEqual({ page: ['1', '2'] });
  });
});

describe('listingQueryFromSearchParams', () => {
  it('gives scalar and list parameters as the schema reads them, with no attributes', () => {
    expect(listingQueryFromSearchParams(params('q=red+lipstick&brand=a&brand=b,c&page=2&sort=newest'))).toEqual({
      q: 'red lipstick',
      brand: 'a,b,c',
      page: '2',
      sort: 'newest',
      attributes: {},
    });
  });

  it('collects f.<name> into attributes: commas and repeats add values, empties are left out', () => {
    expect(listingQueryFromSearchParams(params('f.finish=matte,satin&f.finish=gloss&f.skinType=oily&f.empty=&f.blank=,'))).toEqual({
      attributes: { finish: ['matte', 'satin', 'gloss'], skinType: ['oily'] },
    });
  });

  it('treats an empty parameter as absent', () => {
    expect(listingQueryFromSearchParams(params('q=&page=&brand='))).toEqual({ attributes: {} });
  });

  it('builds what ListingQuery parses, with its defaults', () => {
    const parsed = parseListingQuery(params('f.finish=matte&brand=kaya-botanics&price_min=100&price_max=5000&sale=true'));
    expect(parsed).toEqual({
      success: true,
      data: {
        brand: ['kaya-botanics'],
        price_min: 100,
        price_max: 5000,
        sale: true,
        sort: 'featured',
        page: 1,
        page_size: 24,
        attributes: { finish: ['matte'] },
      },
    });
  });

  it('round-trips any brand list and attribute facets', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
    const value = fc.stringMatching(/^[a-z0-9]([a-z0-9 ]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(slug, { minLength: 1, maxLength: 5 }), fc.dictionary(fc.stringMatching(/^[a-zA-Z]{1,12}$/), fc.array(value, { minLength: 1, maxLength: 4 })), (brands, attributes) => {
        const search = new URLSearchParams();
        brands.forEach((b) => search.append('brand', b));
        for (const [name, values] of Object.entries(attributes)) search.set(`f.${name}`, values.join(','));
        const parsed = parseListingQuery(search);
        expect(parsed.success).toBe(true);
        if (parsed.success) {
          expect(parsed.data.brand).toEqual(brands);
          expect(parsed.data.attributes).toEqual(attributes);
        }
      }),
    );
  });
});

describe('parseListingQuery errors name the query parameter', () => {
  const issues = (query: string) => {
    const parsed = parseListingQuery(params(query));
    if (parsed.success) throw new Error(`expected ${query} to fail`);
    return parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page_size=49', 'page_size'],
    ['sort=cheapest', 'sort'],
    ['rating=6', 'rating'],
    ['price_min=-1', 'price_min'],
    ['price_min=500&price_max=100', 'price_min'],
    ['brand=Not%20A%20Slug', 'brand'],
    ['category=makeup/lips/lipstick/extra', 'category'],
    ['badge=bestseller', 'badge'],
    ['sale=yes', 'sale'],
    ['page=1&page=2', 'page'],
    ['f.finish=' + 'x'.repeat(61), 'f.finish'],
  ])('%s → %s', (query, path) => {
    expect(issues(query).map((i) => i.path)).toEqual([path]);
  });

  it('says what is wrong with a facet name', () => {
    expect(issues('f.skin_type=oily')).toEqual([{ path: 'f.skin_type', message: 'must be a facet name of 1–40 letters' }]);
  });

  it('maps schema paths to parameter names', () => {
    expect(listingParamOf(['attributes', 'finish', 0])).toBe('f.finish');
    expect(listingParamOf(['brand', 1])).toBe('brand');
    expect(listingParamOf([])).toBe('');
  });
});
