/**
 * No module imports itself back through others: a circle of static value imports makes load order decide
 * what a module sees (an import that is still undefined), and ties two domains into one. Type-only imports
 * and dynamic `import()` (a chunk loaded on demand) are not circles at run time and are left out.
 */
import { describe, expect, it } from 'vitest';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(ts|tsx)$/;
const NOT_CODE = /(\.test\.tsx?|\.stories\.tsx|\.fixtures\.tsx?|\.d\.ts)$|(^|\/)(testing|tests|scripts|node_modules)\//;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

function resolve(fromFile: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : spec.startsWith('.') ? normalize(join(dirname(fromFile), spec)) : undefined;
  if (!base) return undefined;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Every strongly connected group of more than one module (Tarjan's algorithm), as repository paths. */
export function importCircles(files: string[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1]);
      if (target && !NOT_CODE.test(relative(root, target))) targets.push(target);
    }
    edges.set(file, targets);
  }
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(relative(root, member));
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return circles;
}

describe('import circles', () => {
  it('no module of the store reaches itself through static imports', () => {
    const files = execSync('git ls-files -co --exclude-standard', { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => SOURCE.test(f) && !NOT_CODE.test(f))
      .map((f) => join(root, f))
      .filter((f) => existsSync(f));
    expect(importCircles(files)).toEqual([]);
  });
});
