// The content store: every entry and asset with its draft and published state, persisted as one JSON
// file (`<dataDir>/store.json`), built from the seed folder when that file does not exist.
//
// Versioning follows Contentful's Management API, so `contentful-management`'s isPublished/isUpdated
// helpers give the right answers:
//   - creating an entity gives `sys.version` 1; every saved draft adds 1;
//   - publishing records `publishedVersion` = the version that was published, then adds 1 to the
//     version (so a just-published entity has version = publishedVersion + 1) and 1 to
//     `publishedCounter` (the delivery API's `sys.revision`);
//   - unpublishing drops the published snapshot and adds 1 to the version.
// Seed entities count as created and published once: version 2, publishedVersion 1, revision 1.
//
// Writes go to a temporary file that is fsynced and renamed over store.json, one at a time in call
// order, so a crash leaves either the old or the new file, never a torn one.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ApiError, badRequest, notFound, validationFailed, versionMismatch } from './errors';
import { defaultLocale } from './localize';
import { buildFromSeed, seedHash } from './seed';
import type { ContentTypeDef, LocalizedFields, Logger, SpaceDef, StoreData, StoredEntity } from './types';
import { isPlainObject, missingRequired } from './validate';

export interface OpenStoreOptions {
  /** Folder of store.json (created when missing). */
  dataDir: string;
  /** The seed folder (demo-data/content/ layout). */
  seedDir: string;
  /** Overrides `<dataDir>/store.json`. */
  file?: string;
  log?: Logger;
  /** Ignore an existing store.json and rebuild it from the seed (it is replaced only if the seed is valid). */
  reseed?: boolean;
  /** Content types from outside the seed folder (the blocks', generated from their schemas), added to it. */
  contentTypes?: readonly ContentTypeDef[];
}

/** Throws 409 VersionMismatch unless `sent` (an X-Contentful-Version header) is the current version. */
export function assertVersion(entity: StoredEntity, sent: string | undefined): void {
  if (sent === undefined || !/^\d+$/.test(sent.trim()) || Number(sent) !== entity.draft.version) {
    throw versionMismatch(entity.draft.version, sent);
  }
}

export class ContentStore {
  private data!: StoreData;
  private entryIndex = new Map<string, StoredEntity>();
  private assetIndex = new Map<string, StoredEntity>();
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    readonly seedDir: string,
    private readonly log: Logger,
    private readonly givenContentTypes: readonly ContentTypeDef[] = [],
  ) {}

  /** Loads store.json, or builds it from the seed (and writes it) when it does not exist. */
  static async open(options: OpenStoreOptions): Promise<ContentStore> {
    const file = path.resolve(options.file ?? path.join(options.dataDir, 'store.json'));
    const store = new ContentStore(file, path.resolve(options.seedDir), options.log ?? (() => {}), options.contentTypes);
    const existing = options.reseed ? undefined : await store.readFile();
    if (existing) {
      store.use(existing);
      await store.warnIfSeedChanged();
    } else {
      await store.reseed();
    }
    return store;
  }

  /** Replaces the whole state with a fresh build of the seed folder (editor changes are lost). */
  async reseed(): Promise<void> {
    const { data, warnings } = await buildFromSeed(this.seedDir, { contentTypes: this.givenContentTypes });
    for (const w of warnings) this.log(`content: warning: ${w}`);
    this.use(data);
    await this.persist();
  }

  // ---- reads ----------------------------------------------------------------------------------

  get space(): SpaceDef {
    return this.data.space;
  }
  /** When the store was built from the seed (content types' createdAt). */
  get builtAt(): string {
    return this.data.builtAt;
  }
  get defaultLocale(): string {
    return defaultLocale(this.data.space.locales);
  }
  get contentTypes(): ContentTypeDef[] {
    return this.data.contentTypes;
  }
  contentType(id: string): ContentTypeDef | undefined {
    return this.data.contentTypes.find((ct) => ct.sys.id === id);
  }
  /** Entries in store order (seed order, then creation order). */
  get entries(): readonly StoredEntity[] {
    return this.data.entries;
  }
  get assets(): readonly StoredEntity[] {
    return this.data.assets;
  }
  entry(id: string): StoredEntity | undefined {
    return this.entryIndex.get(id);
  }
  asset(id: string): StoredEntity | undefined {
    return this.assetIndex.get(id);
  }

  // ---- writes (entries) -----------------------------------------------------------------------

  /**
   * Saves an entry's draft fields (already validated). A new entry needs `contentType`; an existing one
   * needs `version` equal to its current version.
   */
  async saveEntry(
    id: string,
    input: { fields: LocalizedFields; version?: string; contentType?: string },
  ): Promise<{ entity: StoredEntity; created: boolean }> {
    const now = new Date().toISOString();
    const existing = this.entryIndex.get(id);
    if (existing) return { entity: await this.saveDraft(existing, input.fields, input.version), created: false };
    if (!input.contentType || !this.contentType(input.contentType)) {
      throw new ApiError(422, 'ValidationFailed', 'Validation error', {
        errors: [{ name: 'unknown', path: ['sys', 'contentType'], details: `Unknown content type ${JSON.stringify(input.contentType ?? null)}` }],
      });
    }
    const entity: StoredEntity = {
      id,
      type: 'Entry',
      contentType: input.contentType,
      createdAt: now,
      draft: { fields: input.fields, version: 1, updatedAt: now },
      published: null,
      publishedCounter: 0,
    };
    this.data.entries.push(entity);
    this.entryIndex.set(id, entity);
    await this.persist();
    return { entity, created: true };
  }

  /** Publishes the current draft; `version` must be the current version. */
  async publishEntry(id: string, version: string | undefined): Promise<StoredEntity> {
    const entity = this.mustGetEntry(id);
    this.checkVersion(entity, version);
    this.checkPublishable(entity);
    return this.markPublished(entity);
  }

  /**
   * Publishes several entities at once, as a Contentful bulk action does (`POST …/bulk_actions/publish`): every one is
   * checked first (it exists, `version` is its current version, its required fields are filled or its files
   * processed); when any fails, nothing is published and each failure is answered, in the order given. Otherwise all
   * are published in one write: a reader never sees some of them published and others not.
   */
  async publishMany(items: readonly { type: 'Entry' | 'Asset'; id: string; version: number }[]): Promise<{ ok: true; entities: StoredEntity[] } | { ok: false; errors: { index: number; error: ApiError }[] }> {
    const entities: StoredEntity[] = [];
    const errors: { index: number; error: ApiError }[] = [];
    items.forEach((item, index) => {
      try {
        const entity = item.type === 'Entry' ? this.mustGetEntry(item.id) : this.mustGetAsset(item.id);
        this.checkVersion(entity, String(item.version));
        this.checkPublishable(entity);
        entities.push(entity);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        errors.push({ index, error });
      }
    });
    if (errors.length) return { ok: false, errors };
    const now = new Date().toISOString();
    for (const entity of entities) this.applyPublish(entity, now);
    await this.persist();
    return { ok: true, entities };
  }

  /** Unpublishes; `version` is optional (the SDK does not send it) but checked when given. */
  unpublishEntry(id: string, version: string | undefined): Promise<StoredEntity> {
    return this.unpublish(this.mustGetEntry(id), version);
  }

  /** Deletes an unpublished entry (Contentful refuses to delete a published one). */
  deleteEntry(id: string, version: string | undefined): Promise<void> {
    return this.remove(this.mustGetEntry(id), version);
  }

  // ---- writes (assets) ------------------------------------------------------------------------

  /** Creates an asset (new id) or saves its draft fields from `version`, as for entries. */
  async saveAsset(id: string, input: { fields: LocalizedFields; version?: string }): Promise<{ entity: StoredEntity; created: boolean }> {
    const now = new Date().toISOString();
    const existing = this.assetIndex.get(id);
    if (existing) return { entity: await this.saveDraft(existing, input.fields, input.version), created: false };
    const entity: StoredEntity = { id, type: 'Asset', createdAt: now, draft: { fields: input.fields, version: 1, updatedAt: now }, published: null, publishedCounter: 0 };
    this.data.assets.push(entity);
    this.assetIndex.set(id, entity);
    await this.persist();
    return { entity, created: true };
  }

  /** Replaces one locale's file of an asset's draft with its processed form (url, size); a new version, as in Contentful. */
  async setAssetFile(id: string, locale: string, version: string | undefined, file: Record<string, unknown>): Promise<StoredEntity> {
    const entity = this.mustGetAsset(id);
    this.checkVersion(entity, version);
    const fields = structuredClone(entity.draft.fields);
    fields.file = { ...fields.file, [locale]: file };
    entity.draft = { fields, version: entity.draft.version + 1, updatedAt: new Date().toISOString() };
    await this.persist();
    return entity;
  }

  /** Publishes an asset's draft; every file must be processed first (it has a url). */
  async publishAsset(id: string, version: string | undefined): Promise<StoredEntity> {
    const entity = this.mustGetAsset(id);
    this.checkVersion(entity, version);
    this.checkPublishable(entity);
    return this.markPublished(entity);
  }

  /** Throws 422 unless the draft may be published: an entry's required fields filled, an asset's every file processed. */
  private checkPublishable(entity: StoredEntity): void {
    if (entity.type === 'Entry') {
      const ct = this.contentType(entity.contentType ?? '');
      const missing = ct ? missingRequired(entity.draft.fields, ct, this.defaultLocale) : [];
      if (missing.length > 0) throw validationFailed(missing);
      return;
    }
    const files = Object.entries(entity.draft.fields.file ?? {});
    const unprocessed = files.filter(([, f]) => !isPlainObject(f) || typeof f.url !== 'string').map(([locale]) => locale);
    if (!files.length || unprocessed.length) {
      throw validationFailed([{ name: 'required', path: ['fields', 'file', ...unprocessed.slice(0, 1)], details: 'An asset is published once its file is processed.' }]);
    }
  }

  /** Unpublishes an asset (shoppers' pages no longer get it); `version` is checked when given, as for entries. */
  unpublishAsset(id: string, version: string | undefined): Promise<StoredEntity> {
    return this.unpublish(this.mustGetAsset(id), version);
  }

  /** Deletes an unpublished asset (Contentful refuses to delete a published one, as for entries). */
  deleteAsset(id: string, version: string | undefined): Promise<void> {
    return this.remove(this.mustGetAsset(id), version);
  }

  private async unpublish(entity: StoredEntity, version: string | undefined): Promise<StoredEntity> {
    if (version !== undefined) this.checkVersion(entity, version);
    if (!entity.published) throw badRequest(`${entity.type} ${entity.id} is not published`);
    entity.published = null;
    entity.draft.version += 1;
    entity.draft.updatedAt = new Date().toISOString();
    await this.persist();
    return entity;
  }

  private async remove(entity: StoredEntity, version: string | undefined): Promise<void> {
    if (version !== undefined) this.checkVersion(entity, version);
    if (entity.published) throw badRequest(`${entity.type} ${entity.id} is published; unpublish it first`);
    const [list, index] = entity.type === 'Entry' ? [this.data.entries, this.entryIndex] : [this.data.assets, this.assetIndex];
    list.splice(list.indexOf(entity), 1);
    index.delete(entity.id);
    await this.persist();
  }

  /** Saves an existing entity's draft from `version` (a new version). */
  private async saveDraft(entity: StoredEntity, fields: LocalizedFields, version: string | undefined): Promise<StoredEntity> {
    this.checkVersion(entity, version);
    entity.draft = { fields, version: entity.draft.version + 1, updatedAt: new Date().toISOString() };
    await this.persist();
    return entity;
  }

  /** Publishes the draft as it is (the version check and content checks are done). */
  private async markPublished(entity: StoredEntity): Promise<StoredEntity> {
    this.applyPublish(entity, new Date().toISOString());
    await this.persist();
    return entity;
  }

  /** The draft becomes the published snapshot (in memory; the caller persists). */
  private applyPublish(entity: StoredEntity, now: string): void {
    entity.published = { fields: structuredClone(entity.draft.fields), publishedVersion: entity.draft.version, publishedAt: now };
    entity.firstPublishedAt ??= now;
    entity.publishedCounter += 1;
    entity.draft.version += 1;
    entity.draft.updatedAt = now;
  }

  private mustGetAsset(id: string): StoredEntity {
    const entity = this.assetIndex.get(id);
    if (!entity) throw notFound('Asset', id);
    return entity;
  }

  /** Resolves once every write started so far is on disk. */
  flush(): Promise<void> {
    return this.writes;
  }

  // ---- internals ------------------------------------------------------------------------------

  private mustGetEntry(id: string): StoredEntity {
    const entity = this.entryIndex.get(id);
    if (!entity) throw notFound('Entry', id);
    return entity;
  }

  private checkVersion(entity: StoredEntity, sent: string | undefined) {
    assertVersion(entity, sent);
  }

  private use(data: StoreData) {
    this.data = data;
    this.entryIndex = new Map(data.entries.map((e) => [e.id, e]));
    this.assetIndex = new Map(data.assets.map((a) => [a.id, a]));
  }

  private async readFile(): Promise<StoreData | undefined> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
    let data: StoreData;
    try {
      data = JSON.parse(text);
    } catch (err) {
      throw new Error(`${this.file} is not valid JSON (${(err as Error).message}); fix it or reseed`);
    }
    if (data?.format !== 1 || !Array.isArray(data.entries) || !Array.isArray(data.assets)) {
      throw new Error(`${this.file} is not a content store (format 1); reseed to rebuild it`);
    }
    return data;
  }

  private async warnIfSeedChanged() {
    try {
      if ((await seedHash(this.seedDir, this.givenContentTypes)) !== this.data.seedHash) {
        this.log(
          `content: the seed in ${this.seedDir} changed since ${this.file} was built; ` +
            'run `node --import tsx scripts/content.ts reseed` to load it (this drops editor changes)',
        );
      }
    } catch {
      // No readable seed: the store file is all there is, which is fine.
    }
  }

  /** Queues an atomic write of the current state; resolves when that write is on disk. */
  private persist(): Promise<void> {
    const json = JSON.stringify(this.data, null, 1);
    const write = this.writes.then(() => this.writeAtomically(json));
    this.writes = write.catch(() => {}); // a failed write must not block the next one
    return write;
  }

  private async writeAtomically(json: string) {
    await mkdir(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
    try {
      const handle = await open(tmp, 'w');
      try {
        await handle.writeFile(json);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, this.file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw new Error(`could not save ${this.file}: ${(err as Error).message}`);
    }
  }
}
