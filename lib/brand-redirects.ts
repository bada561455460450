/**
 * Old brand slugs redirect (308) to their new slugs (SPEC §2): a declarative list in
 * config/brand-redirects.json. The locale prefix, the rest of the path and the query are kept.
 */
import config from '@/config/brand-redirects.json';
import { splitLocalePrefix } from './locale/paths';

const redirects = new Map(config.redirects.map((r) => [r.from, r.to]));

export function brandRedirectPath(pathname: string, table: ReadonlyMap<string, string> = redirects): string | undefined {
  const { prefix, rest } = splitLocalePrefix(pathname);
  const match = rest.match(/^\/brands\/([^/]+)(\/.*)?$/);
  if (!match) return undefined;
  const to = table.get(match[1].toLowerCase());
  if (!to) return undefined;
  return `${prefix ? `/${prefix}` : ''}/brands/${to}${match[2] ?? ''}`;
}
