import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { foundationSeedSteps } from '@/demo-data/seed';
import { getProduct } from '@/commerce/catalog/products';
import { readPhoto } from '@/commerce/catalog/photos';
import { databasesUnderTest, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';
import { exportCatalogue, importCatalogue } from './run';

const l10n = (en: string) => ({ en, id: en, th: en, zh: en });
const content = (name: string) => ({ en: { name, description: `${name}, described.`, howToUse: 'Apply.' } });
const variant = (sku: string, extra: Record<string, unknown> = {}) => ({ sku, prices: { SG: { amount: 2500 } }, stock: { SG: 10 }, ...extra });

/** A catalogue of two products: one photographed by a file for every shade, one by a URL on one of its shades. */
function catalogue(photoUrl: string, overrides: { fileSource?: string } = {}): string[] {
  return [
    { type: 'catalogue', version: 1 },
    { type: 'brand', slug: 'studio-north', name: 'Studio North', description: l10n('Studio North') },
    { type: 'category', path: 'makeup', name: l10n('Makeup'), position: 1 },
    { type: 'product', slug: 'north-lip-oil', brand: 'studio-north', category: 'makeup', productType: 'gloss', content: content('Lip Oil'), image: overrides.fileSource ?? 'photos/lip-oil.png', variants: [variant('SN-LO-01'), variant('SN-LO-02')] },
    { type: 'product', slug: 'north-brow-gel', brand: 'studio-north', category: 'makeup', productType: 'brow', content: content('Brow Gel'), variants: [variant('SN-BG-01', { image: photoUrl }), variant('SN-BG-02')] },
  ].map((r) => JSON.stringify(r));
}

const SG = { country: countries.get('SG')!, lang: 'en' as const };

describe.each(databasesUnderTest())('catalogue photographs on $name PostgreSQL', ({ url: serverUrl }) => {
  let db: MigratedTestDatabase;
  let dir: string;
  let server: Server;
  let photoUrl: string;
  let requests = 0;
  let served: Buffer;

  beforeAll(async () => {
    db = await migratedTestDatabase(serverUrl, { seed: foundationSeedSteps, max: 4 });
    dir = await mkdtemp(path.join(tmpdir(), 'catalogue-photos-'));
    // 2,000 × 1,000 with a transparent half: stored at most 1,600 px a side, transparency on mist.
    const half = Buffer.alloc(2000 * 1000 * 4);
    for (let i = 0; i < half.length; i += 4) if ((i / 4) % 2000 < 1000) half.set([179, 21, 42, 255], i);
    await sharp(half, { raw: { width: 2000, height: 1000, channels: 4 } }).png().toFile(path.join(dir, 'lip-oil.png'));
    await mkdir(path.join(dir, 'photos'));
    await sharp(half, { raw: { width: 2000, height: 1000, channels: 4 } }).png().toFile(path.join(dir, 'photos', 'lip-oil.png'));
    await writeFile(path.join(dir, 'photos', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>');
    served = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#6B4F3A' } }).jpeg().toBuffer();
    server = createServer((req, res) => {
      requests += 1;
      if (req.url === '/brow-gel.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(served);
      else res.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    photoUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/brow-gel.jpg`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('imports a file and a URL as stored JPEGs the product page shows, and a second import fetches and changes nothing', async () => {
    const first = await importCatalogue(db.pool, catalogue(photoUrl), { baseDir: dir });
    expect(first.ok && first.parsed.errors).toEqual([]);
    expect(first.ok && first.summary.products.added).toBe(2);
    expect(requests).toBe(1);

    const lipOil = (await getProduct(db.pool, SG, 'north-lip-oil'))!;
    const [one, two] = lipOil.variants.map((v) => v.image);
    expect(one.url).toMatch(/^\/api\/images\/catalog\/[0-9a-f]{64}\.jpg$/);
    expect(two.url).toBe(one.url); // the product's image, for every shade without its own
    expect([one.width, one.height]).toEqual([1600, 800]);
    expect(one.alt).toBe('Studio North Lip Oil');
    const stored = (await readPhoto(db.pool, one.url.slice('/api/images/catalog/'.length, -4)))!;
    const { width, height, format } = await sharp(stored).metadata();
    expect([format, width, height]).toEqual(['jpeg', 1600, 800]);
    // The transparent half lies on the store's mist (#F5F5F5), not black.
    const { data } = await sharp(stored).extract({ left: 1500, top: 400, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data].every((c) => Math.abs(c - 0xf5) <= 3)).toBe(true);

    const browGel = (await getProduct(db.pool, SG, 'north-brow-gel'))!;
    expect(browGel.variants[0].image).toMatchObject({ width: 600, height: 800, url: expect.stringMatching(/^\/api\/images\/catalog\//) });
    expect(browGel.variants[1].image.url).toMatch(/^\/api\/images\/products\/pencil\/.+\.svg$/); // no photograph: drawn

    const lines: string[] = [];
    const second = await importCatalogue(db.pool, catalogue(photoUrl), { baseDir: dir, progress: (l) => lines.push(l) });
    expect(second.ok && second.summary.changed).toBe(0);
    // The file is read and hashed again, but it is the photograph kept: nothing is checked, normalised or stored anew.
    expect(lines.filter((l) => l.includes('stored'))).toEqual([]);
    expect(requests).toBe(1); // a URL already imported is not fetched again
    const refreshed = await importCatalogue(db.pool, catalogue(photoUrl), { baseDir: dir, refreshPhotos: true, progress: (l) => lines.push(l) });
    expect(refreshed.ok && refreshed.summary.changed).toBe(0);
    expect(requests).toBe(2);

    // The export names each variant's photograph by its source, and imports back unchanged.
    const exported = await exportCatalogue(db.pool);
    const lipOilLine = JSON.parse(exported.find((l) => l.includes('"north-lip-oil"'))!);
    expect(lipOilLine.variants.map((v: { image?: string }) => v.image)).toEqual(['photos/lip-oil.png', 'photos/lip-oil.png']);
    const again = await importCatalogue(db.pool, exported, { baseDir: dir });
    expect(again.ok && again.summary.changed).toBe(0);
  });

  it('a changed photograph file changes its product only', async () => {
    const changed = await importCatalogue(db.pool, catalogue(photoUrl, { fileSource: 'lip-oil.png' }), { baseDir: dir });
    expect(changed.ok && changed.summary.changedProducts).toEqual(['north-lip-oil']);
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).png().toFile(path.join(dir, 'lip-oil.png'));
    const before = (await getProduct(db.pool, SG, 'north-lip-oil'))!.variants[0].image.url;
    const redrawn = await importCatalogue(db.pool, catalogue(photoUrl, { fileSource: 'lip-oil.png' }), { baseDir: dir });
    expect(redrawn.ok && redrawn.summary.changedProducts).toEqual(['north-lip-oil']);
    const after = (await getProduct(db.pool, SG, 'north-lip-oil'))!.variants[0].image;
    expect(after.url).not.toBe(before);
    expect([after.width, after.height]).toEqual([40, 40]); // never enlarged
  });

  it('a photograph that is missing, an SVG or a 404 is an error on its line, and nothing is written', async () => {
    const lines = catalogue(`${photoUrl.replace('brow-gel', 'gone')}`, { fileSource: 'photos/drawing.svg' });
    lines.push(JSON.stringify({ type: 'product', slug: 'north-primer', brand: 'studio-north', category: 'makeup', productType: 'primer', content: content('Primer'), variants: [variant('SN-PR-01', { image: 'photos/missing.jpg' })] }));
    lines.push(JSON.stringify({ type: 'product', slug: 'north-mist', brand: 'studio-north', category: 'makeup', productType: 'setting-spray', content: content('Mist'), variants: [variant('SN-MI-01', { image: 'ftp://example.test/mist.jpg' })] }));
    const refused = await importCatalogue(db.pool, lines, { baseDir: dir });
    expect(refused.ok).toBe(false);
    const errors = refused.parsed.errors.map((e) => `line ${e.line}: ${e.field}: ${e.message}`);
    expect(errors).toEqual([
      'line 7: variants.0.image: must be a file path or an http:// or https:// URL',
      expect.stringMatching(/^line 4: image: "photos\/drawing\.svg": This file is an SVG drawing\. SVG files can carry scripts/),
      expect.stringMatching(/^line 5: variants\.0\.image: "http:\/\/127\.0\.0\.1:\d+\/gone\.jpg": answered 404/),
      expect.stringMatching(/^line 6: variants\.0\.image: "photos\/missing\.jpg": no such file/),
    ]);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM products WHERE slug = ANY($1)', [['north-primer', 'north-mist']])).rows[0].n).toBe(0);
    // --partial: the four products with a bad photograph are skipped.
    const partial = await importCatalogue(db.pool, lines, { baseDir: dir, partial: true });
    expect(partial.ok && partial.summary.skippedProducts).toBe(4);
  });
});
