import { describe, expect, it } from 'vitest';
import { categoryChain } from './category-chain';
import type { CategoryNodeT } from '@/schemas/api/catalog';

const node = (path: string, name: string, children: CategoryNodeT[] = []): CategoryNodeT => ({
  path, slug: path.split('/').at(-1)!, name, level: path.split('/').length, children,
});
const tree = [
  node('makeup', 'Makeup', [node('makeup/lips', 'Lips', [node('makeup/lips/lipstick', 'Lipstick')])]),
  node('skincare', 'Skincare'),
];

describe('categoryChain', () => {
  it('returns the categories from the top one down to the path', () => {
    expect(categoryChain(tree, 'makeup/lips/lipstick')?.map((c) => c.name)).toEqual(['Makeup', 'Lips', 'Lipstick']);
    expect(categoryChain(tree, 'skincare')?.map((c) => c.path)).toEqual(['skincare']);
  });
  it('is null for a path that is not in the tree', () => {
    expect(categoryChain(tree, 'makeup/eyes')).toBeNull();
    expect(categoryChain(tree, 'lips')).toBeNull();
    expect(categoryChain(tree, '')).toBeNull();
  });
});
