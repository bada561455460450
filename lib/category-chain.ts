import type { CategoryNodeT } from '@/schemas/api/catalog';

/** The chain of categories from the top one down to `path` (e.g. makeup → lips → lipstick), or null. */
export function categoryChain(tree: readonly CategoryNodeT[], path: string): CategoryNodeT[] | null {
  const slugs = path.split('/');
  const chain: CategoryNodeT[] = [];
  let level: readonly CategoryNodeT[] = tree;
  for (let i = 0; i < slugs.length; i++) {
    const wanted = slugs.slice(0, i + 1).join('/');
    const node = level.find((n) => n.path === wanted);
    if (!node) return null;
    chain.push(node);
    level = node.children;
  }
  return chain.length ? chain : null;
}
