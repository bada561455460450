/**
 * The studio's reads and writes of content, through the Content Management API with Contentful's own client
 * (`contentful-management`): the embedded content server by default; Contentful itself with
 * CONTENTFUL_MANAGEMENT_TOKEN and CONTENTFUL_SPACE_ID. Versions are the content source's: a save or publish
 * with an old version is refused (409), never applied over someone else's change.
 */
import 'server-only';
import { createClient, type BulkActionProps, type EntryProps, type PlainClientAPI } from 'contentful-management';
import { contentSourceConfig } from '@/content/source';
import type { EntryFields } from '@/lib/studio/form-schema';
import { linkedEntryIdsIn, pageChanges, type EntryVersions, type PageChanges } from '@/lib/studio/changes';
import { pageChangeProblem } from '@/lib/studio/page-fields';
import { isSegmentBlocks } from '@/lib/studio/segment-blocks';

export const EMBEDDED_MANAGEMENT_TOKEN = 'atelier-management-token';
export const DEFAULT_LOCALE = 'en-SG';

export type EntryStatus = 'draft' | 'published' | 'changed';

/** An entry as the studio edits it (JSON, handed to the browser). */
export interface StudioEntry {
  id: string;
  contentType: string;
  version: number;
  publishedVersion: number | null;
  updatedAt: string;
  status: EntryStatus;
  fields: EntryFields;
}

export interface PageSummary {
  id: string;
  slug: string;
  title: string;
  pageType: string;
  countries: string[];
  /** The page's own status, or "changed" when a block of a published page changed since. */
  status: EntryStatus;
  updatedAt: string;
}

/** A refusal of the content source, with its HTTP status and a message an editor can read. */
export class StudioContentError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'StudioContentError';
  }
}

let client: { key: string; api: PlainClientAPI } | undefined;

/** The space and environment the studio writes to (Contentful's with CONTENTFUL_MANAGEMENT_TOKEN, else the embedded server's). */
export function managementSpace(env: NodeJS.ProcessEnv = process.env): { spaceId: string; environmentId: string } {
  const real = env.CONTENTFUL_MANAGEMENT_TOKEN && env.CONTENTFUL_SPACE_ID;
  const source = contentSourceConfig(env);
  return { spaceId: real ? env.CONTENTFUL_SPACE_ID! : source.space, environmentId: real ? (env.CONTENTFUL_ENVIRONMENT ?? 'master') : source.environment };
}

/** The plain management client for the configured space. */
export function managementClient(env: NodeJS.ProcessEnv = process.env): PlainClientAPI {
  const real = env.CONTENTFUL_MANAGEMENT_TOKEN && env.CONTENTFUL_SPACE_ID;
  const source = contentSourceConfig(env);
  const accessToken = real ? env.CONTENTFUL_MANAGEMENT_TOKEN! : (env.CONTENT_MANAGEMENT_TOKEN ?? EMBEDDED_MANAGEMENT_TOKEN);
  const { spaceId, environmentId } = managementSpace(env);
  // Contentful's own host unless given (CONTENTFUL_MANAGEMENT_HOST, e.g. api.eu.contentful.com); http only on this machine.
  const host = real ? env.CONTENTFUL_MANAGEMENT_HOST : source.host;
  const local = !!host && /^(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(host);
  const key = `${accessToken}|${spaceId}|${environmentId}|${host}`;
  if (client?.key !== key) {
    client = {
      key,
      api: createClient(
        // The embedded server takes uploads itself; Contentful's upload host is its own default.
        { accessToken, ...(host ? { host } : {}), ...(local ? { insecure: true, hostUpload: host } : {}), retryOnError: !local, timeout: 10_000 },
        { type: 'plain', defaults: { spaceId, environmentId } },
      ),
    };
  }
  return client.api;
}

/** contentful-management's error (its message is the API's JSON answer) as a StudioContentError. */
export function studioError(error: unknown): StudioContentError {
  if (error instanceof StudioContentError) return error;
  const raw = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(raw) as { status?: number; statusText?: string; message?: string; details?: unknown };
    const code = error instanceof Error && error.name !== 'Error' ? error.name : (parsed.statusText ?? 'Error');
    return new StudioContentError(parsed.status ?? 502, code, parsed.message ?? 'The content source refused the change.', parsed.details);
  } catch {
    return new StudioContentError(502, 'ContentSourceUnavailable', 'The content source did not answer. Please try again.');
  }
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw studioError(error);
  }
}

export function statusOf(sys: { version: number; publishedVersion?: number }): EntryStatus {
  if (sys.publishedVersion === undefined) return 'draft';
  return sys.version === sys.publishedVersion + 1 ? 'published' : 'changed';
}

export function studioEntry(entry: EntryProps): StudioEntry {
  return {
    id: entry.sys.id,
    contentType: entry.sys.contentType.sys.id,
    version: entry.sys.version,
    publishedVersion: entry.sys.publishedVersion ?? null,
    updatedAt: entry.sys.updatedAt,
    status: statusOf(entry.sys),
    fields: entry.fields as EntryFields,
  };
}

const linkedIds = (fields: EntryFields, name: string): string[] =>
  ((fields[name]?.[DEFAULT_LOCALE] as { sys?: { id?: string } }[] | undefined) ?? []).map((l) => l.sys?.id).filter((id): id is string => !!id);

/** Entries by id, in pages of 100 ids: the latest drafts (`entries`) or the published state (`published`). */
async function byIds<T>(ids: readonly string[], from: 'entries' | 'published', as: (entry: EntryProps) => T): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    const query = { 'sys.id[in]': unique.slice(i, i + 100).join(','), limit: 1000 };
    const page = await call(() => (from === 'entries' ? managementClient().entry.getMany({ query }) : managementClient().entry.getPublished({ query })));
    for (const item of page.items) found.set(item.sys.id, as(item));
  }
  return found;
}

export const entriesById = (ids: readonly string[]) => byIds(ids, 'entries', studioEntry);
/** The published fields of entries by id (the Management API's published collection: `entry.getPublished`). */
const publishedById = (ids: readonly string[]) => byIds(ids, 'published', (entry) => entry.fields as EntryFields);

/** Every page entry, newest change first, with its status counting its blocks' changes (and those of the blocks inside its segment blocks). */
export async function listPages(): Promise<PageSummary[]> {
  const pages = await call(() => managementClient().entry.getMany({ query: { content_type: 'page', limit: 1000 } }));
  const entries = pages.items.map(studioEntry);
  const blocks = await entriesById(entries.flatMap((p) => linkedIds(p.fields, 'blocks')));
  // The blocks inside segment blocks count too.
  const innerIdsOf = (list: StudioEntry[]) => list.filter((b) => isSegmentBlocks(b.contentType)).flatMap((b) => linkedIds(b.fields, 'blocks'));
  const inner = await entriesById(innerIdsOf([...blocks.values()]));
  return entries
    .map((page) => {
      const direct = linkedIds(page.fields, 'blocks').map((id) => blocks.get(id)).filter((b): b is StudioEntry => !!b);
      const own = [...direct, ...innerIdsOf(direct).map((id) => inner.get(id)).filter((b): b is StudioEntry => !!b)];
      const changedBlock = own.some((b) => b.status !== 'published');
      const updatedAt = [page.updatedAt, ...own.map((b) => b.updatedAt)].sort().at(-1)!;
      return {
        id: page.id,
        slug: String(page.fields.slug?.[DEFAULT_LOCALE] ?? ''),
        title: String(page.fields.title?.[DEFAULT_LOCALE] ?? ''),
        pageType: String(page.fields.pageType?.[DEFAULT_LOCALE] ?? ''),
        countries: (page.fields.countries?.[DEFAULT_LOCALE] as string[] | undefined) ?? [],
        status: page.status === 'published' && changedBlock ? 'changed' : page.status,
        updatedAt,
      } satisfies PageSummary;
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.slug.localeCompare(b.slug));
}

/** The ids of the entries an entry links to in its default-locale values (a block's slides or tiles). */
export function linkedEntryIdsOf(entry: StudioEntry): string[] {
  return linkedEntryIdsIn(entry.fields, DEFAULT_LOCALE);
}

/**
 * A page entry, its blocks in the page's order (a link to a missing entry is left out), and the entries its
 * blocks link to (slides, tiles).
 */
export async function loadStudioPage(id: string): Promise<{ page: StudioEntry; blocks: StudioEntry[]; linked: StudioEntry[] } | undefined> {
  let page: StudioEntry;
  try {
    page = studioEntry(await managementClient().entry.get({ entryId: id }));
  } catch (error) {
    const refused = studioError(error);
    if (refused.status === 404) return undefined;
    throw refused;
  }
  if (page.contentType !== 'page') return undefined;
  const ids = linkedIds(page.fields, 'blocks');
  const found = await entriesById(ids);
  const blocks = ids.map((b) => found.get(b)).filter((b): b is StudioEntry => !!b);
  // Linked entries at any depth (a segment-blocks entry's blocks, then their slides), a few levels at most.
  const linked = new Map<string, StudioEntry>();
  let next = blocks.flatMap(linkedEntryIdsOf);
  for (let depth = 0; depth < 4 && next.length; depth++) {
    const loaded = await entriesById(next.filter((l) => !linked.has(l) && !found.has(l)));
    for (const [linkedId, entry] of loaded) linked.set(linkedId, entry);
    next = [...loaded.values()].flatMap(linkedEntryIdsOf);
  }
  return { page, blocks, linked: [...linked.values()] };
}

export async function loadEntry(id: string): Promise<StudioEntry> {
  return studioEntry(await call(() => managementClient().entry.get({ entryId: id })));
}

/** The space's assets to pick from (id and title in the default locale). */
export async function listAssets(): Promise<{ id: string; title: string; description?: string; url?: string }[]> {
  const assets = await call(() => managementClient().asset.getMany({ query: { limit: 1000 } }));
  return assets.items
    .map((a) => {
      const description = (a.fields.description as Record<string, string> | undefined)?.[DEFAULT_LOCALE];
      const url = (a.fields.file as Record<string, { url?: string }> | undefined)?.[DEFAULT_LOCALE]?.url;
      return {
        id: a.sys.id,
        title: String((a.fields.title as Record<string, string> | undefined)?.[DEFAULT_LOCALE] ?? a.sys.id),
        ...(description ? { description } : {}),
        ...(url ? { url } : {}),
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** An image an editor uploads: its bytes, file name, type and title (its alt text). */
export interface NewImage {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  title: string;
  description?: string;
}

/**
 * Uploads an image as an asset, as Contentful takes one: the bytes to the upload API, an asset whose file comes
 * from that upload, processed (the content source gives the file its url and size), then published so shoppers'
 * pages can show it. Answers the asset to pick.
 */
export async function uploadImage(image: NewImage): Promise<{ id: string; title: string; url: string; width?: number; height?: number }> {
  const client = managementClient();
  const created = await call(() =>
    client.asset.createFromFiles(
      {},
      {
        fields: {
          title: { [DEFAULT_LOCALE]: image.title },
          description: image.description ? { [DEFAULT_LOCALE]: image.description } : {},
          file: { [DEFAULT_LOCALE]: { contentType: image.contentType, fileName: image.fileName, file: image.bytes.buffer.slice(image.bytes.byteOffset, image.bytes.byteOffset + image.bytes.byteLength) as ArrayBuffer } },
        },
      },
    ),
  );
  const processed = await call(() => client.asset.processForAllLocales({}, created, { processingCheckWait: 200, processingCheckRetries: 10 }));
  const published = await call(() => client.asset.publish({ assetId: processed.sys.id }, processed));
  const file = (published.fields.file as Record<string, { url?: string; details?: { image?: { width: number; height: number } } }>)[DEFAULT_LOCALE];
  return { id: published.sys.id, title: image.title, url: file?.url ?? '', ...file?.details?.image };
}

/** Saves a draft; `version` is the one the editor started from (409 VersionMismatch when someone saved since). */
export async function saveEntry(id: string, version: number, fields: EntryFields): Promise<StudioEntry> {
  const current = await call(() => managementClient().entry.get({ entryId: id }));
  if (current.sys.contentType.sys.id === 'page') await checkPageChange(id, current.fields as EntryFields, fields);
  const saved = await call(() => managementClient().entry.update({ entryId: id }, { ...current, sys: { ...current.sys, version }, fields }));
  return studioEntry(saved);
}

export async function createEntry(contentType: string, fields: EntryFields, id?: string): Promise<StudioEntry> {
  const client = managementClient();
  return studioEntry(
    await call(() => (id ? client.entry.createWithId({ entryId: id, contentTypeId: contentType }, { fields }) : client.entry.create({ contentTypeId: contentType }, { fields }))),
  );
}

/** The entries of one content type to pick from (id and a label: the first text field's default-locale value). */
export async function listEntries(contentType: string): Promise<{ id: string; label: string; updatedAt: string }[]> {
  const found = await call(() => managementClient().entry.getMany({ query: { content_type: contentType, limit: 1000, order: '-sys.updatedAt' } }));
  return found.items.map((item) => {
    const text = Object.values(item.fields as EntryFields)
      .map((values) => values[DEFAULT_LOCALE])
      .find((v): v is string => typeof v === 'string' && v.trim() !== '');
    return { id: item.sys.id, label: text ? `${text.slice(0, 60)} (${item.sys.id})` : item.sys.id, updatedAt: item.sys.updatedAt };
  });
}

export async function publishEntry(id: string, version: number): Promise<StudioEntry> {
  const current = await call(() => managementClient().entry.get({ entryId: id }));
  return studioEntry(await call(() => managementClient().entry.publish({ entryId: id }, { ...current, sys: { ...current.sys, version } })));
}

/** Contentful's limit of entities in one bulk action (the embedded server keeps it too). */
export const BULK_ACTION_MAX_ITEMS = 200;

/** One entity of a bulk action that the content source refused, with its error's id (`VersionMismatch`…) and message. */
export interface BulkFailure {
  id: string;
  code: string;
  message: string;
}

/**
 * A bulk publish the content source refused, or that ended `failed`: each refused entity, when it says which
 * (`failures`), and the entities of earlier actions of the same call that were published (`published`).
 */
export class BulkPublishError extends StudioContentError {
  constructor(
    message: string,
    readonly failures: BulkFailure[],
    readonly published: string[],
  ) {
    super(failures.some((f) => f.code === 'VersionMismatch') ? 409 : 422, failures[0]?.code ?? 'BulkActionFailed', message, { failures });
    this.name = 'BulkPublishError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes entries of the versions given, in that order, through the Bulk Actions API (`bulkAction.publish`, as
 * Contentful's web app publishes an entry with its references): one action per 200 entries, polled until it has
 * `succeeded` or `failed` (the embedded server answers with the action already finished; Contentful runs it in the
 * background, so the first look is after 100 ms, then at growing intervals up to `timeoutMs`). Throws a
 * BulkPublishError naming each refused entry; Contentful checks every entity of an action before it publishes any.
 */
export async function bulkPublish(items: readonly { id: string; version: number }[], { timeoutMs = 60_000 } = {}): Promise<void> {
  const client = managementClient();
  const space = managementSpace();
  const done: string[] = [];
  for (let i = 0; i < items.length; i += BULK_ACTION_MAX_ITEMS) {
    const chunk = items.slice(i, i + BULK_ACTION_MAX_ITEMS);
    const payload = { entities: { sys: { type: 'Array' as const }, items: chunk.map((e) => ({ sys: { type: 'Link' as const, linkType: 'Entry' as const, id: e.id, version: e.version } })) } };
    let action: BulkActionProps;
    try {
      action = await client.bulkAction.publish(space, payload);
    } catch (error) {
      const refused = studioError(error);
      if (refused.status >= 500) throw refused;
      throw new BulkPublishError(refused.message, [{ id: '', code: refused.code, message: refused.message }], done);
    }
    const started = Date.now();
    for (let wait = 100; action.sys.status !== 'succeeded' && action.sys.status !== 'failed'; wait = Math.min(wait * 2, 2_000)) {
      if (Date.now() - started > timeoutMs) throw new StudioContentError(504, 'BulkActionTimeout', 'The content source is still publishing. Reload the page in a minute to see whether it was published.');
      await sleep(wait);
      const id = action.sys.id;
      action = await call(() => client.bulkAction.get({ ...space, bulkActionId: id }));
    }
    if (action.sys.status === 'failed') {
      const errors = (action.error?.details?.errors ?? []) as { entity?: { sys?: { id?: string } }; error?: { sys?: { id?: string }; message?: string } }[];
      const failures = errors.map((e) => ({ id: e.entity?.sys?.id ?? '', code: e.error?.sys?.id ?? 'BulkActionFailed', message: e.error?.message ?? 'It could not be published.' }));
      throw new BulkPublishError(action.error?.message ?? 'The content source could not publish the page.', failures.length ? failures : [{ id: '', code: 'BulkActionFailed', message: action.error?.message ?? '' }], done);
    }
    done.push(...chunk.map((e) => e.id));
  }
}

export async function unpublishEntry(id: string): Promise<StudioEntry> {
  return studioEntry(await call(() => managementClient().entry.unpublish({ entryId: id })));
}

/** A new landing page (a draft with no blocks); 409 when a page already has the slug. */
export async function createLandingPage(input: { slug: string; title: string; countries: string[] }): Promise<StudioEntry> {
  const existing = await call(() => managementClient().entry.getMany({ query: { content_type: 'page', 'fields.slug': input.slug, limit: 1 } }));
  if (existing.items.length) throw new StudioContentError(409, 'SlugTaken', `A page with the slug \u201c${input.slug}\u201d already exists.`);
  const fields: EntryFields = {
    slug: { [DEFAULT_LOCALE]: input.slug },
    title: { [DEFAULT_LOCALE]: input.title },
    pageType: { [DEFAULT_LOCALE]: 'landing' },
    blocks: { [DEFAULT_LOCALE]: [] },
    ...(input.countries.length ? { countries: { [DEFAULT_LOCALE]: input.countries } } : {}),
  };
  return createEntry('page', fields);
}


/** An entry's name in a change list: its first text in the default locale (the `preferred` fields first), else undefined. */
export const entryLabel = (fields: EntryFields | undefined, preferred: readonly string[] = []): string | undefined =>
  [...preferred.map((name) => fields?.[name]), ...Object.values(fields ?? {})]
    .map((values) => values?.[DEFAULT_LOCALE])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '')
    ?.slice(0, 60);

/**
 * What changed in a page since its last publish (lib/studio/changes.ts): the page, its blocks (the draft's and
 * the published page's) and the entries they link to, each draft beside its published state. The published state
 * comes from the Management API's published collection (`GET …/public/entries`, `entry.getPublished`), which the
 * embedded content server and Contentful both answer (snapshots would be Contentful-only and master-only).
 * Undefined when there is no such page. `labels` names each entry by its first text (for links and headings),
 * looked for first in the fields `labelFields` names for its content type (its form's text fields, in order).
 */
export async function loadPageChanges(id: string, labelFields: (contentType: string) => readonly string[] = () => []): Promise<{ changes: PageChanges; labels: Record<string, string> } | undefined> {
  return comparePageDraft(id, publishedById, labelFields);
}

/**
 * The page's saved draft (its blocks and their linked entries) against an earlier state of it, with
 * lib/studio/changes.ts's comparison: the published state (`loadPageChanges`) or a version from the page's history
 * (`earlier` answers the fields of the entries it had, by id). The same code for both, so "Changes since publish" and
 * a version's comparison read alike. Undefined when there is no such page.
 */
export async function comparePageDraft(
  id: string,
  earlierById: (ids: readonly string[]) => Promise<Map<string, EntryFields>>,
  labelFields: (contentType: string) => readonly string[] = () => [],
): Promise<{ changes: PageChanges; labels: Record<string, string> } | undefined> {
  const loaded = await loadStudioPage(id);
  if (!loaded) return undefined;
  const { page } = loaded;
  const published = await earlierById([page.id]);
  const blockIds = [...new Set([...linkedIds(page.fields, 'blocks'), ...linkedIds(published.get(page.id) ?? {}, 'blocks')])];
  const [draftBlocks, publishedBlocks] = await Promise.all([entriesById(blockIds), earlierById(blockIds)]);
  const linkedIdsOf = (fields: EntryFields | undefined) => linkedEntryIdsIn(fields, DEFAULT_LOCALE);
  const linkIds = blockIds.flatMap((b) => [...linkedIdsOf(draftBlocks.get(b)?.fields), ...linkedIdsOf(publishedBlocks.get(b))]);
  const [draftLinked, publishedLinked] = await Promise.all([entriesById(linkIds), earlierById(linkIds)]);
  const versions = (ids: readonly string[], drafts: Map<string, StudioEntry>, publishedFields: Map<string, EntryFields>): EntryVersions[] =>
    [...new Set(ids)]
      .filter((e) => drafts.has(e))
      .map((e) => ({ id: e, contentType: drafts.get(e)!.contentType, draft: drafts.get(e)!.fields, published: publishedFields.get(e) }));
  const entries = [...versions(blockIds, draftBlocks, publishedBlocks), ...versions(linkIds, draftLinked, publishedLinked)];
  const labels = Object.fromEntries(entries.map((e) => [e.id, entryLabel(e.draft, labelFields(e.contentType)) ?? entryLabel(e.published, labelFields(e.contentType)) ?? e.id]));
  const changes = pageChanges({ id: page.id, contentType: 'page', draft: page.fields, published: published.get(page.id) }, entries, DEFAULT_LOCALE, (e) => labels[e]);
  return { changes, labels };
}

/** The entries (drafts or published) that link to an asset: while there are any, it is not deleted. */
export async function entriesUsingAsset(assetId: string): Promise<{ id: string; contentType: string; label: string }[]> {
  const query = { links_to_asset: assetId, limit: 100 };
  const [drafts, published] = await Promise.all([
    call(() => managementClient().entry.getMany({ query })),
    call(() => managementClient().entry.getPublished({ query })),
  ]);
  const found = new Map<string, { id: string; contentType: string; label: string }>();
  for (const item of [...drafts.items, ...published.items]) {
    if (!found.has(item.sys.id)) found.set(item.sys.id, { id: item.sys.id, contentType: item.sys.contentType.sys.id, label: entryLabel(item.fields as EntryFields) ?? item.sys.id });
  }
  return [...found.values()];
}

/**
 * Removes an image no entry links to any more: unpublished first when published (Contentful deletes only an
 * unpublished asset), then deleted. While entries still use it, 409 `AssetInUse` names them (`details.entries`).
 */
export async function deleteUnusedAsset(assetId: string): Promise<void> {
  const asset = await call(() => managementClient().asset.get({ assetId }));
  const users = await entriesUsingAsset(assetId);
  if (users.length) {
    const names = users.map((u) => `\u201c${u.label}\u201d (${u.id})`).join(', ');
    throw new StudioContentError(409, 'AssetInUse', `This image is still used by ${names}. Choose another image there first.`, { entries: users });
  }
  if (asset.sys.publishedVersion !== undefined) await call(() => managementClient().asset.unpublish({ assetId }));
  await call(() => managementClient().asset.delete({ assetId }));
}

const pageIdentity = (fields: EntryFields) => ({ slug: String(fields.slug?.[DEFAULT_LOCALE] ?? ''), pageType: String(fields.pageType?.[DEFAULT_LOCALE] ?? '') });

/**
 * A page's slug or type may change only as the studio allows (lib/studio/page-fields.ts): 422 for a slug or type
 * that cannot change or a malformed slug, 409 SlugTaken for a slug another page has.
 */
export async function checkPageChange(id: string, before: EntryFields, after: EntryFields): Promise<void> {
  const was = pageIdentity(before);
  const next = pageIdentity(after);
  if (was.slug === next.slug && was.pageType === next.pageType) return;
  const others =
    was.slug === next.slug
      ? []
      : (await call(() => managementClient().entry.getMany({ query: { content_type: 'page', 'fields.slug': next.slug, limit: 10 } }))).items
          .filter((p) => p.sys.id !== id)
          .map(() => next.slug);
  const problem = pageChangeProblem(was, next, others);
  if (!problem) return;
  if (problem.taken) throw new StudioContentError(409, 'SlugTaken', problem.message, { field: problem.field });
  throw new StudioContentError(422, 'InvalidPageChange', problem.message, { field: problem.field });
}
