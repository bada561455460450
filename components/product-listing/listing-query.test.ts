import { describe, expect, it } from 'vitest';
import type { Facet } from '@/schemas/api/catalog';
import { offeredFacets, packFacets, unpackFacets } from './listing-query';

const facets: Facet[] = [
  { param: 'brand', label: 'Brand', type: 'terms', values: [{ value: 'kaya-botanics', label: 'Kaya Botanics', count: 15 }] },
  { param: 'category', label: 'Category', type: 'terms', values: [{ value: 'skincare', label: 'Skincare', count: 5 }, { value: 'hair', label: 'Hair', count: 2 }] },
  { param: 'price', label: 'Price', type: 'range', values: [], min: 1300, max: 7600 },
];

describe('facets a listing page carries', () => {
  it('leaves out the brand facet of a brand listing, and nothing else', () => {
    expect(offeredFacets(facets, { brand: 'kaya-botanics' }).map((f) => f.param)).toEqual(['category', 'price']);
    expect(offeredFacets(facets, { category: 'skincare' })).toEqual(facets);
  });

  it('packs values as [value, label, count] and unpacks them unchanged, in fewer bytes', () => {
    const packed = packFacets(facets);
    expect(packed[1].values).toEqual([['skincare', 'Skincare', 5], ['hair', 'Hair', 2]]);
    expect(packed[2]).toEqual({ param: 'price', label: 'Price', type: 'range', values: [], min: 1300, max: 7600 });
    expect(unpackFacets(packed)).toEqual(facets);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(facets).length);
  });
});
