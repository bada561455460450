// @vitest-environment node
// The Management API subset through the real `contentful-management` SDK, webhooks and persistence.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'contentful';
import { createClient as createManagementClient, isDraft, isPublished, isUpdated } from 'contentful-management';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, TEST_SPACE, TEST_TOKENS, type TestContext, type Loose } from './testing';

let ctx: TestContext;

/** The plain client (contentful-management 12's default; the nested one is deprecated). */
const management = (accessToken = TEST_TOKENS.management) =>
  createManagementClient(
    { accessToken, host: ctx.host, insecure: true, retryOnError: false },
    { type: 'plain', defaults: { spaceId: TEST_SPACE, environmentId: 'master' } },
  );
const delivery = (accessToken = TEST_TOKENS.delivery) =>
  createClient({ space: TEST_SPACE, accessToken, host: ctx.host, insecure: true, retryOnError: false });

/** Sets one locale value of a field on a plain entry (as an editor would). */
const edit = <T extends { fields: Record<string, Loose> }>(entry: T, field: string, value: unknown, locale = 'en-SG'): T => ({
  ...entry,
  fields: { ...entry.fields, [field]: { ...entry.fields[field], [locale]: value } },
});

beforeEach(async () => {
  ctx = await startTestServer();
});
afterEach(() => ctx?.cleanup());

describe('editing through contentful-management', () => {
  it('gets an entry, updates a field, publishes, and the delivery SDK sees the change', async () => {
    const cma = management();
    const entry = await cma.entry.get({ entryId: 'hero-home' });
    expect(entry.sys).toMatchObject({ id: 'hero-home', version: 2, publishedVersion: 1, contentType: { sys: { id: 'heroBanner' } } });
    expect(entry.fields.heading).toEqual({ 'en-SG': 'Find your signature look', 'th-TH': 'ค้นหาลุคของคุณ' });
    expect(isPublished(entry)).toBe(true);
    expect(isUpdated(entry)).toBe(false);

    const updated = await cma.entry.update({ entryId: 'hero-home' }, edit(entry, 'heading', 'Glow all season'));
    expect(updated.sys.version).toBe(3);
    expect(isUpdated(updated)).toBe(true);
    // Saved but not published: delivery still serves the published text.
    expect(((await delivery().getEntry('hero-home')) as Loose).fields.heading).toBe('Find your signature look');

    const published = await cma.entry.publish({ entryId: 'hero-home' }, updated);
    expect(published.sys).toMatchObject({ version: 4, publishedVersion: 3, publishedCounter: 2 });
    expect(isUpdated(published)).toBe(false);
    const seen = (await delivery().getEntry('hero-home')) as Loose;
    expect(seen.fields.heading).toBe('Glow all season');
    expect(seen.sys.revision).toBe(2);

    const unpublished = await cma.entry.unpublish({ entryId: 'hero-home' });
    expect(isDraft(unpublished)).toBe(true);
    await expect(delivery().getEntry('hero-home')).rejects.toMatchObject({ sys: { id: 'NotFound' } });
  });

  it('creates entries, with and without an id, and lists them', async () => {
    const cma = management();
    const withId = await cma.entry.createWithId({ entryId: 'promo-summer', contentTypeId: 'promoStrip' }, { fields: { text: { 'en-SG': 'Summer' } } });
    expect(withId.sys).toMatchObject({ id: 'promo-summer', version: 1 });
    expect(isDraft(withId)).toBe(true);
    const generated = await cma.entry.create({ contentTypeId: 'promoStrip' }, { fields: { text: { 'en-SG': 'Winter' } } });
    expect(generated.sys.id).toMatch(/^[A-Za-z0-9]{22}$/);
    await cma.entry.publish({ entryId: generated.sys.id }, generated);
    expect(((await delivery().getEntry(generated.sys.id)) as Loose).fields.text).toBe('Winter');
    const list = await cma.entry.getMany({ query: { content_type: 'promoStrip', order: 'sys.id' } });
    expect(list.items.map((e) => e.sys.id)).toContain('promo-summer');
  });

  it('deletes only unpublished entries', async () => {
    const cma = management();
    await expect(cma.entry.delete({ entryId: 'promo-2' })).rejects.toMatchObject({ name: 'BadRequest' });
    await cma.entry.unpublish({ entryId: 'promo-2' });
    await cma.entry.delete({ entryId: 'promo-2' });
    await expect(cma.entry.get({ entryId: 'promo-2' })).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('answers a stale version with 409 VersionMismatch', async () => {
    const cma = management();
    const stale = await cma.entry.get({ entryId: 'promo-1' });
    await cma.entry.update({ entryId: 'promo-1' }, edit(stale, 'text', 'First edit'));
    await expect(cma.entry.update({ entryId: 'promo-1' }, edit(stale, 'text', 'Second edit'))).rejects.toMatchObject({ name: 'VersionMismatch' });
    await expect(cma.entry.publish({ entryId: 'promo-1' }, stale)).rejects.toMatchObject({ name: 'VersionMismatch' });
    const res = await fetch(`${ctx.server.url}/spaces/${TEST_SPACE}/environments/master/entries/promo-1`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${TEST_TOKENS.management}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: {} }),
    });
    expect(res.status).toBe(409); // no X-Contentful-Version at all
  });

  it('answers an unknown field, unknown locale or wrong type with 422 ValidationFailed', async () => {
    const cma = management();
    const entry = await cma.entry.get({ entryId: 'promo-1' });
    const error = await cma.entry.update({ entryId: 'promo-1' }, edit(entry, 'nope', 'x')).catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'ValidationFailed' });
    expect(JSON.parse((error as Error).message).details.errors[0]).toMatchObject({ name: 'unknown', path: ['fields', 'nope'] });
    await expect(cma.entry.update({ entryId: 'promo-1' }, edit(entry, 'text', 'x', 'xx-XX'))).rejects.toMatchObject({ name: 'ValidationFailed' });
    await expect(cma.entry.update({ entryId: 'promo-1' }, edit(entry, 'rank', 'two'))).rejects.toMatchObject({ name: 'ValidationFailed' });
    // Nothing was saved by the rejected writes.
    expect((await cma.entry.get({ entryId: 'promo-1' })).sys.version).toBe(2);
    // Required fields are checked on publish, as in Contentful.
    const empty = await cma.entry.createWithId({ entryId: 'promo-empty', contentTypeId: 'promoStrip' }, { fields: {} });
    await expect(cma.entry.publish({ entryId: 'promo-empty' }, empty)).rejects.toMatchObject({ name: 'ValidationFailed' });
    await expect(cma.entry.createWithId({ entryId: 'x-1', contentTypeId: 'nope' }, { fields: {} })).rejects.toMatchObject({
      name: 'ValidationFailed',
    });
  });

  it('rejects a wrong token with 401, and delivery tokens cannot write', async () => {
    await expect(management('wrong').entry.get({ entryId: 'promo-1' })).rejects.toMatchObject({ name: 'AccessTokenInvalid' });
    for (const token of [TEST_TOKENS.delivery, TEST_TOKENS.preview, 'wrong']) {
      const res = await fetch(`${ctx.server.url}/spaces/${TEST_SPACE}/environments/master/entries/promo-1/published`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'X-Contentful-Version': '2' },
      });
      expect(res.status).toBe(401);
    }
  });

  it('serves the space and environment the nested (legacy) client starts from', async () => {
    const headers = { Authorization: `Bearer ${TEST_TOKENS.management}` };
    const space = await (await fetch(`${ctx.server.url}/spaces/${TEST_SPACE}`, { headers })).json();
    expect(space.sys).toMatchObject({ type: 'Space', id: TEST_SPACE });
    const env = await (await fetch(`${ctx.server.url}/spaces/${TEST_SPACE}/environments/master`, { headers })).json();
    expect(env.sys).toMatchObject({ type: 'Environment', id: 'master', space: { sys: { id: TEST_SPACE } } });
    expect((await fetch(`${ctx.server.url}/spaces/${TEST_SPACE}/environments/staging`, { headers })).status).toBe(404);
  });
});

describe('published entries and assets through contentful-management', () => {
  it('reads the published state beside the draft (`public/entries`, entry.getPublished), as Contentful does', async () => {
    const cma = management();
    const hero = await cma.entry.get({ entryId: 'hero-home' });
    await cma.entry.update({ entryId: 'hero-home' }, edit(hero, 'heading', 'Draft heading'));
    await cma.entry.createWithId({ entryId: 'promo-new', contentTypeId: 'promoStrip' }, { fields: { text: { 'en-SG': 'Never published' } } });
    const published = await cma.entry.getPublished({ query: { 'sys.id[in]': 'hero-home,promo-new,promo-1' } });
    expect(published.items.map((e) => [e.sys.id, e.fields.heading?.['en-SG'] ?? e.fields.text?.['en-SG']]).sort()).toEqual([
      ['hero-home', 'Find your signature look'],
      ['promo-1', 'Free shipping'],
    ]);
    expect(published.items.find((e) => e.sys.id === 'hero-home')?.fields.heading).toEqual({ 'en-SG': 'Find your signature look', 'th-TH': 'ค้นหาลุคของคุณ' });
    expect((await cma.entry.get({ entryId: 'hero-home' })).fields.heading['en-SG']).toBe('Draft heading');
    expect((await cma.asset.getPublished({ query: {} })).items.map((a) => a.sys.id)).toEqual(['hero-image']);
  });

  /** A client that also sends uploads here (Contentful's upload host is another one). */
  const uploading = () =>
    createManagementClient(
      { accessToken: TEST_TOKENS.management, host: ctx.host, hostUpload: ctx.host, insecure: true, retryOnError: false },
      { type: 'plain', defaults: { spaceId: TEST_SPACE, environmentId: 'master' } },
    );
  // A 3×2 PNG: signature, IHDR (width 3, height 2), an empty IDAT and IEND are enough for its size.
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009d74666a0000000049444154ae426082', 'hex');

  it('unpublishes an asset, refuses to delete it while published, then deletes it and its file', async () => {
    const cma = uploading();
    const created = await cma.asset.createFromFiles(
      {},
      { fields: { title: { 'en-SG': 'Swatch' }, description: {}, file: { 'en-SG': { contentType: 'image/png', fileName: 'swatch.png', file: png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer } } } },
    );
    const processed = await cma.asset.processForAllLocales({}, created, { processingCheckWait: 50, processingCheckRetries: 5 });
    const published = await cma.asset.publish({ assetId: processed.sys.id }, processed);
    expect(isPublished(published)).toBe(true);
    const fileUrl = `${ctx.server.url}/files/${published.sys.id}/swatch.png`;
    expect((await fetch(fileUrl)).status).toBe(200);
    expect(((await delivery().getAsset(published.sys.id)) as Loose).fields.title).toBe('Swatch');

    // Contentful refuses to delete a published asset.
    await expect(cma.asset.delete({ assetId: published.sys.id })).rejects.toMatchObject({ name: 'BadRequest' });
    const unpublished = await cma.asset.unpublish({ assetId: published.sys.id });
    expect(unpublished.sys).toMatchObject({ version: published.sys.version + 1 });
    expect(isDraft(unpublished)).toBe(true);
    await expect(delivery().getAsset(published.sys.id)).rejects.toMatchObject({ name: 'NotFound' });
    await expect(cma.asset.unpublish({ assetId: published.sys.id })).rejects.toMatchObject({ name: 'BadRequest' });

    await cma.asset.delete({ assetId: published.sys.id });
    await expect(cma.asset.get({ assetId: published.sys.id })).rejects.toMatchObject({ name: 'NotFound' });
    expect((await fetch(fileUrl)).status).toBe(404);
    await expect(cma.asset.delete({ assetId: published.sys.id })).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('unpublishes a seeded asset and still refuses to archive one', async () => {
    const cma = management();
    await cma.asset.unpublish({ assetId: 'hero-image' });
    expect((await cma.asset.getPublished({ query: {} })).items).toEqual([]);
    await expect(cma.asset.archive({ assetId: 'hero-image' })).rejects.toMatchObject({ name: 'MethodNotAllowed' });
  });
});

describe('webhooks', () => {
  let receiver: Server;
  let received: { headers: IncomingHttpHeaders; body: Loose }[];
  let receiverUrl: string;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  beforeEach(() => {
    received = [];
  });

  it('posts a Contentful-style webhook on publish and unpublish, configured from the environment', async () => {
    process.env.CONTENT_WEBHOOK_URL = receiverUrl;
    process.env.CONTENT_WEBHOOK_SECRET = 's3cret';
    try {
      await ctx.restart({ webhook: undefined }); // read CONTENT_WEBHOOK_* like `serve` does
    } finally {
      delete process.env.CONTENT_WEBHOOK_URL;
      delete process.env.CONTENT_WEBHOOK_SECRET;
    }
    const cma = management();
    const entry = await cma.entry.get({ entryId: 'promo-1' });
    const saved = await cma.entry.update({ entryId: 'promo-1' }, edit(entry, 'text', 'Published text'));
    const published = await cma.entry.publish({ entryId: 'promo-1' }, saved);

    expect(received).toHaveLength(1); // delivered before the publish call returned
    expect(received[0].headers).toMatchObject({
      'x-contentful-topic': 'ContentManagement.Entry.publish',
      'x-contentful-webhook-secret': 's3cret',
      'content-type': 'application/vnd.contentful.management.v1+json',
    });
    expect(received[0].body.sys).toMatchObject({
      id: 'promo-1',
      type: 'Entry',
      version: published.sys.version,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'promoStrip' } },
    });
    expect(received[0].body.fields.text).toEqual({ 'en-SG': 'Published text' });

    await cma.entry.unpublish({ entryId: 'promo-1' });
    expect(received[1].headers['x-contentful-topic']).toBe('ContentManagement.Entry.unpublish');
    expect(received[1].body.sys).toMatchObject({ id: 'promo-1', type: 'DeletedEntry', contentType: { sys: { id: 'promoStrip' } } });
  });

  it('sends no secret header without a secret, and a failing webhook does not fail the publish', async () => {
    await ctx.restart({ webhook: { url: receiverUrl } });
    const promo1 = await management().entry.get({ entryId: 'promo-1' });
    await management().entry.publish({ entryId: 'promo-1' }, promo1);
    expect(received[0].headers['x-contentful-webhook-secret']).toBeUndefined();

    await ctx.restart({ webhook: { url: 'http://127.0.0.1:9/unreachable', secret: 'x' } });
    const promo2 = await management().entry.get({ entryId: 'promo-2' });
    await expect(management().entry.publish({ entryId: 'promo-2' }, promo2)).resolves.toMatchObject({ sys: { publishedVersion: 2 } });
    expect(ctx.logs.filter((l) => l.includes('webhook Entry.publish')).length).toBe(1);
  });
});

describe('bulk actions through contentful-management (Contentful\u2019s Bulk Actions API, publish)', () => {
  const versioned = (entity: { sys: { id: string; version: number; type: string } }) => ({ sys: { type: 'Link' as const, linkType: entity.sys.type as 'Entry' | 'Asset', id: entity.sys.id, version: entity.sys.version } });
  const payload = (...items: ReturnType<typeof versioned>[]) => ({ entities: { sys: { type: 'Array' as const }, items } });
  const SPACE = { spaceId: TEST_SPACE, environmentId: 'master' };

  it('publishes several entries of their versions in one action, read back by id as succeeded', async () => {
    const cma = management();
    const promo = await cma.entry.update({ entryId: 'promo-1' }, edit(await cma.entry.get({ entryId: 'promo-1' }), 'text', 'Bulk text'));
    const hero = await cma.entry.update({ entryId: 'hero-home' }, edit(await cma.entry.get({ entryId: 'hero-home' }), 'heading', 'Bulk heading'));
    const action = await cma.bulkAction.publish(SPACE, payload(versioned(promo), versioned(hero)));
    expect(action.sys).toMatchObject({ type: 'BulkAction', status: 'succeeded', space: { sys: { id: TEST_SPACE } }, environment: { sys: { id: 'master' } } });
    expect(action.action).toBe('publish');
    expect((await cma.bulkAction.get({ ...SPACE, bulkActionId: action.sys.id })).sys.status).toBe('succeeded');
    expect(((await delivery().getEntry('promo-1')) as Loose).fields.text).toBe('Bulk text');
    expect(((await delivery().getEntry('hero-home')) as Loose).fields.heading).toBe('Bulk heading');
    // As after one publish each: the version published, one on.
    expect((await cma.entry.get({ entryId: 'promo-1' })).sys).toMatchObject({ version: promo.sys.version + 1, publishedVersion: promo.sys.version });
    await expect(cma.bulkAction.get({ ...SPACE, bulkActionId: 'no-such-action' })).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('publishes none when one entity has an old version or a required field empty, and names each failing one', async () => {
    const cma = management();
    const stale = await cma.entry.get({ entryId: 'promo-1' });
    const promo = await cma.entry.update({ entryId: 'promo-1' }, edit(stale, 'text', 'Not to be seen'));
    const empty = await cma.entry.createWithId({ entryId: 'promo-empty', contentTypeId: 'promoStrip' }, { fields: {} });
    const hero = await cma.entry.update({ entryId: 'hero-home' }, edit(await cma.entry.get({ entryId: 'hero-home' }), 'heading', 'Not this either'));
    const action = await cma.bulkAction.publish(SPACE, payload(versioned(hero), versioned(stale), versioned(empty)));
    expect(action.sys.status).toBe('failed');
    expect(action.error?.sys.id).toBe('BulkActionFailed');
    expect(action.error?.details?.errors.map((e: Loose) => [e.entity.sys.id, e.error.sys.id])).toEqual([
      ['promo-1', 'VersionMismatch'],
      ['promo-empty', 'ValidationFailed'],
    ]);
    // Nothing of it was published, the valid entry neither.
    expect(((await delivery().getEntry('hero-home')) as Loose).fields.heading).toBe('Find your signature look');
    expect(((await delivery().getEntry('promo-1')) as Loose).fields.text).toBe('Free shipping');
    expect((await cma.entry.get({ entryId: 'promo-1' })).sys.version).toBe(promo.sys.version);
  });

  it('refuses a malformed action at once: no items, a duplicate, a missing version (422), no entities (400)', async () => {
    const cma = management();
    const promo = await cma.entry.get({ entryId: 'promo-1' });
    await expect(cma.bulkAction.publish(SPACE, payload())).rejects.toMatchObject({ name: 'ValidationFailed' });
    await expect(cma.bulkAction.publish(SPACE, payload(versioned(promo), versioned(promo)))).rejects.toMatchObject({ name: 'ValidationFailed' });
    await expect(cma.bulkAction.publish(SPACE, payload({ sys: { ...versioned(promo).sys, version: undefined as unknown as number } }))).rejects.toMatchObject({ name: 'ValidationFailed' });
    await expect(cma.bulkAction.publish(SPACE, {} as Loose)).rejects.toMatchObject({ name: 'BadRequest' });
  });

  it('sends one publish webhook per entity, all answered before the action answers', async () => {
    const received: string[] = [];
    const actionIds = new Set<string>();
    let open = 0;
    let most = 0;
    const receiver = createServer((req, res) => {
      open += 1;
      most = Math.max(most, open);
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      // A slow receiver: sent one after another, three would take 300 ms.
      req.on('end', () =>
        setTimeout(() => {
          received.push(`${req.headers['x-contentful-topic']} ${JSON.parse(Buffer.concat(chunks).toString('utf8')).sys.id}`);
          actionIds.add(String(req.headers['x-contentful-bulk-action-id']));
          open -= 1;
          res.writeHead(200).end('{}');
        }, 100),
      );
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      await ctx.restart({ webhook: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate` } });
      const cma = management();
      const entries = await Promise.all(['promo-1', 'promo-2', 'page-home'].map((entryId) => cma.entry.get({ entryId })));
      const started = Date.now();
      const action = await cma.bulkAction.publish(SPACE, payload(...entries.map(versioned)));
      expect([...actionIds]).toEqual([action.sys.id]);
      expect(received.sort()).toEqual(['ContentManagement.Entry.publish page-home', 'ContentManagement.Entry.publish promo-1', 'ContentManagement.Entry.publish promo-2']);
      expect(most).toBe(3);
      expect(Date.now() - started).toBeLessThan(300);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('persistence', () => {
  it('keeps published changes and drafts across a restart on the same data folder', async () => {
    const cma = management();
    const hero = await cma.entry.get({ entryId: 'hero-home' });
    const savedHero = await cma.entry.update({ entryId: 'hero-home' }, edit(hero, 'heading', 'Persisted and published'));
    await cma.entry.publish({ entryId: 'hero-home' }, savedHero);
    const promo = await cma.entry.get({ entryId: 'promo-1' });
    await cma.entry.update({ entryId: 'promo-1' }, edit(promo, 'text', 'Persisted draft'));

    await ctx.restart();
    expect(((await delivery().getEntry('hero-home')) as Loose).fields.heading).toBe('Persisted and published');
    expect(((await delivery().getEntry('promo-1')) as Loose).fields.text).toBe('Free shipping');
    expect(((await delivery(TEST_TOKENS.preview).getEntry('promo-1')) as Loose).fields.text).toBe('Persisted draft');
    const reloaded = await management().entry.get({ entryId: 'promo-1' });
    expect(reloaded.sys).toMatchObject({ version: 3, publishedVersion: 1 });

    await ctx.server.store.reseed();
    expect(((await delivery(TEST_TOKENS.preview).getEntry('promo-1')) as Loose).fields.text).toBe('Free shipping');
  });
});
