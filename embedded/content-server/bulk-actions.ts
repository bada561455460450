// Contentful's Bulk Actions API, the publish part (what `contentful-management`'s `bulkAction.publish` and
// `bulkAction.get` send): `POST …/bulk_actions/publish` with versioned links, `GET …/bulk_actions/actions/{id}`.
// Contentful runs an action asynchronously (the answer says `created` or `inProgress`; the client polls until
// `succeeded` or `failed`); here it has run by the time the POST answers, so the answer already says which, and the
// same client code (poll while not final) works against both. All or nothing: every entity is checked first (it
// exists, the version is its current one, required fields, processed files), and when one fails nothing is
// published and the action is `failed` with each entity's error; otherwise all are published in one write. The
// publish webhooks then go out one per entity, as Contentful sends them for a bulk action (with the action's id in
// `X-Contentful-Bulk-Action-Id`), all at once rather than one after another, and have been answered when the POST answers.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Reply } from './delivery';
import { ApiError, badRequest, notFound } from './errors';
import { readJson } from './http';
import type { ContentStore } from './store';
import type { Logger, StoredEntity } from './types';
import { isPlainObject } from './validate';
import { link, managementJson } from './views';
import { sendWebhook, type WebhookConfig } from './webhook';

/** Contentful's limit of entities in one bulk action. */
export const BULK_ACTION_MAX_ITEMS = 200;
/** How many finished actions are kept to be read back (Contentful keeps them 7 days). */
const KEPT_ACTIONS = 500;

export interface BulkActionContext {
  store: ContentStore;
  webhook: WebhookConfig;
  log: Logger;
  actions: Map<string, Record<string, unknown>>;
}

type VersionedLink = { sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string; version: number } };

const unprocessable = (details: string, path: (string | number)[] = ['entities']) =>
  new ApiError(422, 'ValidationFailed', 'Validation error', { errors: [{ name: 'invalid', path, details }] });

/** The payload's links, or a 400/422 naming what is wrong with it (as Contentful refuses a malformed action at once). */
function linksOf(body: unknown): VersionedLink[] {
  if (!isPlainObject(body) || !isPlainObject(body.entities) || !Array.isArray(body.entities.items)) {
    throw badRequest('The body must be { "entities": { "sys": { "type": "Array" }, "items": [ versioned links ] } }');
  }
  const items = body.entities.items as unknown[];
  if (items.length === 0) throw unprocessable('A bulk action needs at least one entity.', ['entities', 'items']);
  if (items.length > BULK_ACTION_MAX_ITEMS) throw unprocessable(`A bulk action takes at most ${BULK_ACTION_MAX_ITEMS} entities.`, ['entities', 'items']);
  const seen = new Set<string>();
  return items.map((item, index) => {
    const sys = isPlainObject(item) && isPlainObject(item.sys) ? item.sys : undefined;
    if (!sys || sys.type !== 'Link' || (sys.linkType !== 'Entry' && sys.linkType !== 'Asset') || typeof sys.id !== 'string') {
      throw unprocessable('Each item is a link: { "sys": { "type": "Link", "linkType": "Entry" | "Asset", "id", "version" } }.', ['entities', 'items', index]);
    }
    if (typeof sys.version !== 'number' || !Number.isInteger(sys.version)) throw unprocessable('Version is not specified.', ['entities', 'items', index, 'sys', 'version']);
    const key = `${sys.linkType}:${sys.id}`;
    if (seen.has(key)) throw unprocessable(`Duplicated items were found in the payload (${key}).`, ['entities', 'items', index]);
    seen.add(key);
    return { sys: { type: 'Link', linkType: sys.linkType, id: sys.id, version: sys.version } };
  });
}

function newId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(22)].map((b) => alphabet[b % alphabet.length]).join('');
}

function keep(ctx: BulkActionContext, action: Record<string, unknown>, id: string) {
  ctx.actions.set(id, action);
  while (ctx.actions.size > KEPT_ACTIONS) ctx.actions.delete(ctx.actions.keys().next().value!);
}

/** POST `bulk_actions/publish`: publishes every linked entity of its version, or none of them. */
export async function publishBulk(req: IncomingMessage, ctx: BulkActionContext): Promise<Reply> {
  const body = await readJson(req);
  const links = linksOf(body);
  const { store } = ctx;
  const id = newId();
  const createdAt = new Date().toISOString();
  const result = await store.publishMany(links.map((l) => ({ type: l.sys.linkType, id: l.sys.id, version: l.sys.version })));
  const sys = {
    id,
    type: 'BulkAction',
    space: link('Space', store.space.spaceId),
    environment: link('Environment', store.space.environment),
    createdBy: link('User', 'atelier-content-server'),
    createdAt,
    updatedAt: new Date().toISOString(),
  };
  const payload = { entities: { sys: { type: 'Array' }, items: links } };
  if (!result.ok) {
    const errors = result.errors.map(({ index, error }) => ({ entity: links[index], error: error.toBody() }));
    const action = {
      sys: { ...sys, status: 'failed' },
      action: 'publish',
      payload,
      error: { sys: { type: 'Error', id: 'BulkActionFailed' }, message: `${errors.length} of ${links.length} entities could not be published; none was.`, details: { errors } },
    };
    keep(ctx, action, id);
    return { status: 201, body: action };
  }
  const action = { sys: { ...sys, status: 'succeeded' }, action: 'publish', payload };
  keep(ctx, action, id);
  // One webhook per entity, as Contentful sends them (naming the action in X-Contentful-Bulk-Action-Id), all at once.
  const headers = { 'X-Contentful-Bulk-Action-Id': id };
  await Promise.all(result.entities.map((entity: StoredEntity) => sendWebhook(ctx.webhook, `${entity.type}.publish`, managementJson(entity, store), ctx.log, headers)));
  return { status: 201, body: action };
}

/** GET `bulk_actions/actions/{id}`: a bulk action as it ended. */
export function getBulkAction(id: string, ctx: BulkActionContext): Reply {
  const action = ctx.actions.get(id);
  if (!action) throw notFound('BulkAction', id);
  return { status: 200, body: action };
}
