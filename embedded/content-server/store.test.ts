// @vitest-environment node
// The content store: building from a seed folder, versions, atomic persistence, reseed.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeChain } from './localize';
import { ContentStore } from './store';
import { testSeed, writeSeed, type Loose } from './testing';

let root: string;
let seedDir: string;
let dataDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atelier-store-'));
  seedDir = path.join(root, 'seed');
  dataDir = path.join(root, 'data');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const open = (log?: (l: string) => void) => ContentStore.open({ dataDir, seedDir, log });

describe('building from the seed', () => {
  it('builds store.json from the seed, every entity published (version 2, publishedVersion 1)', async () => {
    await writeSeed(seedDir);
    const store = await open();
    // entries/*.json are read in file name order: blocks.json before pages.json
    expect(store.entries.map((e) => e.id)).toEqual(['hero-home', 'promo-1', 'promo-2', 'page-home', 'page-about']);
    const hero = store.entry('hero-home')!;
    expect(hero.draft.version).toBe(2);
    expect(hero.published?.publishedVersion).toBe(1);
    expect(hero.publishedCounter).toBe(1);
    expect(store.asset('hero-image')?.published).not.toBeNull();
    const saved = JSON.parse(await readFile(path.join(dataDir, 'store.json'), 'utf8'));
    expect(saved).toMatchObject({ format: 1, space: { spaceId: 'testspace' } });
    expect(saved.entries).toHaveLength(5);
  });

  it('accepts a seed without entries/ and assets.json', async () => {
    await mkdir(seedDir, { recursive: true });
    await writeFile(path.join(seedDir, 'space.json'), JSON.stringify(testSeed.space));
    await writeFile(path.join(seedDir, 'content-types.json'), JSON.stringify(testSeed.contentTypes));
    const store = await open();
    expect(store.entries).toEqual([]);
    expect(store.assets).toEqual([]);
  });

  it('adds content types given from outside the seed folder (the blocks\', generated), and names one defined twice', async () => {
    await writeSeed(seedDir);
    const quote = { sys: { id: 'quote' }, name: 'Quote', displayField: 'text', fields: [{ id: 'text', name: 'text', type: 'Symbol' as const, localized: true, required: true }] };
    const store = await ContentStore.open({ dataDir, seedDir, contentTypes: [quote] });
    expect(store.contentType('quote')).toEqual(quote);
    expect(store.contentTypes.map((t) => t.sys.id)).toEqual([...testSeed.contentTypes.map((t: Loose) => t.sys.id), 'quote']);

    const again = { ...quote, sys: { id: testSeed.contentTypes[0].sys.id } };
    const error = await ContentStore.open({ dataDir, seedDir, reseed: true, contentTypes: [again] }).catch((e: Error) => e);
    expect(String(error)).toContain(`duplicate content type ${again.sys.id}`);
  });

  it('tells when the given content types changed since the store was built', async () => {
    await writeSeed(seedDir);
    const quote = { sys: { id: 'quote' }, name: 'Quote', displayField: 'text', fields: [{ id: 'text', name: 'text', type: 'Symbol' as const, localized: true, required: true }] };
    await ContentStore.open({ dataDir, seedDir, contentTypes: [quote] });
    const logs: string[] = [];
    await ContentStore.open({ dataDir, seedDir, log: (l) => logs.push(l), contentTypes: [{ ...quote, name: 'Pull quote' }] });
    expect(logs.join('\n')).toContain('changed since');
  });

  it('names every invalid seed entry and does not write a store', async () => {
    const seed = structuredClone(testSeed) as Loose;
    seed.entries['blocks.json'].push(
      { sys: { id: 'bad-type', contentType: 'nope' }, fields: {} },
      { sys: { id: 'bad-field', contentType: 'promoStrip' }, fields: { colour: { 'en-SG': 'red' } } },
      { sys: { id: 'bad-locale', contentType: 'promoStrip' }, fields: { text: { 'xx-XX': 'hi' } } },
      { sys: { id: 'promo-1', contentType: 'promoStrip' }, fields: {} },
    );
    await writeSeed(seedDir, seed);
    const error = await open().catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('4 problem(s)');
    expect(message).toContain('entries/blocks.json[3] bad-type: unknown content type "nope"');
    expect(message).toContain('bad-field: fields.colour');
    expect(message).toContain('bad-locale: fields.text.xx-XX');
    expect(message).toContain('promo-1: duplicate Entry id');
    await expect(readdir(dataDir)).rejects.toThrow();
  });

  it('warns about links to entities the seed does not have', async () => {
    const seed = structuredClone(testSeed) as Loose;
    seed.entries['pages.json'][1].fields.blocks = { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: 'ghost' } }] };
    await writeSeed(seedDir, seed);
    const logs: string[] = [];
    await open((l) => logs.push(l));
    expect(logs).toEqual(['content: warning: seed entry page-about links to missing Entry ghost']);
  });
});

describe('state and persistence', () => {
  beforeEach(() => writeSeed(seedDir));

  it('follows Contentful versions through save, publish and unpublish', async () => {
    const store = await open();
    const fields = { text: { 'en-SG': 'Changed' } };
    await expect(store.saveEntry('promo-1', { fields, version: '1' })).rejects.toMatchObject({ status: 409 });
    const { entity } = await store.saveEntry('promo-1', { fields, version: '2' });
    expect(entity.draft.version).toBe(3);
    expect(entity.published?.fields.text['en-SG']).toBe('Free shipping');
    await store.publishEntry('promo-1', '3');
    expect(entity).toMatchObject({ draft: { version: 4 }, published: { publishedVersion: 3 }, publishedCounter: 2 });
    await store.unpublishEntry('promo-1', undefined);
    expect(entity.published).toBeNull();
    expect(entity.draft.version).toBe(5);
    await expect(store.unpublishEntry('promo-1', undefined)).rejects.toMatchObject({ status: 400 });
  });

  it('writes atomically (no temp files left) and loads what it wrote', async () => {
    const store = await open();
    await Promise.all([
      store.saveEntry('promo-1', { fields: { text: { 'en-SG': 'A' } }, version: '2' }),
      store.saveEntry('promo-2', { fields: { text: { 'en-SG': 'B' } }, version: '2' }),
      store.saveEntry('promo-3', { fields: { text: { 'en-SG': 'C' } }, contentType: 'promoStrip' }),
    ]);
    expect(await readdir(dataDir)).toEqual(['store.json']);
    const again = await open();
    expect(again.entry('promo-1')?.draft.fields.text['en-SG']).toBe('A');
    expect(again.entry('promo-2')?.draft.fields.text['en-SG']).toBe('B');
    expect(again.entry('promo-3')?.published).toBeNull();
  });

  it('says when the seed changed since the store was built, and reseed applies it', async () => {
    await open();
    const seed = structuredClone(testSeed);
    seed.entries['blocks.json'][1].fields.text = { 'en-SG': 'Seed changed' };
    await writeSeed(seedDir, seed);
    const logs: string[] = [];
    const store = await open((l) => logs.push(l));
    expect(logs.join('\n')).toMatch(/seed in .* changed since/);
    expect(store.entry('promo-1')?.draft.fields.text['en-SG']).toBe('Free shipping');
    await store.reseed();
    expect(store.entry('promo-1')?.draft.fields.text['en-SG']).toBe('Seed changed');
  });

  it('refuses a corrupt store.json instead of silently reseeding', async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'store.json'), '{ nope');
    await expect(open()).rejects.toThrow(/not valid JSON/);
    const rebuilt = await ContentStore.open({ dataDir, seedDir, reseed: true });
    expect(rebuilt.entries).toHaveLength(5);
  });
});

describe('localeChain', () => {
  const locales = [
    { code: 'a', name: 'A', default: true, fallbackCode: null },
    { code: 'b', name: 'B', default: false, fallbackCode: 'a' },
    { code: 'c', name: 'C', default: false, fallbackCode: 'b' },
    { code: 'x', name: 'X', default: false, fallbackCode: 'y' },
    { code: 'y', name: 'Y', default: false, fallbackCode: 'x' },
  ];
  it('follows fallbacks and stops at a cycle or an unknown code', () => {
    expect(localeChain(locales, 'c')).toEqual(['c', 'b', 'a']);
    expect(localeChain(locales, 'x')).toEqual(['x', 'y']);
    expect(localeChain(locales, 'zz')).toEqual([]);
  });
});
