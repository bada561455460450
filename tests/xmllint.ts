/**
 * Validates XML text against one of the shipped sitemap schemas (`schemas/sitemaps`) with Debian's xmllint
 * (libxml2-utils), for the tests (run from the repository's root). `xmllintAvailable()` is false when xmllint is not on the machine; the suites then skip
 * with that reason (scripts/test.mjs installs it with the other Debian packages).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const XMLLINT_MISSING = 'xmllint is not installed (Debian package libxml2-utils): sitemap schema validation skipped';

export function xmllintAvailable(): boolean {
  return spawnSync('sh', ['-c', 'command -v xmllint'], { stdio: 'ignore' }).status === 0;
}

const SCHEMAS = { urlset: 'sitemap-hreflang.xsd', sitemapindex: 'siteindex.xsd' } as const;

/** xmllint's verdict: `ok`, and its messages when not. */
export function validateSitemapXml(text: string, kind: keyof typeof SCHEMAS): { ok: boolean; messages: string } {
  const schema = join(process.cwd(), 'schemas/sitemaps', SCHEMAS[kind]);
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], { input: text, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: result.status === 0, messages: `${result.stderr}`.trim() };
}
