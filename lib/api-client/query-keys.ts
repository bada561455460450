/**
 * The one query-key scheme of the browser's reads of `/api/web/v1` (TanStack Query): `[path, { country,
 * language, ...params }]`, the path as the islands call it (`cart/bag`, `orders/SG123`). A write invalidates
 * every country and parameter of a path with the path alone (`invalidateQueries({ queryKey: [path] })`).
 */
export type ApiQueryKey = readonly [path: string, vars: Readonly<Record<string, unknown>>];

export function apiKey(path: string, locale: { country: string; language: string }, params: Record<string, unknown> = {}): ApiQueryKey {
  return [path, { country: locale.country, language: locale.language, ...params }];
}

/** Every query of a path, whatever its country, language and parameters. */
export const pathKey = (path: string): readonly [string] => [path];
