// Test helpers: a small seed folder written to a temp dir, and a server on port 0 over it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startContentServer, type ContentServer, type ContentServerOptions } from './server';

export const TEST_SPACE = 'testspace';

/** Loosely typed JSON, for structural assertions on SDK results and raw responses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;
export const TEST_TOKENS = { delivery: 'test-delivery', preview: 'test-preview', management: 'test-management' };

const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });

/**
 * en-SG is the default; th-TH falls back to en-SG; id-ID falls back to th-TH (a two-step chain).
 * Content: a home page → [hero (→ asset), promo], an about page, a second promo, one asset.
 */
export const testSeed = {
  space: {
    spaceId: TEST_SPACE,
    environment: 'master',
    locales: [
      { code: 'en-SG', name: 'English (Singapore)', default: true, fallbackCode: null },
      { code: 'th-TH', name: 'Thai', default: false, fallbackCode: 'en-SG' },
      { code: 'id-ID', name: 'Indonesian', default: false, fallbackCode: 'th-TH' },
    ],
  },
  contentTypes: [
    {
      sys: { id: 'page' },
      name: 'Page',
      displayField: 'slug',
      fields: [
        { id: 'slug', name: 'slug', type: 'Symbol', localized: false, required: true },
        { id: 'title', name: 'title', type: 'Symbol', localized: true, required: true },
        { id: 'countries', name: 'countries', type: 'Array', localized: false, required: false, items: { type: 'Symbol' } },
        { id: 'blocks', name: 'blocks', type: 'Array', localized: false, required: false, items: { type: 'Link', linkType: 'Entry' } },
      ],
    },
    {
      sys: { id: 'heroBanner' },
      name: 'Hero banner',
      displayField: 'heading',
      fields: [
        { id: 'heading', name: 'heading', type: 'Symbol', localized: true, required: true },
        { id: 'body', name: 'body', type: 'Text', localized: true, required: false },
        { id: 'image', name: 'image', type: 'Link', localized: false, required: true, linkType: 'Asset' },
        { id: 'ctaHref', name: 'ctaHref', type: 'Symbol', localized: false, required: false },
      ],
    },
    {
      sys: { id: 'promoStrip' },
      name: 'Promo strip',
      displayField: 'text',
      fields: [
        { id: 'text', name: 'text', type: 'Symbol', localized: true, required: true },
        { id: 'rank', name: 'rank', type: 'Integer', localized: false, required: false },
      ],
    },
  ],
  entries: {
    'pages.json': [
      {
        sys: { id: 'page-home', contentType: 'page' },
        fields: {
          slug: { 'en-SG': 'home' },
          title: { 'en-SG': 'Welcome', 'th-TH': 'ยินดีต้อนรับ' },
          countries: { 'en-SG': ['SG', 'TH'] },
          blocks: { 'en-SG': [link('Entry', 'hero-home'), link('Entry', 'promo-1')] },
        },
      },
      {
        sys: { id: 'page-about', contentType: 'page' },
        fields: { slug: { 'en-SG': 'about' }, title: { 'en-SG': 'About us' }, countries: { 'en-SG': [] } },
      },
    ],
    'blocks.json': [
      {
        sys: { id: 'hero-home', contentType: 'heroBanner' },
        fields: {
          heading: { 'en-SG': 'Find your signature look', 'th-TH': 'ค้นหาลุคของคุณ' },
          body: { 'en-SG': 'New season, new you.' },
          image: { 'en-SG': link('Asset', 'hero-image') },
          ctaHref: { 'en-SG': '/pages/new' },
        },
      },
      { sys: { id: 'promo-1', contentType: 'promoStrip' }, fields: { text: { 'en-SG': 'Free shipping' }, rank: { 'en-SG': 2 } } },
      { sys: { id: 'promo-2', contentType: 'promoStrip' }, fields: { text: { 'en-SG': '10% off' }, rank: { 'en-SG': 1 } } },
    ],
  },
  assets: [
    {
      sys: { id: 'hero-image' },
      fields: {
        title: { 'en-SG': 'Hero', 'th-TH': 'ฮีโร่' },
        file: {
          'en-SG': {
            url: '/cms/hero.svg',
            fileName: 'hero.svg',
            contentType: 'image/svg+xml',
            details: { size: 2048, image: { width: 1600, height: 900 } },
          },
        },
      },
    },
  ],
};

/** Writes a seed folder (the test seed unless told otherwise) into `dir`. */
export async function writeSeed(dir: string, seed: typeof testSeed = testSeed): Promise<void> {
  await mkdir(path.join(dir, 'entries'), { recursive: true });
  await writeFile(path.join(dir, 'space.json'), JSON.stringify(seed.space, null, 2));
  await writeFile(path.join(dir, 'content-types.json'), JSON.stringify(seed.contentTypes, null, 2));
  for (const [name, entries] of Object.entries(seed.entries)) {
    await writeFile(path.join(dir, 'entries', name), JSON.stringify(entries, null, 2));
  }
  await writeFile(path.join(dir, 'assets.json'), JSON.stringify(seed.assets, null, 2));
}

export interface TestContext {
  root: string;
  seedDir: string;
  dataDir: string;
  logs: string[];
  server: ContentServer;
  /** `127.0.0.1:<port>`, the SDKs' `host`. */
  host: string;
  /** Restarts the server on the same data folder. */
  restart(options?: Partial<ContentServerOptions>): Promise<void>;
  cleanup(): Promise<void>;
}

/** A temp folder with the test seed and a server over it (port 0, test tokens, no webhook). */
export async function startTestServer(options: Partial<ContentServerOptions> = {}): Promise<TestContext> {
  const root = await mkdtemp(path.join(tmpdir(), 'atelier-content-'));
  const seedDir = path.join(root, 'seed');
  const dataDir = path.join(root, 'data');
  await writeSeed(seedDir);
  const logs: string[] = [];
  const start = (extra: Partial<ContentServerOptions> = {}) =>
    startContentServer({ port: 0, seedDir, dataDir, tokens: TEST_TOKENS, webhook: {}, log: (l) => logs.push(l), ...options, ...extra });
  const ctx: TestContext = {
    root,
    seedDir,
    dataDir,
    logs,
    server: await start(),
    get host() {
      return `127.0.0.1:${ctx.server.port}`;
    },
    async restart(extra) {
      await ctx.server.stop();
      ctx.server = await start(extra);
    },
    async cleanup() {
      await ctx.server.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
  return ctx;
}
