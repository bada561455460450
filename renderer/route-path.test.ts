import { describe, expect, it } from 'vitest';
import { pathFromSegments } from './route-path';

describe('landing and brand route segments', () => {
  it('reads slug and up to three category levels', () => {
    expect(pathFromSegments(['makeup'])).toEqual({ slug: 'makeup' });
    expect(pathFromSegments(['makeup', 'face', 'foundation', 'liquid'])).toEqual({ slug: 'makeup', topCategory: 'face', category: 'foundation', subCategory: 'liquid' });
  });
  it('refuses a missing slug, a fifth segment and anything that is not a slug', () => {
    expect(pathFromSegments(undefined)).toBeUndefined();
    expect(pathFromSegments([])).toBeUndefined();
    expect(pathFromSegments(['a', 'b', 'c', 'd', 'e'])).toBeUndefined();
    expect(pathFromSegments(['Makeup'])).toBeUndefined();
    expect(pathFromSegments(['make up'])).toBeUndefined();
    expect(pathFromSegments(['%E0%A4%A'])).toBeUndefined();
    expect(pathFromSegments(['..'])).toBeUndefined();
  });
});
