// @vitest-environment node
// Publishing a page from the studio in one step, its history and restoring a version (issue 33), through the real
// `contentful-management` client against the embedded content server (configured as for Contentful itself) and a
// migrated PostgreSQL: only changed entries are published, children first and the page last, in one bulk action
// with one webhook per published entry; a version someone saved since is refused naming the entry, with nothing
// published; every publish is a version with who, when and every entry's fields; a version restores as a draft.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'contentful';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, testSeed, TEST_SPACE, TEST_TOKENS, writeSeed, type Loose, type TestContext } from '@/embedded/content-server/testing';
import { databasesUnderTest, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';
import { foundationSeedSteps } from '@/demo-data/seed';
import { DEMO_EDITOR, editorSeedStep } from '@/demo-data/editor/seed';
import { statusWords } from '@/lib/studio/history';
import { listPageVersions, loadPageVersion, pagePublishing } from '@/commerce/studio/page-versions';
import { bulkPublish, BulkPublishError, loadEntry, loadPageChanges, loadStudioPage, saveEntry, StudioContentError } from './content';
import { compareVersionWithDraft, publishPage, restoreVersion, unpublishPage } from './publish';

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

/** A sale page: a promo strip, and segment blocks holding another promo strip (a child of a child). */
const seed = {
  ...testSeed,
  contentTypes: [
    {
      sys: { id: 'page' },
      name: 'Page',
      displayField: 'slug',
      fields: [
        { id: 'slug', name: 'slug', type: 'Symbol', localized: false, required: true },
        { id: 'title', name: 'title', type: 'Symbol', localized: true, required: true },
        { id: 'pageType', name: 'pageType', type: 'Symbol', localized: false, required: true },
        { id: 'blocks', name: 'blocks', type: 'Array', localized: false, required: false, items: { type: 'Link', linkType: 'Entry' } },
      ],
    },
    {
      sys: { id: 'promoStrip' },
      name: 'Promo strip',
      displayField: 'text',
      fields: [
        { id: 'text', name: 'text', type: 'Symbol', localized: true, required: true },
        { id: 'href', name: 'href', type: 'Symbol', localized: false, required: false },
      ],
    },
    {
      sys: { id: 'segmentBlocks' },
      name: 'Segment blocks',
      displayField: 'title',
      fields: [
        { id: 'title', name: 'title', type: 'Symbol', localized: false, required: false },
        { id: 'userSegments', name: 'userSegments', type: 'Array', localized: false, required: true, items: { type: 'Symbol' } },
        { id: 'blocks', name: 'blocks', type: 'Array', localized: false, required: true, items: { type: 'Link', linkType: 'Entry' } },
      ],
    },
  ],
  entries: {
    'pages.json': [
      { sys: { id: 'page-sale', contentType: 'page' }, fields: { slug: { 'en-SG': 'sale' }, title: { 'en-SG': 'Sale' }, pageType: { 'en-SG': 'landing' }, blocks: { 'en-SG': [link('promo-a'), link('seg-1')] } } },
    ],
    'blocks.json': [
      { sys: { id: 'promo-a', contentType: 'promoStrip' }, fields: { text: { 'en-SG': 'Free shipping' } } },
      { sys: { id: 'seg-1', contentType: 'segmentBlocks' }, fields: { title: { 'en-SG': 'Welcome' }, userSegments: { 'en-SG': ['new-visitors'] }, blocks: { 'en-SG': [link('promo-inner')] } } },
      { sys: { id: 'promo-inner', contentType: 'promoStrip' }, fields: { text: { 'en-SG': 'Hello, first-timer' } } },
    ],
  },
  assets: [],
} as unknown as typeof testSeed;

describe.each(databasesUnderTest())('publishing a page from the studio, with its history, on $name PostgreSQL', ({ url }) => {
  let db: MigratedTestDatabase;
  let ctx: TestContext;
  let seedDir: string;
  let receiver: Server;
  let webhooks: string[];
  let editor: { accountId: string };
  const saved = { ...process.env };

  const delivery = () => createClient({ space: TEST_SPACE, accessToken: TEST_TOKENS.delivery, host: ctx.host, insecure: true, retryOnError: false });
  const liveText = async (id: string) => ((await delivery().getEntry(id)) as Loose).fields.text;
  /** The versions an editor who just loaded the page holds. */
  const held = async () => {
    const loaded = (await loadStudioPage('page-sale'))!;
    return Object.fromEntries([loaded.page, ...loaded.blocks, ...loaded.linked].map((e) => [e.id, e.version]));
  };
  const edit = async (id: string, fields: Record<string, Record<string, unknown>>) => {
    const entry = await loadEntry(id);
    return saveEntry(id, entry.version, { ...entry.fields, ...fields });
  };

  beforeAll(async () => {
    db = await migratedTestDatabase(url, { seed: [...foundationSeedSteps, editorSeedStep] });
    const { rows } = await db.pool.query<{ id: string }>('SELECT id::text FROM accounts WHERE email = $1', [DEMO_EDITOR.email]);
    editor = { accountId: rows[0].id };
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        webhooks.push(`${String(req.headers['x-contentful-topic']).replace('ContentManagement.', '')} ${JSON.parse(Buffer.concat(chunks).toString('utf8')).sys.id}`);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    seedDir = await mkdtemp(path.join(tmpdir(), 'atelier-publish-seed-'));
    await writeSeed(seedDir, seed);
    ctx = await startTestServer({ seedDir, webhook: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate` } });
    process.env.CONTENTFUL_MANAGEMENT_TOKEN = TEST_TOKENS.management;
    process.env.CONTENTFUL_SPACE_ID = TEST_SPACE;
    process.env.CONTENTFUL_MANAGEMENT_HOST = ctx.host;
    process.env.DATABASE_URL = db.url;
  });
  afterAll(async () => {
    process.env = saved;
    await ctx?.cleanup();
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
    await rm(seedDir, { recursive: true, force: true });
    await db?.close();
  });
  beforeEach(async () => {
    webhooks = [];
  });

  it('publishes only what changed, children before the entries linking to them and the page last, and records it as version 1', async () => {
    const before = { a: await loadEntry('promo-a'), seg: await loadEntry('seg-1') };
    await edit('promo-inner', { text: { 'en-SG': 'Hello again' } });
    await edit('seg-1', { title: { 'en-SG': 'Welcome, new visitors' } });
    await edit('page-sale', { title: { 'en-SG': 'Big sale' } });

    const result = await publishPage('page-sale', await held(), editor);
    // The inner block before its segment blocks, the page last; the unchanged promo strip is not republished.
    expect(result?.published).toEqual(['promo-inner', 'seg-1', 'page-sale']);
    expect(webhooks.sort()).toEqual(['Entry.publish page-sale', 'Entry.publish promo-inner', 'Entry.publish seg-1']);
    expect(await loadEntry('promo-a')).toMatchObject({ version: before.a.version, publishedVersion: before.a.publishedVersion });
    expect(result?.entries.map((e) => [e.id, e.status])).toEqual([
      ['page-sale', 'published'],
      ['promo-a', 'published'],
      ['promo-inner', 'published'],
      ['seg-1', 'published'],
    ]);
    expect(await liveText('promo-inner')).toBe('Hello again');

    expect(result?.version).toMatchObject({ version: 1, publishedBy: DEMO_EDITOR.email, publishedCount: 3, entryCount: 3, pagePublishedVersion: result?.entries[0].publishedVersion });
    const version = await loadPageVersion(db.pool, 'page-sale', 1);
    expect(version?.page.fields.title).toEqual({ 'en-SG': 'Big sale' });
    // Every entry of the page as shoppers now get it, the unchanged one too, children first.
    expect(version?.entries.map((e) => [e.id, e.fields.text?.['en-SG'] ?? e.fields.title?.['en-SG']])).toEqual([
      ['promo-a', 'Free shipping'],
      ['promo-inner', 'Hello again'],
      ['seg-1', 'Welcome, new visitors'],
    ]);
    expect(version?.publishedEntries).toEqual(['promo-inner', 'seg-1', 'page-sale']);
    expect(Math.abs(Date.parse(version!.publishedAt) - Date.now())).toBeLessThan(60_000);
    expect(statusWords({ publishedVersion: result!.entries[0].publishedVersion, changed: false }, result!.publishing)).toMatch(/^Published on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC by editor@atelier\.example$/);
  });

  it('publishes nothing and records no version when nothing changed', async () => {
    const result = await publishPage('page-sale', await held(), editor);
    expect(result?.published).toEqual([]);
    expect(result?.version).toBeUndefined();
    expect(webhooks).toEqual([]);
    expect((await listPageVersions(db.pool, 'page-sale')).map((v) => v.version)).toEqual([1]);
  });

  it('refuses a version someone saved since with 409 naming the entry, and publishes none of the page', async () => {
    await edit('page-sale', { title: { 'en-SG': 'Bigger sale' } });
    await edit('promo-a', { text: { 'en-SG': 'Free shipping today' } });
    const mine = await held();
    await edit('promo-a', { text: { 'en-SG': 'Someone else\u2019s text' } });
    const refused = await publishPage('page-sale', mine, editor).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StudioContentError);
    expect(refused).toMatchObject({ status: 409, code: 'VersionMismatch', details: { entryId: 'promo-a', entry: 'Promo strip: Someone else\u2019s text' } });
    expect((refused as Error).message).toContain('Someone else saved \u201cPromo strip: Someone else\u2019s text\u201d since you opened it');
    expect(webhooks).toEqual([]);
    expect(await liveText('promo-a')).toBe('Free shipping');
    expect(((await delivery().getEntry('page-sale')) as Loose).fields.title).toBe('Big sale');
    expect((await listPageVersions(db.pool, 'page-sale')).map((v) => v.version)).toEqual([1]);
  });

  it('refuses a bulk action with a stale version as a whole: the content source publishes none of it and names the entry', async () => {
    const page = await loadEntry('page-sale');
    const promo = await loadEntry('promo-a');
    const failure = await bulkPublish([
      { id: 'promo-a', version: promo.version },
      { id: 'page-sale', version: page.version - 1 },
    ]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BulkPublishError);
    expect(failure).toMatchObject({ status: 409, failures: [{ id: 'page-sale', code: 'VersionMismatch' }] });
    expect(await liveText('promo-a')).toBe('Free shipping');
    expect(webhooks).toEqual([]);
  });

  it('runs the publish check on the server: a block breaking its schema is a 422 naming it, and nothing is published', async () => {
    await edit('promo-a', { href: { 'en-SG': 'javascript:alert(1)' } });
    const refused = await publishPage('page-sale', await held(), editor).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, code: 'PublishCheckFailed', details: { problems: [{ entryId: 'promo-a', entry: 'Promo strip: Someone else\u2019s text', field: 'href' }] } });
    expect((refused as Error).message).toMatch(/^The page cannot be published until this problem is fixed: Promo strip: Someone else\u2019s text/);
    expect(webhooks).toEqual([]);
    const promo = await loadEntry('promo-a');
    await saveEntry('promo-a', promo.version, { text: promo.fields.text });
  });

  it('restores a version as a new draft with the version check, publishing nothing; the comparison then shows no difference with it', async () => {
    const second = await publishPage('page-sale', await held(), editor);
    expect(second?.version?.version).toBe(2);
    expect(await liveText('promo-a')).toBe('Someone else\u2019s text');
    webhooks = [];

    // A stale editor is refused before anything is written.
    const stale = { ...(await held()), 'promo-a': 1 };
    await expect(restoreVersion('page-sale', 1, stale)).rejects.toMatchObject({ status: 409, details: { entryId: 'promo-a' } });
    expect((await loadEntry('promo-a')).fields.text).toEqual({ 'en-SG': 'Someone else\u2019s text' });

    const compared = await compareVersionWithDraft('page-sale', 1);
    const promoChange = compared?.changes.blocks.find((b) => b.id === 'promo-a');
    expect(promoChange?.fields).toEqual([{ field: 'text', locale: 'en-SG', change: 'changed', published: 'Free shipping', draft: 'Someone else\u2019s text' }]);
    expect(compared?.version).toMatchObject({ version: 1, publishedBy: DEMO_EDITOR.email });

    const restored = await restoreVersion('page-sale', 1, await held());
    // The page and the one block that differ get new drafts; the others already are version 1's.
    expect(restored?.restored.sort()).toEqual(['page-sale', 'promo-a']);
    expect(restored?.page.fields.title).toEqual({ 'en-SG': 'Big sale' });
    expect(restored?.blocks.find((b) => b.id === 'promo-a')?.fields.text).toEqual({ 'en-SG': 'Free shipping' });
    // Nothing was published: shoppers still get version 2, and "Changes since publish" shows the difference.
    expect(await liveText('promo-a')).toBe('Someone else\u2019s text');
    expect(webhooks).toEqual([]);
    const changes = await loadPageChanges('page-sale');
    expect(changes?.changes.blocks.find((b) => b.id === 'promo-a')?.fields).toEqual([{ field: 'text', locale: 'en-SG', change: 'changed', published: 'Someone else\u2019s text', draft: 'Free shipping' }]);
    expect(changes?.changes.page.fields.map((f) => [f.field, f.published, f.draft])).toEqual([['title', 'Bigger sale', 'Big sale']]);
    expect((await compareVersionWithDraft('page-sale', 1))?.changes.changed).toBe(false);

    await expect(restoreVersion('page-sale', 9, await held())).rejects.toMatchObject({ status: 404, code: 'VersionNotFound' });
    await expect(compareVersionWithDraft('page-sale', 9)).rejects.toMatchObject({ status: 404 });
    await expect(restoreVersion('no-such-page', 1, { 'no-such-page': 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('records an unpublish: the status reads "Unpublished on … by …", and the history keeps its versions', async () => {
    const done = await unpublishPage('page-sale', editor);
    expect(done?.page.publishedVersion).toBeNull();
    expect(webhooks).toEqual(['Entry.unpublish page-sale']);
    expect(statusWords({ publishedVersion: null, changed: false }, done!.publishing)).toMatch(/^Unpublished on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC by editor@atelier\.example$/);
    expect(statusWords({ publishedVersion: null, changed: false }, await pagePublishing(db.pool, 'page-sale'), 'Asia/Bangkok')).toMatch(/^Unpublished on .* GMT\+7 by /);
    await expect(unpublishPage('page-sale', editor)).rejects.toMatchObject({ status: 400, code: 'NotPublished' });
    expect(await unpublishPage('promo-a', editor)).toBeUndefined();
    expect((await listPageVersions(db.pool, 'page-sale')).map((v) => v.version)).toEqual([2, 1]);
  });
});
