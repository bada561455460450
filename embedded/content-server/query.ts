// Collection queries (`/entries?…`, `/assets?…`): parsing the Contentful search parameters this
// server supports, then filtering, ordering and paging views. Anything unsupported is a 400
// InvalidQuery rather than a silently wrong answer.
import { invalidQuery, type ValidationIssue } from './errors';
import { ASSET_FIELDS, fieldValue, localeChain } from './localize';
import type { ContentStore } from './store';
import type { ContentTypeDef, EntityType, FieldDef } from './types';
import { linksOfView, type View } from './views';

export const MAX_INCLUDE = 10;
export const MAX_LIMIT = 1000;

type Operator = 'eq' | 'ne' | 'in' | 'nin' | 'exists';
const OPERATORS = new Set<string>(['ne', 'in', 'nin', 'exists']);

/** A filter on `sys.id`, `sys.contentType.sys.id` or `fields.<id>[.<sub path>]`. */
interface Filter {
  target: { kind: 'sys.id' } | { kind: 'sys.contentType' } | { kind: 'field'; def: FieldDef; subPath: string[] };
  op: Operator;
  values: string[];
}

interface OrderKey {
  key: 'sys.id' | 'sys.createdAt' | 'sys.updatedAt' | 'sys.revision' | { def: FieldDef };
  desc: boolean;
}

export interface CollectionQuery {
  kind: EntityType;
  contentType?: ContentTypeDef;
  /** A locale code or `*`. */
  locale: string;
  include: number;
  limit: number;
  skip: number;
  filters: Filter[];
  order: OrderKey[];
  linksTo?: { linkType: 'Entry' | 'Asset'; id: string };
  select?: string[];
}

/** Parameters that are read elsewhere or harmless to ignore. */
const PASSTHROUGH = new Set(['access_token']);
const UNORDERABLE = new Set(['Array', 'Object', 'RichText', 'Link', 'Location']);

export function parseCollectionQuery(params: URLSearchParams, kind: EntityType, store: ContentStore): CollectionQuery {
  const issues: ValidationIssue[] = [];
  const fail = (message: string, path: string, value?: unknown) => {
    throw invalidQuery(message, [...issues, { name: 'invalid', path: [path], details: message, value }]);
  };
  const integer = (name: string, fallback: number, max: number) => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > max) fail(`${name} must be an integer from 0 to ${max}`, name, raw);
    return Number(raw);
  };

  let contentType: ContentTypeDef | undefined;
  const ctId = params.get('content_type') ?? params.get('sys.contentType.sys.id');
  if (kind === 'Entry' && ctId !== null) {
    contentType = store.contentType(ctId);
    if (!contentType) {
      throw invalidQuery(`Unknown content type: ${ctId}`, [
        { name: 'unknownContentType', path: ['content_type'], details: `The content type "${ctId}" does not exist`, value: ctId },
      ]);
    }
  }
  // Asset fields are fixed; entry fields come from the content type named in the query.
  const fieldDefs = kind === 'Asset' ? ASSET_FIELDS : contentType?.fields;
  const fieldDef = (name: string, param: string): FieldDef => {
    if (!fieldDefs) return fail(`Filtering or ordering on fields needs content_type (${param})`, param);
    const def = fieldDefs.find((f) => f.id === name);
    return def ?? fail(`No field "${name}" on ${kind === 'Asset' ? 'assets' : `content type ${contentType?.sys.id}`}`, param);
  };

  const locale = params.get('locale') ?? store.defaultLocale;
  if (locale !== '*' && !store.space.locales.some((l) => l.code === locale)) fail(`Unknown locale: ${locale}`, 'locale', locale);

  const filters: Filter[] = [];
  const order: OrderKey[] = [];
  let linksTo: CollectionQuery['linksTo'];
  let select: string[] | undefined;

  for (const [name, value] of params) {
    if (PASSTHROUGH.has(name) || ['content_type', 'locale', 'include', 'limit', 'skip'].includes(name)) continue;
    if (name === 'order') {
      for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
        const desc = part.startsWith('-');
        const key = desc ? part.slice(1) : part;
        if (key === 'sys.id' || key === 'sys.createdAt' || key === 'sys.updatedAt' || key === 'sys.revision') {
          order.push({ key, desc });
        } else if (key.startsWith('fields.') && key.split('.').length === 2) {
          const def = fieldDef(key.slice('fields.'.length), 'order');
          if (UNORDERABLE.has(def.type)) fail(`Cannot order by ${key} (a ${def.type} field)`, 'order', key);
          order.push({ key: { def }, desc });
        } else {
          fail(`Cannot order by ${key}`, 'order', key);
        }
      }
      continue;
    }
    if (name === 'links_to_entry' || name === 'links_to_asset') {
      linksTo = { linkType: name === 'links_to_entry' ? 'Entry' : 'Asset', id: value };
      continue;
    }
    if (name === 'select') {
      select = value.split(',').map((p) => p.trim()).filter(Boolean);
      continue;
    }
    const match = /^(.+?)(?:\[(\w+)\])?$/.exec(name);
    const [path, opName] = [match?.[1] ?? name, match?.[2]];
    if (opName !== undefined && !OPERATORS.has(opName)) fail(`Unsupported operator [${opName}]`, name);
    const op = (opName ?? 'eq') as Operator;
    const values = op === 'in' || op === 'nin' ? value.split(',') : [value];
    if (op === 'exists' && value !== 'true' && value !== 'false') fail(`${name} must be true or false`, name, value);
    if (path === 'sys.id') filters.push({ target: { kind: 'sys.id' }, op, values });
    else if (path === 'sys.contentType.sys.id' && kind === 'Entry') filters.push({ target: { kind: 'sys.contentType' }, op, values });
    else if (path.startsWith('fields.')) {
      const [fieldId, ...subPath] = path.slice('fields.'.length).split('.');
      filters.push({ target: { kind: 'field', def: fieldDef(fieldId, name), subPath }, op, values });
    } else fail(`Unsupported query parameter: ${name}`, name);
  }

  return {
    kind,
    contentType,
    locale,
    include: integer('include', 1, MAX_INCLUDE),
    limit: integer('limit', 100, MAX_LIMIT),
    skip: integer('skip', 0, Number.MAX_SAFE_INTEGER),
    filters,
    order,
    linksTo,
    select,
  };
}

/** The values at a sub path of a field value; arrays are flattened (`blocks.sys.id` → every id). */
function pluck(value: unknown, subPath: string[]): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v) => pluck(v, subPath));
  if (subPath.length === 0) return [value];
  if (typeof value !== 'object') return [];
  return pluck((value as Record<string, unknown>)[subPath[0]], subPath.slice(1));
}

function matches(actual: unknown[], present: boolean, filter: Filter): boolean {
  const wanted = new Set(filter.values);
  const hit = actual.some((a) => wanted.has(String(a)));
  switch (filter.op) {
    case 'eq':
    case 'in':
      return hit;
    case 'ne':
    case 'nin':
      return !hit;
    case 'exists':
      return present === (filter.values[0] === 'true');
  }
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1; // missing values last
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Filters, orders and pages views; returns the page and the total before paging. */
export function runQuery(views: View[], query: CollectionQuery, store: ContentStore): { total: number; page: View[] } {
  // Filters and ordering read field values in the requested locale (the default one for `*`).
  const chain = localeChain(store.space.locales, query.locale === '*' ? store.defaultLocale : query.locale);
  const valueOf = (view: View, def: FieldDef) => fieldValue(view.fields, def, chain, store.defaultLocale);

  let result = views.filter((view) => {
    if (query.contentType && view.contentType !== query.contentType.sys.id) return false;
    if (query.linksTo) {
      const { linkType, id } = query.linksTo;
      if (!linksOfView(view, '*', store).some((l) => l.linkType === linkType && l.id === id)) return false;
    }
    return query.filters.every((filter) => {
      const t = filter.target;
      if (t.kind === 'sys.id') return matches([view.id], true, filter);
      if (t.kind === 'sys.contentType') return matches([view.contentType], true, filter);
      const values = pluck(valueOf(view, t.def), t.subPath);
      return matches(values, values.length > 0, filter);
    });
  });

  if (query.order.length > 0) {
    const keyOf = (view: View, key: OrderKey['key']): unknown => {
      if (typeof key === 'object') return valueOf(view, key.def);
      return { 'sys.id': view.id, 'sys.createdAt': view.createdAt, 'sys.updatedAt': view.updatedAt, 'sys.revision': view.revision }[key];
    };
    // Array.prototype.sort is stable: ties keep store order.
    result = [...result].sort((a, b) => {
      for (const { key, desc } of query.order) {
        const va = keyOf(a, key);
        const vb = keyOf(b, key);
        const missing = va === undefined || vb === undefined;
        const c = compare(va, vb);
        if (c !== 0) return desc && !missing ? -c : c;
      }
      return 0;
    });
  }
  return { total: result.length, page: result.slice(query.skip, query.skip + query.limit) };
}

/** Keeps only the selected `sys.*` / `fields.*` / `metadata` paths of a rendered item. */
export function applySelect(item: Record<string, unknown>, select: string[] | undefined): Record<string, unknown> {
  if (!select) return item;
  const out: Record<string, Record<string, unknown> | unknown> = {};
  for (const path of select) {
    const [top, sub] = path.split('.', 2);
    const source = item[top];
    if (source === undefined) continue;
    if (sub === undefined) out[top] = source;
    else if (typeof source === 'object' && source !== null && sub in source) {
      const target = (out[top] ??= {}) as Record<string, unknown>;
      target[sub] = (source as Record<string, unknown>)[sub];
    }
  }
  return out;
}
