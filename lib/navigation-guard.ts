/**
 * SPEC §2 navigation rules as pure functions; components/navigation-guard wires them to the browser.
 * - A navigation from or to an unmatched route, or to a path matching an exempt rule (layout config
 *   `smartLinkExemptedPaths`: absolute, regex or startsWith), is a full navigation.
 * - A chunk-load failure causes one full reload, suppressed for 10 seconds.
 * - Navigating to an external URL without the external option throws.
 */
import { isKnownRoute } from './routes';
import { splitLocalePrefix } from './locale/paths';

export interface ExemptRule {
  type: 'absolute' | 'regex' | 'startsWith';
  value: string;
}

export const EXEMPT_CHECK_FAILED = 'Something went wrong while checking for exempted routes';
export const RELOAD_GUARD_MS = 10_000;

export function isExemptPath(path: string, rules: readonly ExemptRule[], report: (message: string, error: unknown) => void = console.error): boolean {
  try {
    return rules.some((rule) => {
      if (rule.type === 'absolute') return path === rule.value;
      if (rule.type === 'startsWith') return path.startsWith(rule.value);
      if (rule.type === 'regex') return new RegExp(rule.value).test(path);
      throw new Error(`Unknown exempt rule type: ${String((rule as { type: unknown }).type)}`);
    });
  } catch (error) {
    report(EXEMPT_CHECK_FAILED, error);
    return false;
  }
}

/** Whether a same-origin navigation from `fromPath` to `toPath` (public paths) must reload the page. */
export function needsFullNavigation(fromPath: string, toPath: string, rules: readonly ExemptRule[], report?: (m: string, e: unknown) => void): boolean {
  const from = splitLocalePrefix(fromPath.split(/[?#]/)[0]).rest;
  const to = splitLocalePrefix(toPath.split(/[?#]/)[0]).rest;
  return !isKnownRoute(from) || !isKnownRoute(to) || isExemptPath(to, rules, report);
}

/** True when the last reload for a chunk failure is more than 10 s ago (or never happened). */
export function mayReloadAfterChunkFailure(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt > RELOAD_GUARD_MS;
}

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | undefined;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(e.message ?? ''));
}

/** A URL to navigate to; an absolute URL to another origin needs `{ external: true }`. */
export function navigationTarget(url: string, origin: string, options: { external?: boolean } = {}): URL {
  const target = new URL(url, origin);
  if (target.origin !== origin && !options.external) {
    throw new Error(`Navigation to an external URL (${target.origin}) needs the external option`);
  }
  return target;
}

/**
 * A full navigation (the islands' programmatic ones): a path, or with `{ external: true }` another origin's URL;
 * an external URL without the option throws (SPEC §8) before the browser leaves.
 */
export function assignLocation(url: string, options: { external?: boolean } = {}, location: Pick<Location, 'href' | 'origin' | 'assign'> = window.location): void {
  location.assign(navigationTarget(new URL(url, location.href).toString(), location.origin, options).toString());
}
