// @vitest-environment node
// The studio's content calls through the real `contentful-management` client against the embedded content
// server, configured as for Contentful itself (token, space, host): create, save with the version check,
// publish, unpublish, the page list's statuses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testSeed, TEST_SPACE, TEST_TOKENS, writeSeed, type TestContext } from '@/embedded/content-server/testing';
import { createEntry, createLandingPage, listPages, loadStudioPage, publishEntry, saveEntry, StudioContentError, unpublishEntry } from './content';

let ctx: TestContext;
let seedDir: string;
const saved = { ...process.env };

/** The test space, with the store's `pageType` on pages (a landing page is created with it). */
const seed = {
  ...testSeed,
  contentTypes: testSeed.contentTypes.map((type) =>
    type.sys.id === 'page' ? { ...type, fields: [...type.fields, { id: 'pageType', name: 'pageType', type: 'Symbol', localized: false, required: true }] } : type,
  ),
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
});
