/**
 * Query strings → the objects the zod query schemas parse. URLSearchParams is flat text; the schemas want
 * one string per scalar parameter, comma-joined text for list parameters, and (for listings) the
 * attribute facets `f.<name>=a,b` gathered into `attributes: { name: ['a', 'b'] }`.
 */
import { z } from 'zod';
import { ListingQuery } from '@/schemas/api/catalog';

/** The parameters of a listing that hold comma-separated lists; repeating them (`brand=a&brand=b`) adds to the list. */
export const LISTING_LIST_PARAMS = ['brand', 'badge'] as const;
/** The prefix of attribute facet parameters: `f.finish=matte,satin`. */
export const ATTRIBUTE_PREFIX = 'f.';

export type QueryObject = Record<string, string | string[]>;
/** What `listingQueryFromSearchParams` builds: query parameters plus the collected attribute facets. */
export type ListingQueryObject = { [param: string]: string | string[] | Record<string, string[]>; attributes: Record<string, string[]> };

/** C0 control characters and DEL: never meaningful in a query, and PostgreSQL refuses NUL in text. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The parameters as an object for a zod schema. Control characters are removed; an empty value counts
 * as absent (`?page=` is no page).
 * A list parameter given more than once is joined with commas; any other parameter given more than once
 * stays an array, so the schema refuses it with a message instead of one value winning silently.
 */
export function queryObject(searchParams: URLSearchParams, listParams: readonly string[] = [], skip: (key: string) => boolean = () => false): QueryObject {
  const lists = new Set(listParams);
  const out: QueryObject = {};
  for (const key of new Set(searchParams.keys())) {
    if (skip(key)) continue;
    const values = searchParams
      .getAll(key)
      .map((v) => v.replace(CONTROL_CHARACTERS, '').trim())
      .filter((v) => v !== '');
    if (values.length === 0) continue;
    out[key] = lists.has(key) ? values.join(',') : values.length === 1 ? values[0] : values;
  }
  return out;
}

/** Splits comma-separated values, trimming and dropping empties. */
const splitList = (values: readonly string[]) =>
  values
    .flatMap((v) => v.replace(CONTROL_CHARACTERS, '').split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The object `ListingQuery` parses, from a listing's or search's query string: scalar and list parameters
 * as `queryObject` gives them, and every `f.<name>` collected into `attributes` (repeats and commas both
 * add values; a facet with no values is left out). Unknown parameters pass through and the schema drops them.
 */
export function listingQueryFromSearchParams(searchParams: URLSearchParams): ListingQueryObject {
  const isAttribute = (key: string) => key.startsWith(ATTRIBUTE_PREFIX);
  const base = queryObject(searchParams, LISTING_LIST_PARAMS, isAttribute);
  const attributes: Record<string, string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    if (!isAttribute(key)) continue;
    const values = splitList(searchParams.getAll(key));
    if (values.length > 0) attributes[key.slice(ATTRIBUTE_PREFIX.length)] = values;
  }
  return { ...base, attributes };
}

/** The query parameter a schema issue path names: `attributes.finish.0` is the facet `f.finish`. */
export function listingParamOf(path: readonly PropertyKey[]): string {
  if (path[0] === 'attributes' && typeof path[1] === 'string') return `${ATTRIBUTE_PREFIX}${path[1]}`;
  return path.length > 0 ? String(path[0]) : '';
}

/** A parsed query, or the schema's error with the object that failed (for messages about missing or repeated values). */
export type ParsedQuery<T> = { success: true; data: T } | { success: false; error: z.ZodError; input: ListingQueryObject };

/** `ListingQuery.safeParse` of a query string; issue paths name the query parameter (`f.finish`, not `attributes.finish.0`). */
export function parseListingQuery(searchParams: URLSearchParams): ParsedQuery<ListingQuery> {
  const input = listingQueryFromSearchParams(searchParams);
  const result = ListingQuery.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues.map((issue) => {
    const message = issue.path[0] === 'attributes' && issue.code === 'invalid_key' ? 'must be a facet name of 1–40 letters' : issue.message;
    return { ...issue, message, path: issue.path.length > 0 ? [listingParamOf(issue.path)] : [] };
  });
  return { success: false, error: new z.ZodError(issues), input };
}
