// Content Management API subset (what `contentful-management` sends to read and change entries and assets):
// raw entries with versions, draft saves with X-Contentful-Version, publish and unpublish, the published
// collections (`public/entries`); assets created from uploads, processed, published, unpublished and deleted (uploads.ts).
// Only the management token reaches these routes (server.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { contentTypeJson, spaceJson, type Reply } from './delivery';
import { ApiError, badRequest, notFound, validationFailed } from './errors';
import { header, readJson, type Target } from './http';
import { parseCollectionQuery, runQuery } from './query';
import { ID_PATTERN } from './seed';
import { assertVersion, type ContentStore } from './store';
import type { Logger, StoredEntity } from './types';
import { isPlainObject, validateFields, withoutNulls } from './validate';
import { link, managementJson, viewsOf } from './views';
import { sendWebhook, type WebhookConfig } from './webhook';
import { assetFieldProblems, createUpload, DEFAULT_FILES_PREFIX, deleteAssetFiles, getUpload, processAssetFile } from './uploads';
import { getBulkAction, publishBulk } from './bulk-actions';

export interface ManagementContext {
  store: ContentStore;
  webhook: WebhookConfig;
  log: Logger;
  /** Where uploads and processed files are kept (the store's folder). */
  dataDir: string;
  /** The url prefix of processed files (default /cms/uploads, served by the store). */
  filesPrefix?: string;
  /** The bulk actions run so far, to be read back by id (bulk-actions.ts). */
  bulkActions?: Map<string, Record<string, unknown>>;
}

const ok = (body: unknown, status = 200): Reply => ({ status, body });

function environmentJson(store: ContentStore) {
  const { spaceId, environment } = store.space;
  return {
    name: environment,
    sys: {
      type: 'Environment',
      id: environment,
      version: 1,
      space: link('Space', spaceId),
      status: link('Status', 'ready'),
      createdAt: store.builtAt,
      updatedAt: store.builtAt,
      aliases: [],
    },
  };
}

const collection = (items: unknown[], skip = 0, limit = 100, total = items.length) => ({
  sys: { type: 'Array' },
  total,
  skip,
  limit,
  items,
});

/** Contentful-like random id (22 characters of [A-Za-z0-9]). */
function newId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(22)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** The payload Contentful sends on unpublish: a tombstone without fields (DeletedEntry, DeletedAsset). */
function deletedJson(entity: StoredEntity, store: ContentStore) {
  const { sys } = managementJson(entity, store) as { sys: Record<string, unknown> };
  return { sys: { ...sys, type: `Deleted${entity.type}`, deletedAt: entity.draft.updatedAt } };
}

/** PUT `entries/{id}` (create with id, or save a draft) and POST `entries` (create, generated id). */
async function saveEntry(id: string, req: IncomingMessage, ctx: ManagementContext): Promise<Reply> {
  const { store } = ctx;
  const existing = store.entry(id);
  // A stale writer learns that first, before any validation of what it sent.
  if (existing) assertVersion(existing, header(req, 'x-contentful-version'));
  else if (!ID_PATTERN.test(id)) {
    throw validationFailed([{ name: 'invalid', path: ['sys', 'id'], details: 'An id is 1–64 letters, digits, - _ or .' }]);
  }

  const body = (await readJson(req)) ?? {};
  if (!isPlainObject(body)) throw badRequest('The body must be a JSON object: { "fields": { … } }');
  const contentTypeId = existing?.contentType ?? header(req, 'x-contentful-content-type');
  const contentType = contentTypeId ? store.contentType(contentTypeId) : undefined;
  if (!contentType) {
    throw validationFailed([
      {
        name: contentTypeId ? 'unknown' : 'required',
        path: ['sys', 'contentType'],
        details: contentTypeId
          ? `Unknown content type ${JSON.stringify(contentTypeId)}`
          : 'A new entry needs the X-Contentful-Content-Type header',
      },
    ]);
  }
  const fields = body.fields ?? {};
  const issues = validateFields(fields, contentType, store.space.locales);
  if (issues.length > 0) throw validationFailed(issues);

  const { entity, created } = await store.saveEntry(id, {
    fields: withoutNulls(fields as Record<string, Record<string, unknown>>),
    version: header(req, 'x-contentful-version'),
    contentType: contentType.sys.id,
  });
  return ok(managementJson(entity, store), created ? 201 : 200);
}

/** PUT `assets/{id}` (create with id, or save a draft) and POST `assets` (create, generated id). */
async function saveAsset(id: string, req: IncomingMessage, ctx: ManagementContext): Promise<Reply> {
  const existing = ctx.store.asset(id);
  if (existing) assertVersion(existing, header(req, 'x-contentful-version'));
  else if (!ID_PATTERN.test(id)) throw validationFailed([{ name: 'invalid', path: ['sys', 'id'], details: 'An id is 1–64 letters, digits, - _ or .' }]);
  const body = (await readJson(req)) ?? {};
  if (!isPlainObject(body)) throw badRequest('The body must be a JSON object: { "fields": { … } }');
  const fields = body.fields ?? {};
  const issues = assetFieldProblems(fields);
  if (issues.length > 0) throw validationFailed(issues);
  const { entity, created } = await ctx.store.saveAsset(id, { fields: withoutNulls(fields as Record<string, Record<string, unknown>>), version: header(req, 'x-contentful-version') });
  return ok(managementJson(entity, ctx.store), created ? 201 : 200);
}

async function publishAsset(id: string, req: IncomingMessage, ctx: ManagementContext): Promise<Reply> {
  await readJson(req);
  const entity = await ctx.store.publishAsset(id, header(req, 'x-contentful-version'));
  const json = managementJson(entity, ctx.store);
  await sendWebhook(ctx.webhook, 'Asset.publish', json, ctx.log);
  return ok(json);
}

/** DELETE `assets/{id}/published`: shoppers' pages no longer get the asset (its draft stays). */
async function unpublishAsset(id: string, req: IncomingMessage, ctx: ManagementContext): Promise<Reply> {
  const entity = await ctx.store.unpublishAsset(id, header(req, 'x-contentful-version'));
  await sendWebhook(ctx.webhook, 'Asset.unpublish', deletedJson(entity, ctx.store), ctx.log);
  return ok(managementJson(entity, ctx.store));
}

/** DELETE `assets/{id}`: an unpublished asset and its processed files are gone (a published one is refused, 400). */
async function deleteAsset(id: string, req: IncomingMessage, ctx: ManagementContext): Promise<Reply> {
  await ctx.store.deleteAsset(id, header(req, 'x-contentful-version'));
  await deleteAssetFiles(ctx.dataDir, id);
  return { status: 204, body: undefined };
}

async function publish(id: string, req: IncomingMessage, ctx: ManagementContext): Promise<Reply> {
  await readJson(req); // the SDK may send a (locale-based publishing) body; whole-entry publishing ignores it
  const entity = await ctx.store.publishEntry(id, header(req, 'x-contentful-version'));
  const json = managementJson(entity, ctx.store);
  await sendWebhook(ctx.webhook, 'Entry.publish', json, ctx.log);
  return ok(json);
}

async function unpublish(id: string, req: IncomingMessage, ctx: ManagementContext): Promise<Reply> {
  const entity = await ctx.store.unpublishEntry(id, header(req, 'x-contentful-version'));
  await sendWebhook(ctx.webhook, 'Entry.unpublish', deletedJson(entity, ctx.store), ctx.log);
  return ok(managementJson(entity, ctx.store));
}

/**
 * GET `entries`, `assets` (every latest draft) and `public/entries`, `public/assets` (the published ones, as
 * published: the Management API's published collections, which `entry.getPublished` reads).
 */
function list(kind: 'Entry' | 'Asset', params: URLSearchParams, store: ContentStore, mode: 'preview' | 'published' = 'preview'): Reply {
  const query = parseCollectionQuery(params, kind, store);
  const { total, page } = runQuery(viewsOf(kind, mode, store), query, store);
  const json = (entity: StoredEntity) => (mode === 'published' ? { ...managementJson(entity, store), fields: structuredClone(entity.published!.fields) } : managementJson(entity, store));
  return ok(collection(page.map((v) => json(v.entity)), query.skip, query.limit, total));
}

function localesJson(store: ContentStore) {
  return collection(
    store.space.locales.map((l) => ({
      name: l.name,
      code: l.code,
      fallbackCode: l.fallbackCode,
      default: l.default,
      optional: false,
      contentDeliveryApi: true,
      contentManagementApi: true,
      sys: { type: 'Locale', id: l.code, version: 1 },
    })),
  );
}

/** A request below `/spaces/{space}` with the management token; undefined = no such route. */
export async function handleManagement(
  method: string,
  target: Target,
  req: IncomingMessage,
  params: URLSearchParams,
  ctx: ManagementContext,
): Promise<Reply | undefined> {
  const { store } = ctx;
  if (method === 'GET' && target.level === 'space') return ok({ ...spaceJson(store), sys: { type: 'Space', id: store.space.spaceId, version: 1 } });
  if (method === 'GET' && target.level === 'environments') return ok(collection([environmentJson(store)]));
  if (method === 'GET' && target.level === 'environment') return ok(environmentJson(store));
  if (target.level !== 'resource') return undefined;

  const [resource, id, sub, extra, last] = target.rest;
  if (resource === 'bulk_actions') {
    const bulk = { store, webhook: ctx.webhook, log: ctx.log, actions: (ctx.bulkActions ??= new Map()) };
    if (method === 'POST' && id === 'publish' && target.rest.length === 2) return publishBulk(req, bulk);
    if (method === 'GET' && id === 'actions' && sub !== undefined && target.rest.length === 3) return getBulkAction(sub, bulk);
    throw new ApiError(405, 'MethodNotAllowed', 'Bulk actions here publish (POST bulk_actions/publish) and are read back (GET bulk_actions/actions/{id}); unpublish and validate are not offered.');
  }
  // PUT assets/{id}/files/{locale}/process: the uploaded file becomes the asset's, with its url.
  if (method === 'PUT' && resource === 'assets' && sub === 'files' && extra !== undefined && last === 'process' && target.rest.length === 5) {
    const asset = store.asset(id);
    if (!asset) throw notFound('Asset', id);
    assertVersion(asset, header(req, 'x-contentful-version'));
    await readJson(req);
    const locale = extra;
    if (!store.space.locales.some((l) => l.code === locale)) throw notFound('Locale', locale);
    await processAssetFile(asset, locale, header(req, 'x-contentful-version'), { dataDir: ctx.dataDir, filesPrefix: ctx.filesPrefix ?? DEFAULT_FILES_PREFIX, store });
    return { status: 204, body: undefined };
  }
  if (extra !== undefined) return undefined;
  const route = `${method} ${resource}${id === undefined ? '' : '/:id'}${sub === undefined ? '' : `/${sub}`}`;
  switch (route) {
    case 'GET locales':
      return ok(localesJson(store));
    case 'GET content_types':
      return ok(collection(store.contentTypes.map((ct) => contentTypeJson(ct, store))));
    case 'GET content_types/:id': {
      const ct = store.contentType(id);
      if (!ct) throw notFound('ContentType', id);
      return ok(contentTypeJson(ct, store));
    }
    case 'GET entries':
      return list('Entry', params, store);
    case 'GET assets':
      return list('Asset', params, store);
    case 'GET public/:id':
      if (id !== 'entries' && id !== 'assets') return undefined;
      return list(id === 'entries' ? 'Entry' : 'Asset', params, store, 'published');
    case 'GET entries/:id':
    case 'GET assets/:id': {
      const entity = resource === 'entries' ? store.entry(id) : store.asset(id);
      if (!entity) throw notFound(resource === 'entries' ? 'Entry' : 'Asset', id);
      return ok(managementJson(entity, store));
    }
    case 'POST entries':
      return saveEntry(newId(), req, ctx);
    case 'PUT entries/:id':
      return saveEntry(id, req, ctx);
    case 'DELETE entries/:id':
      await store.deleteEntry(id, header(req, 'x-contentful-version'));
      return { status: 204, body: undefined };
    case 'PUT entries/:id/published':
      return publish(id, req, ctx);
    case 'DELETE entries/:id/published':
      return unpublish(id, req, ctx);
    case 'POST uploads':
      return ok(await createUpload(req, ctx.dataDir, store), 201);
    case 'GET uploads/:id':
      return ok(await getUpload(id, ctx.dataDir, store));
    case 'POST assets':
      return saveAsset(newId(), req, ctx);
    case 'PUT assets/:id':
      return saveAsset(id, req, ctx);
    case 'PUT assets/:id/published':
      return publishAsset(id, req, ctx);
    case 'DELETE assets/:id/published':
      return unpublishAsset(id, req, ctx);
    case 'DELETE assets/:id':
      return deleteAsset(id, req, ctx);
    default:
      if (resource === 'assets' && method !== 'GET') {
        throw new ApiError(405, 'MethodNotAllowed', 'Assets are created, processed, published, unpublished and deleted here, not archived.');
      }
      return undefined;
  }
}
