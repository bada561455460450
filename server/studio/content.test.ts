// @vitest-environment node
// The studio's content calls through the real `contentful-management` client against the embedded content
// server, configured as for Contentful itself (token, space, host): create, save with the version check,
// publish, unpublish, the page list's statuses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testSeed, TEST_SPACE, TEST_TOKENS, writeSeed, type TestContext } from '@/embedded/content-server/testing';
import { entryLink } from '@/lib/studio/form-schema';
import { createEntry, createLandingPage, deleteUnusedAsset, listAssets, listEntries, listPages, loadPageChanges, loadStudioPage, publishEntry, saveEntry, StudioContentError, unpublishEntry, uploadImage } from './content';

let ctx: TestContext;
let seedDir: string;
const saved = { ...process.env };

/** The test space, with the store's `pageType` on pages (a landing page is created with it) and a block linking slides. */
const seed = {
  ...testSeed,
  contentTypes: [
    ...testSeed.contentTypes.map((type) =>
      type.sys.id === 'page' ? { ...type, fields: [...type.fields, { id: 'pageType', name: 'pageType', type: 'Symbol', localized: false, required: true }] } : type,
    ),
    {
      sys: { id: 'imageCarousel' },
      name: 'Image carousel',
      displayField: 'title',
      fields: [{ id: 'slides', name: 'slides', type: 'Array', localized: false, required: true, items: { type: 'Link', linkType: 'Entry' } }],
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
    {
      sys: { id: 'carouselSlide' },
      name: 'Carousel slide',
      displayField: 'heading',
      fields: [{ id: 'heading', name: 'heading', type: 'Symbol', localized: true, required: false }],
    },
  ],
} as typeof testSeed;

beforeAll(async () => {
  seedDir = await mkdtemp(path.join(tmpdir(), 'atelier-studio-seed-'));
  await writeSeed(seedDir, seed);
  ctx = await startTestServer({ seedDir });
  process.env.CONTENTFUL_MANAGEMENT_TOKEN = TEST_TOKENS.management;
  process.env.CONTENTFUL_SPACE_ID = TEST_SPACE;
  process.env.CONTENTFUL_MANAGEMENT_HOST = ctx.host;
});
afterAll(async () => {
  process.env = saved;
  await ctx?.cleanup();
  await rm(seedDir, { recursive: true, force: true });
});

describe('the studio through the Content Management API', () => {
  it('creates a landing page and a block, saves with versions, refuses a stale save, publishes and unpublishes', async () => {
    const page = await createLandingPage({ slug: 'summer', title: 'Summer', countries: ['TH'] });
    expect(page).toMatchObject({ contentType: 'page', version: 1, status: 'draft', fields: { slug: { 'en-SG': 'summer' }, countries: { 'en-SG': ['TH'] } } });
    await expect(createLandingPage({ slug: 'summer', title: 'Again', countries: [] })).rejects.toMatchObject({ status: 409, code: 'SlugTaken' });

    const block = await createEntry('promoStrip', {});
    const withText = await saveEntry(block.id, block.version, { text: { 'en-SG': 'Free shipping', 'th-TH': 'ส่งฟรี' } });
    expect(withText.version).toBe(block.version + 1);
    // A second editor still on the first version is refused, and the first editor's text stays.
    const stale = saveEntry(block.id, block.version, { text: { 'en-SG': 'Overwritten' } });
    await expect(stale).rejects.toBeInstanceOf(StudioContentError);
    await expect(stale).rejects.toMatchObject({ status: 409, code: 'VersionMismatch' });

    const linked = await saveEntry(page.id, page.version, { ...page.fields, blocks: { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: block.id } }] } });
    const loaded = await loadStudioPage(page.id);
    expect(loaded?.blocks.map((b) => [b.id, b.fields.text])).toEqual([[block.id, { 'en-SG': 'Free shipping', 'th-TH': 'ส่งฟรี' }]]);

    expect((await listPages()).find((p) => p.slug === 'summer')).toMatchObject({ status: 'draft', countries: ['TH'], title: 'Summer' });
    const publishedBlock = await publishEntry(block.id, withText.version);
    const publishedPage = await publishEntry(page.id, linked.version);
    expect([publishedBlock.status, publishedPage.status]).toEqual(['published', 'published']);
    expect((await listPages()).find((p) => p.slug === 'summer')?.status).toBe('published');

    // A block changed after publishing makes its page "changed".
    await saveEntry(block.id, publishedBlock.version, { text: { 'en-SG': 'Free shipping today' } });
    expect((await listPages()).find((p) => p.slug === 'summer')?.status).toBe('changed');

    expect((await unpublishEntry(page.id)).status).toBe('draft');
    expect(await loadStudioPage('no-such-entry')).toBeUndefined();
  });

  it('creates an entry with the id the page already links to (nothing exists before the first save), and loads a block\u2019s linked entries', async () => {
    const slide = await createEntry('carouselSlide', { heading: { 'en-SG': 'New season', 'th-TH': 'ฤดูกาลใหม่' } }, 'slide-new-season');
    expect(slide).toMatchObject({ id: 'slide-new-season', version: 1, status: 'draft' });
    // The same id again is someone else's entry: refused, not overwritten.
    await expect(createEntry('carouselSlide', {}, 'slide-new-season')).rejects.toMatchObject({ status: 409 });
    const carousel = await createEntry('imageCarousel', { slides: { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: slide.id } }] } }, 'carousel-1');
    const page = await createLandingPage({ slug: 'slides', title: 'Slides', countries: [] });
    await saveEntry(page.id, page.version, { ...page.fields, blocks: { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: carousel.id } }] } });
    const loaded = await loadStudioPage(page.id);
    expect(loaded?.blocks.map((b) => b.id)).toEqual(['carousel-1']);
    expect(loaded?.linked.map((l) => [l.id, l.fields.heading])).toEqual([['slide-new-season', { 'en-SG': 'New season', 'th-TH': 'ฤดูกาลใหม่' }]]);
    // The picker lists the slides by their text.
    expect(await listEntries('carouselSlide')).toEqual([{ id: 'slide-new-season', label: 'New season (slide-new-season)', updatedAt: slide.updatedAt }]);
  });

  it('loads the blocks inside a page\u2019s segment blocks and their slides (linked entries at any depth), and counts their changes in the page list', async () => {
    const slide = await createEntry('carouselSlide', { heading: { 'en-SG': 'Welcome back' } }, 'seg-slide');
    const carousel = await createEntry('imageCarousel', { slides: { 'en-SG': [entryLink(slide.id)] } }, 'seg-carousel');
    const segment = await createEntry('segmentBlocks', { userSegments: { 'en-SG': ['lapsed-buyers'] }, blocks: { 'en-SG': [entryLink(carousel.id)] } }, 'seg-container');
    const page = await createLandingPage({ slug: 'welcome-back', title: 'Welcome back', countries: [] });
    await saveEntry(page.id, page.version, { ...page.fields, blocks: { 'en-SG': [entryLink(segment.id)] } });
    const loaded = await loadStudioPage(page.id);
    expect(loaded?.blocks.map((b) => b.id)).toEqual(['seg-container']);
    expect(loaded?.linked.map((l) => l.id).sort()).toEqual(['seg-carousel', 'seg-slide']);
    // Published, then a block inside the segment blocks changes: the list says the page changed.
    for (const entry of [slide, carousel, segment]) await publishEntry(entry.id, entry.version);
    const pageNow = loaded!.page;
    await publishEntry(page.id, pageNow.version);
    expect((await listPages()).find((p) => p.slug === 'welcome-back')?.status).toBe('published');
    await saveEntry(carousel.id, carousel.version + 1, carousel.fields);
    expect((await listPages()).find((p) => p.slug === 'welcome-back')?.status).toBe('changed');
  });

  it('changes a landing page\u2019s slug and type as allowed, and refuses a taken or malformed slug and a fixed type', async () => {
    const page = await createLandingPage({ slug: 'autumn', title: 'Autumn', countries: [] });
    await createLandingPage({ slug: 'winter', title: 'Winter', countries: [] });
    const renamed = await saveEntry(page.id, page.version, { ...page.fields, slug: { 'en-SG': 'autumn-edit' }, pageType: { 'en-SG': 'category' } });
    expect(renamed.fields).toMatchObject({ slug: { 'en-SG': 'autumn-edit' }, pageType: { 'en-SG': 'category' } });
    // The page is a category page now: its slug is fixed, and it cannot become a home page.
    await expect(saveEntry(page.id, renamed.version, { ...renamed.fields, slug: { 'en-SG': 'autumn-again' } })).rejects.toMatchObject({ status: 422, code: 'InvalidPageChange' });
    await expect(saveEntry(page.id, renamed.version, { ...renamed.fields, pageType: { 'en-SG': 'home' } })).rejects.toMatchObject({ status: 422, code: 'InvalidPageChange' });
    const landing = await saveEntry(page.id, renamed.version, { ...renamed.fields, pageType: { 'en-SG': 'landing' } });
    await expect(saveEntry(page.id, landing.version, { ...landing.fields, slug: { 'en-SG': 'winter' } })).rejects.toMatchObject({ status: 409, code: 'SlugTaken', message: 'Another page already has the slug \u201cwinter\u201d. Choose another.' });
    await expect(saveEntry(page.id, landing.version, { ...landing.fields, slug: { 'en-SG': 'Autumn Edit' } })).rejects.toMatchObject({ status: 422, code: 'InvalidPageChange' });
    // Saving other fields with the slug unchanged is not checked against the others.
    expect((await saveEntry(page.id, landing.version, { ...landing.fields, title: { 'en-SG': 'Autumn edit' } })).version).toBe(landing.version + 1);
  });

  it('uploads an image as a published asset (upload, asset from it, processing, publish) whose file the content server serves', async () => {
    // A 3×2 PNG, made here: signature, IHDR (width 3, height 2), an empty IDAT and IEND are enough for its size.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009d74666a0000000049444154ae426082', 'hex');
    const asset = await uploadImage({ bytes: png, fileName: 'summer glow.png', contentType: 'image/png', title: 'Summer glow' });
    expect(asset).toEqual({ id: asset.id, title: 'Summer glow', url: `/cms/uploads/${asset.id}/summer-glow.png`, width: 3, height: 2 });
    expect((await listAssets()).find((a) => a.id === asset.id)?.title).toBe('Summer glow');
    const served = await fetch(`http://${ctx.host}/files/${asset.id}/summer-glow.png`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    // Shoppers' pages get it: the delivery API answers the published asset with its url and size.
    const delivered = await fetch(`http://${ctx.host}/spaces/${TEST_SPACE}/environments/master/assets/${asset.id}?access_token=${TEST_TOKENS.delivery}`);
    expect(((await delivered.json()) as { fields: { file: { url: string; details: unknown } } }).fields.file).toMatchObject({ url: asset.url, details: { image: { width: 3, height: 2 } } });
  });

  it('compares a page with what was published: nothing, then a block\u2019s text, read from the published collection', async () => {
    const page = await createLandingPage({ slug: 'compare', title: 'Compare', countries: [] });
    expect((await loadPageChanges(page.id))?.changes).toMatchObject({ published: false, changed: true });
    const block = await createEntry('promoStrip', { text: { 'en-SG': 'Free shipping', 'th-TH': 'ส่งฟรี' } }, 'compare-promo');
    const linked = await saveEntry(page.id, page.version, { ...page.fields, blocks: { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: block.id } }] } });
    const publishedBlock = await publishEntry(block.id, block.version);
    await publishEntry(page.id, linked.version);
    const none = await loadPageChanges(page.id);
    expect(none?.changes).toMatchObject({ published: true, changed: false, blocks: [{ id: 'compare-promo', state: 'unchanged' }] });

    await saveEntry(block.id, publishedBlock.version, { text: { 'en-SG': 'Free shipping today', 'th-TH': 'ส่งฟรี' } });
    const edited = await loadPageChanges(page.id);
    expect(edited?.changes.changed).toBe(true);
    expect(edited?.changes.blocks[0]).toMatchObject({ state: 'changed', fields: [{ field: 'text', locale: 'en-SG', published: 'Free shipping', draft: 'Free shipping today' }] });
    expect(edited?.labels['compare-promo']).toBe('Free shipping today');
    expect(await loadPageChanges('no-such-page')).toBeUndefined();
  });

  it('deletes an uploaded image only once no entry links to it, naming those that still do', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009d74666a0000000049444154ae426082', 'hex');
    const asset = await uploadImage({ bytes: png, fileName: 'used.png', contentType: 'image/png', title: 'Used' });
    const hero = await createEntry('heroBanner', { heading: { 'en-SG': 'Uses the image' }, image: { 'en-SG': { sys: { type: 'Link', linkType: 'Asset', id: asset.id } } } }, 'hero-uses-image');
    const refused = await deleteUnusedAsset(asset.id).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, code: 'AssetInUse', details: { entries: [{ id: 'hero-uses-image', contentType: 'heroBanner', label: 'Uses the image' }] } });
    expect((refused as Error).message).toContain('\u201cUses the image\u201d (hero-uses-image)');
    expect((await listAssets()).some((a) => a.id === asset.id)).toBe(true);

    await saveEntry(hero.id, hero.version, { heading: { 'en-SG': 'Uses another image' }, image: { 'en-SG': { sys: { type: 'Link', linkType: 'Asset', id: 'hero-image' } } } });
    await deleteUnusedAsset(asset.id); // published: unpublished first, then deleted
    expect((await listAssets()).some((a) => a.id === asset.id)).toBe(false);
    expect((await fetch(`http://${ctx.host}/files/${asset.id}/used.png`)).status).toBe(404);
    await expect(deleteUnusedAsset(asset.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an image the content server cannot read, and a file name that is not the asset\u2019s', async () => {
    await expect(uploadImage({ bytes: Buffer.from('not an image'), fileName: 'x.png', contentType: 'image/png', title: 'Broken' })).rejects.toMatchObject({ status: 422 });
    expect((await fetch(`http://${ctx.host}/files/no-such-asset/x.png`)).status).toBe(404);
  });
});
