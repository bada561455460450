// Content Delivery API (and Preview API) routes: what the `contentful` SDK's createClient reads.
// The delivery token sees published snapshots; the preview token sees the latest drafts.
import { invalidQuery, notFound } from './errors';
import type { Target } from './http';
import { applySelect, parseCollectionQuery, runQuery, type CollectionQuery } from './query';
import type { ContentStore } from './store';
import type { ContentTypeDef } from './types';
import { deliveryJson, link, viewOf, viewsOf, linksOfView, type Mode, type View } from './views';

export interface Reply {
  status: number;
  body: unknown;
}

const ok = (body: unknown): Reply => ({ status: 200, body });
const array = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  sys: { type: 'Array' },
  total: items.length,
  skip: 0,
  limit: Math.max(items.length, 100),
  items,
  ...extra,
});

export function spaceJson(store: ContentStore) {
  const { spaceId, name, locales } = store.space;
  return {
    sys: { type: 'Space', id: spaceId },
    name: name ?? spaceId,
    locales: locales.map(({ code, name: localeName, default: isDefault, fallbackCode }) => ({
      code,
      default: isDefault,
      name: localeName,
      fallbackCode,
    })),
  };
}

export function localesJson(store: ContentStore) {
  return array(
    store.space.locales.map((l) => ({
      code: l.code,
      name: l.name,
      default: l.default,
      fallbackCode: l.fallbackCode,
      sys: { id: l.code, type: 'Locale', version: 1 },
    })),
  );
}

export function contentTypeJson(ct: ContentTypeDef, store: ContentStore) {
  const { spaceId, environment } = store.space;
  return {
    sys: {
      space: link('Space', spaceId),
      id: ct.sys.id,
      type: 'ContentType',
      createdAt: store.builtAt,
      updatedAt: store.builtAt,
      environment: link('Environment', environment),
      revision: 1,
    },
    displayField: ct.displayField ?? ct.fields[0]?.id ?? null,
    name: ct.name,
    description: ct.description ?? '',
    fields: ct.fields.map((f) => ({
      validations: [],
      disabled: false,
      omitted: false,
      ...f,
      ...(f.items ? { items: { validations: [], ...f.items } } : {}),
    })),
  };
}

/** Linked entries and assets, breadth first up to `include` levels, never repeating an item. */
function collectIncludes(items: View[], query: CollectionQuery, mode: Mode, store: ContentStore) {
  const seen = new Set(items.map((v) => `${v.type}!${v.id}`));
  const entries: unknown[] = [];
  const assets: unknown[] = [];
  const errors: unknown[] = [];
  let frontier = items;
  for (let depth = 1; depth <= query.include && frontier.length > 0; depth++) {
    const next: View[] = [];
    for (const view of frontier) {
      for (const { linkType, id } of linksOfView(view, query.locale, store)) {
        const key = `${linkType}!${id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const entity = linkType === 'Entry' ? store.entry(id) : linkType === 'Asset' ? store.asset(id) : undefined;
        const target = entity && viewOf(entity, mode, store);
        if (!target) {
          // Contentful reports links it could not resolve (missing or, for delivery, unpublished).
          errors.push({ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType, id } });
          continue;
        }
        (target.type === 'Entry' ? entries : assets).push(deliveryJson(target, query.locale, store));
        next.push(target);
      }
    }
    frontier = next;
  }
  return { includes: { Entry: entries, Asset: assets }, errors };
}

function collection(kind: 'Entry' | 'Asset', params: URLSearchParams, mode: Mode, store: ContentStore): Reply {
  const query = parseCollectionQuery(params, kind, store);
  const { total, page } = runQuery(viewsOf(kind, mode, store), query, store);
  const items = page.map((v) => applySelect(deliveryJson(v, query.locale, store), query.select));
  const body: Record<string, unknown> = { sys: { type: 'Array' }, total, skip: query.skip, limit: query.limit, items };
  if (kind === 'Entry') {
    const { includes, errors } = collectIncludes(page, query, mode, store);
    body.includes = includes;
    if (errors.length > 0) body.errors = errors;
  }
  return ok(body);
}

function single(kind: 'Entry' | 'Asset', id: string, params: URLSearchParams, mode: Mode, store: ContentStore): Reply {
  const locale = params.get('locale') ?? store.defaultLocale;
  if (locale !== '*' && !store.space.locales.some((l) => l.code === locale)) {
    throw invalidQuery(`Unknown locale: ${locale}`, [{ name: 'invalid', path: ['locale'], details: `Unknown locale: ${locale}`, value: locale }]);
  }
  const entity = kind === 'Entry' ? store.entry(id) : store.asset(id);
  const view = entity && viewOf(entity, mode, store);
  if (!view) throw notFound(kind, id);
  return ok(deliveryJson(view, locale, store));
}

/** A GET below `/spaces/{space}`; undefined for a path this API does not serve. */
export function handleDelivery(target: Target, params: URLSearchParams, mode: Mode, store: ContentStore): Reply | undefined {
  if (target.level === 'space') return ok(spaceJson(store));
  if (target.level !== 'resource') return undefined;
  const [resource, id, extra] = target.rest;
  if (extra !== undefined) return undefined;
  switch (resource) {
    case 'locales':
      return id === undefined ? ok(localesJson(store)) : undefined;
    case 'content_types': {
      if (id === undefined) return ok(array(store.contentTypes.map((ct) => contentTypeJson(ct, store))));
      const ct = store.contentType(id);
      if (!ct) throw notFound('ContentType', id);
      return ok(contentTypeJson(ct, store));
    }
    case 'entries':
      return id === undefined ? collection('Entry', params, mode, store) : single('Entry', id, params, mode, store);
    case 'assets':
      return id === undefined ? collection('Asset', params, mode, store) : single('Asset', id, params, mode, store);
    default:
      return undefined;
  }
}
