/**
 * Every route of the store as a URL to attack, read from the file system so that a new route is attacked too:
 * the dynamic route handlers outside the documented API (images, the experiment service, the studio, sitemaps) and
 * every page under app/[country]/[lang]/[flags] (route groups dropped, dynamic segments filled in).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const APP = fileURLToPath(new URL('../../app', import.meta.url));
const PAGES = join(APP, '[country]/[lang]/[flags]');

function* filesNamed(dir: string, pattern: RegExp): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* filesNamed(full, pattern);
    else if (pattern.test(name)) yield full;
  }
}

/** The URL segments of a route folder, route groups dropped: `(shop)/products/[slug]` → `['products', '[slug]']`. */
function segmentsOf(root: string, file: string): string[] {
  return relative(root, file)
    .split(sep)
    .slice(0, -1)
    .filter((s) => s && !/^\(.*\)$/.test(s));
}

export interface RouteUrl {
  /** The route as written in app/: `/products/[slug]`. */
  route: string;
  /** The URL with every dynamic segment replaced by `fill(name)` (optional catch-alls left empty). */
  url: (fill: (name: string) => string) => string;
  dynamic: string[];
}

function routeUrl(segments: string[]): RouteUrl {
  const dynamic = segments.filter((s) => s.startsWith('[')).map((s) => s.replace(/[[\].]/g, ''));
  return {
    route: `/${segments.join('/')}`,
    dynamic,
    url: (fill) =>
      '/' +
      segments
        .map((s) => (s.startsWith('[[') ? '' : s.startsWith('[') ? fill(s.replace(/[[\].]/g, '')) : s))
        .filter(Boolean)
        .join('/'),
  };
}

/** Route handlers with a dynamic segment anywhere under app/ but the pages (`/api/images/products/[kind]/[file]`, …). */
export function dynamicHandlerRoutes(): RouteUrl[] {
  return [...filesNamed(APP, /^route\.tsx?$/)]
    .filter((file) => !file.startsWith(PAGES))
    .map((file) => routeUrl(segmentsOf(APP, file)))
    .filter((r) => r.dynamic.length > 0);
}

/** Every page under app/[country]/[lang]/[flags], as its public URL (the proxy adds country, language and flags). */
export function pageRoutes(): RouteUrl[] {
  return [...filesNamed(PAGES, /^page\.tsx$/)].map((file) => routeUrl(segmentsOf(PAGES, file)));
}
