// @vitest-environment node
// The Content Delivery/Preview API as the real `contentful` SDK sees it.
import { createClient, type ContentfulClientApi } from 'contentful';
import { createClient as createManagementClient } from 'contentful-management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_SPACE, TEST_TOKENS, type TestContext, type Loose } from './testing';

let ctx: TestContext;
let delivery: ContentfulClientApi<undefined>;
let preview: ContentfulClientApi<undefined>;

const client = (accessToken: string) =>
  createClient({ space: TEST_SPACE, environment: 'master', accessToken, host: ctx.host, insecure: true, retryOnError: false });

/** GET with a token, returning status and JSON (for shape checks the SDK would hide). */
async function raw(pathAndQuery: string, token = TEST_TOKENS.delivery) {
  const res = await fetch(`${ctx.server.url}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Loose };
}

beforeAll(async () => {
  ctx = await startTestServer();
  delivery = client(TEST_TOKENS.delivery);
  preview = client(TEST_TOKENS.preview);
});
afterAll(() => ctx?.cleanup());

describe('entries through the contentful SDK', () => {
  it('filters by content type and field, resolving links and assets at include depth', async () => {
    const res = await delivery.getEntries({ content_type: 'page', 'fields.slug': 'home', include: 2 });
    expect(res.total).toBe(1);
    const page = res.items[0] as Loose;
    expect(page.sys).toMatchObject({ id: 'page-home', type: 'Entry', locale: 'en-SG', contentType: { sys: { id: 'page' } } });
    expect(page.fields.title).toBe('Welcome');
    const [hero, promo] = page.fields.blocks as Loose[];
    expect(hero.fields.heading).toBe('Find your signature look');
    expect(hero.fields.image.fields.file.url).toBe('/cms/hero.svg');
    expect(promo.fields.text).toBe('Free shipping');
  });

  it('stops resolving at the include depth', async () => {
    const one = (await delivery.getEntries({ content_type: 'page', 'fields.slug': 'home', include: 1 })).items[0] as Loose;
    expect(one.fields.blocks[0].fields.heading).toBeDefined();
    expect(one.fields.blocks[0].fields.image.sys.type).toBe('Link'); // the asset is two levels away
    const zero = (await delivery.getEntries({ content_type: 'page', 'fields.slug': 'home', include: 0 })).items[0] as Loose;
    expect(zero.fields.blocks[0].sys).toEqual({ type: 'Link', linkType: 'Entry', id: 'hero-home' });
  });

  it('falls back along the locale chain and omits fields without a value', async () => {
    const th = (await delivery.getEntry('hero-home', { locale: 'th-TH' })) as Loose;
    expect(th.sys.locale).toBe('th-TH');
    expect(th.fields.heading).toBe('ค้นหาลุคของคุณ');
    expect(th.fields.body).toBe('New season, new you.'); // th-TH → en-SG
    // id-ID → th-TH → en-SG: the Thai heading wins over the default.
    const id = (await delivery.getEntries({ 'sys.id': 'hero-home', locale: 'id-ID', include: 1 })).items[0] as Loose;
    expect(id.fields.heading).toBe('ค้นหาลุคของคุณ');
    expect(id.fields.image.fields.title).toBe('ฮีโร่'); // linked asset in the same locale
    expect(id.fields.ctaHref).toBe('/pages/new'); // not localized: always the default locale
  });

  it('returns every locale with withAllLocales (locale=*)', async () => {
    const res = await delivery.withAllLocales.getEntries({ content_type: 'page', 'fields.slug': 'home', include: 2 });
    const page = res.items[0] as Loose;
    expect(page.sys.locale).toBeUndefined();
    expect(page.fields.title).toEqual({ 'en-SG': 'Welcome', 'th-TH': 'ยินดีต้อนรับ' });
    expect(page.fields.slug).toEqual({ 'en-SG': 'home' });
    expect(page.fields.blocks['en-SG'][0].fields.heading['th-TH']).toBe('ค้นหาลุคของคุณ');
  });

  it('gets an entry by id and reports an unknown one as not found', async () => {
    const entry = (await delivery.getEntry('promo-1')) as Loose;
    expect(entry.fields).toEqual({ text: 'Free shipping', rank: 2 });
    await expect(delivery.getEntry('nope')).rejects.toMatchObject({ sys: { id: 'NotFound' } });
    expect((await raw(`/spaces/${TEST_SPACE}/environments/master/entries/promo-1`)).body.fields.text).toBe('Free shipping');
    expect((await raw(`/spaces/${TEST_SPACE}/environments/master/entries/nope`)).status).toBe(404);
  });

  it('supports [in], array membership, order, limit and skip', async () => {
    const both = await delivery.getEntries({ content_type: 'promoStrip', 'fields.text[in]': ['Free shipping', '10% off'], order: ['fields.rank'] });
    expect(both.items.map((e) => e.sys.id)).toEqual(['promo-2', 'promo-1']);
    const th = await delivery.getEntries({ content_type: 'page', 'fields.countries': 'TH' });
    expect(th.items.map((e) => e.sys.id)).toEqual(['page-home']);
    const paged = await delivery.getEntries({ order: ['-sys.id'], limit: 2, skip: 1 });
    expect(paged.total).toBe(5);
    expect(paged).toMatchObject({ skip: 1, limit: 2 });
    expect(paged.items.map((e) => e.sys.id)).toEqual(['promo-1', 'page-home']);
    const ids = await delivery.getEntries({ 'sys.id[in]': ['promo-1', 'page-about'], order: ['sys.createdAt', 'sys.id'] });
    expect(ids.items.map((e) => e.sys.id)).toEqual(['page-about', 'promo-1']);
    const linking = await delivery.getEntries({ links_to_entry: 'hero-home' });
    expect(linking.items.map((e) => e.sys.id)).toEqual(['page-home']);
  });

  it('supports [ne], [nin], [exists], link sub paths and select', async () => {
    const ids = async (query: string) =>
      (await raw(`/spaces/${TEST_SPACE}/environments/master/entries?${query}`)).body.items.map((e: Loose) => e.sys.id);
    expect(await ids('content_type=promoStrip&fields.rank[ne]=1')).toEqual(['promo-1']);
    expect(await ids('content_type=page&fields.slug[nin]=home,contact')).toEqual(['page-about']);
    expect(await ids('content_type=heroBanner&fields.body[exists]=true')).toEqual(['hero-home']);
    expect(await ids('content_type=page&fields.blocks[exists]=false')).toEqual(['page-about']);
    expect(await ids('content_type=page&fields.blocks.sys.id=promo-1')).toEqual(['page-home']);
    expect(await ids('content_type=heroBanner&fields.image.sys.id=hero-image')).toEqual(['hero-home']);
    const selected = await raw(`/spaces/${TEST_SPACE}/environments/master/entries?content_type=page&select=sys.id,fields.slug&order=fields.slug`);
    expect(selected.body.items).toEqual([{ sys: { id: 'page-about' }, fields: { slug: 'about' } }, { sys: { id: 'page-home' }, fields: { slug: 'home' } }]);
    expect((await raw(`/spaces/${TEST_SPACE}/environments/master/entries?fields.slug[match]=x&content_type=page`)).status).toBe(400);
    expect((await raw(`/spaces/${TEST_SPACE}/environments/master/entries?contentType=page`)).status).toBe(400);
  });

  it('answers Contentful-like 400s for an unknown content type, locale or field', async () => {
    await expect(delivery.getEntries({ content_type: 'nope' })).rejects.toMatchObject({ name: 'InvalidQuery' });
    await expect(delivery.getEntries({ locale: 'xx-XX' })).rejects.toMatchObject({ name: 'InvalidQuery' });
    await expect(delivery.getEntries({ content_type: 'page', 'fields.nope': 'x' })).rejects.toMatchObject({ name: 'InvalidQuery' });
    // Field filters need content_type (the SDK's types say so too; Contentful answers 400).
    await expect(delivery.getEntries({ 'fields.slug': 'home' } as Loose)).rejects.toMatchObject({ name: 'InvalidQuery' });
    const { status, body } = await raw(`/spaces/${TEST_SPACE}/environments/master/entries?content_type=nope`);
    expect(status).toBe(400);
    expect(body.sys).toEqual({ type: 'Error', id: 'InvalidQuery' });
    expect(body.details.errors[0]).toMatchObject({ name: 'unknownContentType' });
    expect((await raw(`/spaces/${TEST_SPACE}/environments/master/entries?include=11`)).status).toBe(400);
    expect((await raw(`/spaces/${TEST_SPACE}/environments/master/entries?limit=1001`)).status).toBe(400);
  });

  it('rejects a wrong or missing token with 401 AccessTokenInvalid', async () => {
    await expect(client('wrong').getEntries()).rejects.toMatchObject({ name: 'AccessTokenInvalid' });
    const res = await fetch(`${ctx.server.url}/spaces/${TEST_SPACE}/environments/master/entries`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      message: 'The access token you sent could not be found or is invalid.',
    });
    const query = await fetch(`${ctx.server.url}/spaces/${TEST_SPACE}/environments/master/entries?access_token=${TEST_TOKENS.delivery}`);
    expect(query.status).toBe(200);
  });
});

describe('the response shape', () => {
  it('puts linked entities in includes once, never the items themselves', async () => {
    const { body } = await raw(`/spaces/${TEST_SPACE}/environments/master/entries?include=10`);
    expect(body.sys).toEqual({ type: 'Array' });
    expect(body.items).toHaveLength(5); // every entry, each linking only to other items or the asset
    expect(body.includes.Entry).toEqual([]);
    expect(body.includes.Asset.map((a: Loose) => a.sys.id)).toEqual(['hero-image']);

    const home = await raw(`/spaces/${TEST_SPACE}/environments/master/entries?sys.id=page-home&include=2`);
    expect(home.body.items[0].fields.blocks[0]).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'hero-home' } });
    expect(home.body.includes.Entry.map((e: Loose) => e.sys.id)).toEqual(['hero-home', 'promo-1']);
    expect(home.body.includes.Asset[0].sys).toMatchObject({ type: 'Asset', id: 'hero-image', locale: 'en-SG' });
    expect(home.body.items[0].sys).toMatchObject({
      space: { sys: { type: 'Link', linkType: 'Space', id: TEST_SPACE } },
      environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'page' } },
      revision: 1,
    });
  });

  it('serves the space, locales, content types and assets', async () => {
    const space = await delivery.getSpace();
    expect(space.sys.id).toBe(TEST_SPACE);
    expect(space.locales.map((l) => l.code)).toEqual(['en-SG', 'th-TH', 'id-ID']);
    const locales = await delivery.getLocales();
    expect(locales.items.find((l) => l.code === 'id-ID')?.fallbackCode).toBe('th-TH');
    const types = await delivery.getContentTypes();
    expect(types.items.map((t) => t.sys.id)).toEqual(['page', 'heroBanner', 'promoStrip']);
    const page = await delivery.getContentType('page');
    expect(page.fields.find((f) => f.id === 'blocks')?.items).toMatchObject({ type: 'Link', linkType: 'Entry' });
    const asset = await delivery.getAsset('hero-image', { locale: 'th-TH' });
    expect(asset.fields.title).toBe('ฮีโร่');
    expect((asset.fields.file as Loose).url).toBe('/cms/hero.svg');
    const assets = await delivery.getAssets();
    expect(assets.items.map((a) => a.sys.id)).toEqual(['hero-image']);
    expect((await raw('/health', 'none')).body).toEqual({ ok: true });
  });
});

describe('preview', () => {
  it('shows drafts and never-published entries to the preview token only', async () => {
    const cma = createManagementClient(
      { accessToken: TEST_TOKENS.management, host: ctx.host, insecure: true, retryOnError: false },
      { type: 'plain', defaults: { spaceId: TEST_SPACE, environmentId: 'master' } },
    );
    const promo = await cma.entry.get({ entryId: 'promo-2' });
    await cma.entry.update({ entryId: 'promo-2' }, { ...promo, fields: { ...promo.fields, text: { 'en-SG': '20% off (draft)' } } });
    await cma.entry.createWithId(
      { entryId: 'promo-new', contentTypeId: 'promoStrip' },
      { fields: { text: { 'en-SG': 'Brand new' } } },
    );

    expect(((await delivery.getEntry('promo-2')) as Loose).fields.text).toBe('10% off');
    expect(((await preview.getEntry('promo-2')) as Loose).fields.text).toBe('20% off (draft)');
    await expect(delivery.getEntry('promo-new')).rejects.toMatchObject({ sys: { id: 'NotFound' } });
    expect(((await preview.getEntry('promo-new')) as Loose).fields.text).toBe('Brand new');

    // A link to an unpublished entry: resolved in preview, reported as notResolvable in delivery.
    const home = await cma.entry.get({ entryId: 'page-home' });
    const blocks = [...(home.fields.blocks['en-SG'] as Loose[]), { sys: { type: 'Link', linkType: 'Entry', id: 'promo-new' } }];
    const saved = await cma.entry.update({ entryId: 'page-home' }, { ...home, fields: { ...home.fields, blocks: { 'en-SG': blocks } } });
    await cma.entry.publish({ entryId: 'page-home' }, saved);
    const published = await raw(`/spaces/${TEST_SPACE}/environments/master/entries?sys.id=page-home`);
    expect(published.body.errors).toEqual([
      { sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Entry', id: 'promo-new' } },
    ]);
    const previewed = (await preview.getEntries({ 'sys.id': 'page-home' })).items[0] as Loose;
    expect(previewed.fields.blocks[2].fields.text).toBe('Brand new');
  });
});
