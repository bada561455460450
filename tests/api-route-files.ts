/**
 * The route handlers under app/api/web/v1, read from the file system: each route file as its API path
 * (`products/[slug]/route.ts` → `/products/{slug}`) and the HTTP methods it exports. Tests compare this
 * with the OpenAPI document and the /swagger page, so a new route file without documentation fails.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const API_ROOT = join(__dirname, '../app/api/web/v1');
export const API_BASE = '/api/web/v1';

export interface RouteFile {
  file: string;
  /** The OpenAPI path under the base: `/store-locations/{slug}`. */
  path: string;
  /** Exported handlers, lower case: `get`, `post`. */
  methods: string[];
}

const HANDLER = /export\s+(?:async\s+function|function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

export function apiRouteFiles(dir = API_ROOT): RouteFile[] {
  const out: RouteFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      out.push(...apiRouteFiles(full));
    } else if (/^route\.(ts|tsx|js)$/.test(name)) {
      const segments = relative(API_ROOT, dir)
        .split(sep)
        .filter((s) => s && !/^\(.*\)$/.test(s))
        .map((s) => s.replace(/^\[(.+)\]$/, '{$1}'));
      const methods = [...readFileSync(full, 'utf8').matchAll(HANDLER)].map((m) => m[1].toLowerCase());
      out.push({ file: relative(join(API_ROOT, '../../../..'), full), path: `/${segments.join('/')}`, methods });
    }
  }
  return out;
}
