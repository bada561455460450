import { describe, expect, it } from 'vitest';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isKnownRoute, isPreviewPath } from './routes';

const appDir = join(__dirname, '../app/[country]/[lang]/[flags]');

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

describe('isPreviewPath', () => {
  it('knows the preview pages and nothing else', () => {
    for (const path of ['/preview', '/preview/homepage', '/preview/pages/gifts?user_segments=gold', '/preview/overlay/x']) expect(isPreviewPath(path), path).toBe(true);
    for (const path of ['/', '/previews', '/pages/preview', '/previewer/x']) expect(isPreviewPath(path), path).toBe(false);
  });
});
