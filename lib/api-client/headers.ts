/**
 * Request decoration shared by every API call (SPEC §7): the standard header set, the preview-mode
 * variant, and query-string helpers.
 */

export interface LocaleContext {
  country: string;
  language: string;
}

/** What a content editor picked in preview mode (SPEC §4: preview is active when these are non-empty). */
export interface PreviewOptions {
  /** Language code of the previewed content, e.g. `th`. */
  locale: string;
  country: string;
  selectedUserSegments?: readonly string[];
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly (string | number | boolean)[]>>;

export function standardHeaders({ country, language }: LocaleContext): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Platform': 'web',
    'X-App-Platform': 'web_desktop',
    'X-App-Version': '1.0.0',
    'X-SWA': 'web',
    'Accept-Language': `${language.toLowerCase()}-${country.toUpperCase()}`,
    'X-Site-Country': country.toLowerCase(),
  };
}

/**
 * The standard headers with the previewed locale in Accept-Language, plus `X-Preview-Mode: true`.
 * The selected segments do not travel as a header: put them on the layout call with
 * {@link withUserSegments}.
 */
export function previewHeaders({ locale, country }: PreviewOptions): Record<string, string> {
  return {
    ...standardHeaders({ country, language: locale }),
    'X-Preview-Mode': 'true',
  };
}

function encodeQueryValue(value: QueryParams[string]): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    // Commas stay literal so lists read as `a,b` on the wire, as the backend expects for user_segments.
    return value.map((item) => encodeURIComponent(String(item))).join(',');
  }
  return encodeURIComponent(String(value));
}

/**
 * Appends `params` to `url` (absolute or relative). Null/undefined values and empty arrays are
 * skipped; arrays are comma-joined. Existing parameters are kept; a key already present is replaced.
 */
export function appendQuery(url: string, params: QueryParams | undefined): string {
  if (!params) return url;
  const pairs: string[] = [];
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(params)) {
    const encoded = encodeQueryValue(value);
    if (encoded === undefined) continue;
    keys.add(key);
    pairs.push(`${encodeURIComponent(key)}=${encoded}`);
  }
  if (pairs.length === 0) return url;

  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const existing = queryAt === -1 ? [] : withoutHash.slice(queryAt + 1).split('&');
  const kept = existing.filter((pair) => {
    if (pair === '') return false;
    const rawKey = pair.split('=', 1)[0];
    return !keys.has(safeDecode(rawKey));
  });
  return `${path}?${[...kept, ...pairs].join('&')}${hash}`;
}

function safeDecode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return component;
  }
}

/** Adds `user_segments=<a,b,...>` (SPEC §7, preview layout call). No segments leaves the URL as is. */
export function withUserSegments(url: string, segments: readonly string[] | undefined): string {
  return appendQuery(url, { user_segments: segments ?? [] });
}
