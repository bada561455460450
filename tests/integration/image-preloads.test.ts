/**
 * The Docker image runs the server with the preloads of its NODE_OPTIONS (scripts/lib/*.mjs). They are outside Next's
 * traced output, so the image copies them and every npm package they load, with that package's own dependencies, by
 * hand. A preload or a package upgrade that brings a new dependency would start a container that crashes on its first
 * line; this test reads the preloads' imports and the lockfile and names what the Dockerfile does not copy.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }> };

/** The store's own database client: the app's server code imports it, so Next's traced output carries it. */
const IN_TRACED_OUTPUT = new Set(['pg']);

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);

/** The npm packages a preload file loads, following its relative imports (a `createRequire(…)('pkg')` call counts: the logger loads @opentelemetry/api so). */
function packagesLoadedBy(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:from\s+|import\(\s*|require\(\s*|\)\(\s*)'([^']+)'/g)) {
    if (specifier.startsWith('.')) packagesLoadedBy(resolve(dirname(file), specifier), seen, found);
    else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) found.add(packageOf(specifier));
  }
  return found;
}

/** A package with its dependencies, as npm installed them (the lockfile's top-level paths). */
function withDependencies(name: string, into = new Set<string>()): Set<string> {
  if (into.has(name)) return into;
  into.add(name);
  const entry = lock.packages[`node_modules/${name}`];
  for (const dependency of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies })) {
    if (lock.packages[`node_modules/${dependency}`]) withDependencies(dependency, into);
  }
  return into;
}

describe("the image's server preloads", () => {
  const preloads = [...(dockerfile.match(/^ENV NODE_OPTIONS="([^"]+)"/m)?.[1] ?? '').matchAll(/--import=\/app\/(\S+)/g)].map((m) => m[1]);

  it('are each copied into the runtime image', () => {
    expect(preloads.length).toBeGreaterThan(5);
    const copied = new Set([...dockerfile.matchAll(/\/app\/(scripts\/lib\/[\w.-]+\.mjs)/g)].map((m) => m[1]));
    const files = new Set<string>();
    for (const preload of preloads) for (const file of [preload, ...localFilesOf(join(root, preload))]) files.add(file);
    expect([...files].filter((file) => !copied.has(file)).sort()).toEqual([]);
  });

  it('find every npm package they load, with its dependencies, in the image', () => {
    const needed = new Set<string>();
    for (const preload of preloads) for (const name of packagesLoadedBy(join(root, preload))) if (!IN_TRACED_OUTPUT.has(name)) withDependencies(name, needed);
    expect(needed.size).toBeGreaterThan(2);
    const missing = [...needed].filter((name) => !dockerfile.includes(`COPY --from=build /app/node_modules/${name} ./node_modules/${name}`)).sort();
    expect(missing).toEqual([]);
  });
});

/** The repository files (relative to the root) a preload imports, directly or through its own relative imports. */
function localFilesOf(file: string, seen = new Set<string>()): string[] {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/g)) {
    const target = resolve(dirname(file), specifier);
    if (seen.has(target)) continue;
    seen.add(target);
    localFilesOf(target, seen);
  }
  return [...seen].map((f) => f.slice(root.length + 1));
}
