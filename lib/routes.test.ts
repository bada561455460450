import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isKnownRoute } from './routes';

const appDir = join(__dirname, '../app/[country]/[lang]');

/** Every page file under the locale segments, as a sample public path. */
function samplePaths(dir = appDir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...samplePaths(full));
    else if (name === 'page.tsx') {
      const segments = relative(appDir, dir).split(sep).filter((s) => s && !/^\(.*\)$/.test(s));
      if (segments.some((s) => s === '[...rest]')) continue; // the not-found catch-all
      out.push('/' + segments.map((s) => (s.startsWith('[[...') ? 'sample' : s.startsWith('[') ? 'sample-id' : s)).join('/'));
    }
  }
  return out;
}

describe('route table', () => {
  it('knows every page route of the app', () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(isKnownRoute(path), path).toBe(true);
  });
  it('does not know arbitrary paths', () => {
    expect(isKnownRoute('/no/such/page')).toBe(false);
    expect(isKnownRoute('/pages')).toBe(false);
    expect(isKnownRoute('/about/us')).toBe(false);
  });
});
