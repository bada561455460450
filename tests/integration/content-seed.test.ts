/**
 * Checks the content seed (demo-data/content/) and the brand redirects (config/brand-redirects.json):
 * the shape Contentful and the embedded content server expect, links, locales, the copy rules
 * (every page in Thai, Indonesian and Chinese; Thai and Chinese text in those scripts), and that every
 * entry, normalized for every locale, passes the JSON Schema of the block or content type that renders it.
 * The content types are the seed's `content-types.json` plus the blocks' (generated from their schemas), as
 * the content server loads them; it lives in tests/ because it reads the seed, the renderer and the blocks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildFromSeed } from '@/embedded/content-server/seed';
import { blockContentTypes, blockSchemas } from '@/renderer/content-types';
import { validateFields } from '@/renderer/validate';
import type { JsonSchema } from '@/renderer/types';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const seedDir = join(root, 'demo-data', 'content');
const generatedTypes = await blockContentTypes();
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

interface FieldDef { id: string; type: string; localized: boolean; required: boolean; linkType?: string; items?: { type: string; linkType?: string } }
interface ContentType { sys: { id: string }; fields: FieldDef[] }
interface Locale { code: string; default: boolean; fallbackCode: string | null }
type Localized = Record<string, unknown>;
interface Entry { sys: { id: string; contentType: string }; fields: Record<string, Localized> }
interface Asset {
  sys: { id: string };
  fields: {
    title: Record<string, string>;
    description: Record<string, string>;
    file: Record<string, { url: string; fileName: string; contentType: string; details: { size: number; image: { width: number; height: number } } }>;
  };
}
interface Link { sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string } }

const contentTypes: ContentType[] = [...readJson<ContentType[]>(join(seedDir, 'content-types.json')), ...generatedTypes];
const space = readJson<{ locales: Locale[] }>(join(seedDir, 'space.json'));
const entryFiles = readdirSync(join(seedDir, 'entries')).filter((f) => f.endsWith('.json')).sort();
const entries: (Entry & { file: string })[] = entryFiles.flatMap((file) =>
  readJson<Entry[]>(join(seedDir, 'entries', file)).map((e) => ({ ...e, file })),
);
const assets = readJson<Asset[]>(join(seedDir, 'assets.json'));
const redirects = readJson<{ redirects: { from: string; to: string }[] }>(join(root, 'config', 'brand-redirects.json')).redirects;

const DEFAULT = 'en-SG';
const WRITTEN = ['en-SG', 'th-TH', 'id-ID', 'zh-HK'];
const typeById = new Map(contentTypes.map((t) => [t.sys.id, t]));
const entryById = new Map(entries.map((e) => [e.sys.id, e]));
const assetById = new Map(assets.map((a) => [a.sys.id, a]));
const localeCodes = new Set(space.locales.map((l) => l.code));
const fieldDef = (e: Entry, id: string) => typeById.get(e.sys.contentType)?.fields.find((f) => f.id === id);
const ofType = (type: string) => entries.filter((e) => e.sys.contentType === type);
const v = <T = unknown>(e: Entry, field: string, locale = DEFAULT) => e.fields[field]?.[locale] as T;

const isLink = (x: unknown): x is Link =>
  !!x && typeof x === 'object' && (x as Link).sys?.type === 'Link' && typeof (x as Link).sys.id === 'string';

function* linksIn(value: unknown): Generator<Link> {
  if (isLink(value)) {
    yield value;
    return;
  }
  if (Array.isArray(value)) for (const item of value) yield* linksIn(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* linksIn(item);
}

/** Every human-readable string in a value (rich-text text nodes, menu labels); paths and URIs excluded. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.nodeType === 'text') return [String(o.value)];
    return Object.entries(o)
      .filter(([k]) => !['path', 'uri', 'data', 'nodeType', 'marks', 'type'].includes(k))
      .flatMap(([, x]) => textsIn(x));
  }
  return [];
}

/** Walks rich-text documents, yielding every node. */
function* richNodes(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const x of value) yield* richNodes(x);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (typeof node.nodeType === 'string') yield node;
    if (Array.isArray(node.content)) yield* richNodes(node.content);
  }
}

const THAI = /[\u0E00-\u0E7F]/;
const CJK = /[\u3400-\u9FFF]/;
const SITE_PATH = /^\/(?![/\\])\S*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('content seed: shape', () => {
  it('has entries and assets', () => {
    expect(entryFiles.length).toBeGreaterThan(0);
    expect(entries.length).toBeGreaterThan(0);
    expect(assets.length).toBeGreaterThan(0);
  });

  it('entry and asset ids are kebab-case, at most 64 characters and unique', () => {
    const ids = [...entries.map((e) => e.sys.id), ...assets.map((a) => a.sys.id)];
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
    for (const id of ids) {
      expect(id, id).toMatch(KEBAB);
      expect(id.length, id).toBeLessThanOrEqual(64);
    }
  });

  it("every entry's content type exists and every field exists on its type", () => {
    for (const e of entries) {
      const type = typeById.get(e.sys.contentType);
      expect(type, `${e.file}: ${e.sys.id} has unknown content type ${e.sys.contentType}`).toBeDefined();
      for (const field of Object.keys(e.fields)) {
        expect(fieldDef(e, field), `${e.sys.id}.${field} is not a field of ${e.sys.contentType}`).toBeDefined();
      }
    }
  });

  it('uses only the space locales; non-localized fields only have en-SG', () => {
    for (const e of entries) {
      for (const [field, perLocale] of Object.entries(e.fields)) {
        const def = fieldDef(e, field)!;
        for (const code of Object.keys(perLocale)) expect(localeCodes.has(code), `${e.sys.id}.${field}: locale ${code}`).toBe(true);
        if (!def.localized) expect(Object.keys(perLocale), `${e.sys.id}.${field} is not localized`).toEqual([DEFAULT]);
      }
    }
  });

  it('every required field has an en-SG value; localized fields are written in en-SG, th-TH, id-ID and zh-HK', () => {
    for (const e of entries) {
      for (const def of typeById.get(e.sys.contentType)!.fields) {
        const value = e.fields[def.id]?.[DEFAULT];
        if (def.required) {
          expect(value === undefined || value === '' || (Array.isArray(value) && value.length === 0), `${e.sys.id}.${def.id} is required`).toBe(false);
        }
        if (def.localized && e.fields[def.id]) {
          for (const code of WRITTEN) expect(e.fields[def.id][code], `${e.sys.id}.${def.id} has no ${code} value`).toBeDefined();
        }
      }
    }
  });

  it('field values have the declared types (Symbol ≤ 255 characters, integers, booleans, links, arrays, documents)', () => {
    const check = (where: string, value: unknown, type: string, linkType?: string, items?: FieldDef['items']) => {
      switch (type) {
        case 'Symbol':
          expect(typeof value, where).toBe('string');
          expect((value as string).length, where).toBeLessThanOrEqual(255);
          break;
        case 'Text':
          expect(typeof value, where).toBe('string');
          break;
        case 'Integer':
          expect(Number.isInteger(value), where).toBe(true);
          break;
        case 'Boolean':
          expect(typeof value, where).toBe('boolean');
          break;
        case 'Object':
          expect(value !== null && typeof value === 'object', where).toBe(true);
          break;
        case 'RichText':
          expect((value as { nodeType: string }).nodeType, where).toBe('document');
          break;
        case 'Link':
          expect(isLink(value), where).toBe(true);
          expect((value as Link).sys.linkType, where).toBe(linkType);
          break;
        case 'Array':
          expect(Array.isArray(value), where).toBe(true);
          (value as unknown[]).forEach((item, i) => check(`${where}[${i}]`, item, items!.type, items!.linkType));
          break;
        default:
          throw new Error(`${where}: unknown field type ${type}`);
      }
    };
    for (const e of entries) {
      for (const [field, perLocale] of Object.entries(e.fields)) {
        const def = fieldDef(e, field)!;
        for (const [code, value] of Object.entries(perLocale)) check(`${e.sys.id}.${field}.${code}`, value, def.type, def.linkType, def.items);
      }
    }
  });

  it('every link points at an existing entry or asset', () => {
    for (const e of entries) {
      for (const link of linksIn(e.fields)) {
        const target = link.sys.linkType === 'Asset' ? assetById.get(link.sys.id) : entryById.get(link.sys.id);
        expect(target, `${e.sys.id} links to missing ${link.sys.linkType} ${link.sys.id}`).toBeDefined();
      }
    }
  });

  it('the embedded content server loads the seed without problems or warnings', async () => {
    const { data, warnings } = await buildFromSeed(seedDir, { contentTypes: generatedTypes });
    expect(warnings).toEqual([]);
    expect(data).toBeDefined();
  });
});

describe('content seed: values', () => {
  const enumFields: Record<string, unknown[]> = {
    'heroBanner.theme': ['light', 'dark'],
    'promoStrip.tone': ['accent', 'ink'],
    'sectionHeading.spacing': ['none', 'small', 'large'],
    'imageWithText.imagePosition': ['left', 'right'],
    'page.pageType': ['home', 'landing', 'category', 'brand', 'legal', 'about'],
  };
  const pathFields = ['ctaHref', 'href', 'src', 'captionsSrc'];

  it('enumerations, collapsedLines (2–12) and paths (relative, starting with /) are valid', () => {
    for (const e of entries) {
      for (const [field, perLocale] of Object.entries(e.fields)) {
        const allowed = enumFields[`${e.sys.contentType}.${field}`];
        for (const value of Object.values(perLocale)) {
          if (allowed) expect(allowed, `${e.sys.id}.${field}`).toContain(value);
          if (pathFields.includes(field)) expect(value, `${e.sys.id}.${field}`).toMatch(SITE_PATH);
          if (field === 'collapsedLines') {
            expect(value, e.sys.id).toBeGreaterThanOrEqual(2);
            expect(value, e.sys.id).toBeLessThanOrEqual(12);
          }
        }
      }
    }
  });

  it('rich-text links are relative paths, mailto: or https:', () => {
    for (const e of entries) {
      for (const [field, perLocale] of Object.entries(e.fields)) {
        if (fieldDef(e, field)!.type !== 'RichText') continue;
        for (const doc of Object.values(perLocale)) {
          for (const node of richNodes(doc)) {
            if (node.nodeType !== 'hyperlink') continue;
            expect((node.data as { uri: string }).uri, e.sys.id).toMatch(/^(?:\/(?![/\\])\S*|mailto:\S+@\S+|https:\/\/\S+)$/);
          }
        }
      }
    }
  });

  it('Thai text contains Thai script and zh-HK text contains Chinese characters', () => {
    const check = (where: string, perLocale: Localized) => {
      if (perLocale['th-TH'] !== undefined) expect(textsIn(perLocale['th-TH']).join(' '), `${where} th-TH`).toMatch(THAI);
      if (perLocale['zh-HK'] !== undefined) expect(textsIn(perLocale['zh-HK']).join(' '), `${where} zh-HK`).toMatch(CJK);
    };
    for (const e of entries) {
      for (const [field, perLocale] of Object.entries(e.fields)) {
        if (fieldDef(e, field)!.localized) check(`${e.sys.id}.${field}`, perLocale);
      }
    }
    for (const a of assets) check(`asset ${a.sys.id}.description`, a.fields.description);
  });

  it('Indonesian long copy is written in Indonesian, not copied from English', () => {
    for (const e of entries) {
      for (const [field, perLocale] of Object.entries(e.fields)) {
        const def = fieldDef(e, field)!;
        if (!def.localized || !['Text', 'RichText'].includes(def.type) || perLocale['id-ID'] === undefined) continue;
        expect(JSON.stringify(perLocale['id-ID']), `${e.sys.id}.${field}`).not.toEqual(JSON.stringify(perLocale[DEFAULT]));
      }
    }
  });
});

describe('content seed: pages, layout, brands', () => {
  const pages = ofType('page');

  it('has the pages the store serves', () => {
    const slugs = new Set(pages.map((p) => v<string>(p, 'slug')));
    for (const slug of ['home', 'about', 'privacy', 'terms', 'sale', 'new', 'gifts', 'makeup', 'skincare', 'fragrance', 'hair', 'bath-body', 'tools']) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('a slug has at most one page per country and at most one page for every country', () => {
    const seen = new Set<string>();
    for (const p of pages) {
      const countries = v<string[]>(p, 'countries') ?? [];
      for (const c of countries.length ? countries : ['*']) {
        const key = `${v(p, 'slug')}:${c}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('has a home page for every country and a different one for AU and NZ', () => {
    const homes = pages.filter((p) => v(p, 'slug') === 'home');
    expect(homes.some((p) => (v<string[]>(p, 'countries') ?? []).length === 0)).toBe(true);
    const auNz = homes.find((p) => (v<string[]>(p, 'countries') ?? []).includes('AU'));
    expect(v<string[]>(auNz!, 'countries')).toEqual(['AU', 'NZ']);
  });

  it('every page other than a brand page has a title in th-TH, id-ID and zh-HK', () => {
    for (const p of pages.filter((x) => v(x, 'pageType') !== 'brand')) {
      for (const code of ['th-TH', 'id-ID', 'zh-HK']) expect(v<string>(p, 'title', code), `${p.sys.id} ${code}`).toBeTruthy();
    }
  });

  it('page and brand blocks are block entries', () => {
    const notBlocks = ['page', 'layout', 'brand', 'overlay', 'categoryTile', 'carouselSlide'];
    for (const e of [...pages, ...ofType('brand')]) {
      for (const link of v<Link[]>(e, 'blocks') ?? []) {
        expect(notBlocks, `${e.sys.id} → ${link.sys.id}`).not.toContain(entryById.get(link.sys.id)!.sys.contentType);
      }
    }
  });

  it('the terms page is made of legal sections, one titled "Legal Terms"', () => {
    const terms = pages.find((p) => v(p, 'slug') === 'terms')!;
    const sections = v<Link[]>(terms, 'blocks').map((l) => entryById.get(l.sys.id)!);
    expect(sections.every((s) => s.sys.contentType === 'legalSection')).toBe(true);
    expect(sections.map((s) => v(s, 'title'))).toContain('Legal Terms');
  });

  it('links to /terms?section=… name a legal section of the terms page in the same language', () => {
    const terms = pages.find((p) => v(p, 'slug') === 'terms')!;
    const sections = v<Link[]>(terms, 'blocks').map((l) => entryById.get(l.sys.id)!);
    const key = (s: string) => s.toLowerCase().replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
    let checked = 0;
    for (const e of entries) {
      for (const [field, perLocale] of Object.entries(e.fields)) {
        for (const [code, value] of Object.entries(perLocale)) {
          const uris = [
            ...[...richNodes(value)].filter((n) => n.nodeType === 'hyperlink').map((n) => (n.data as { uri: string }).uri),
            ...(field === 'footerMenus' || field === 'headerMenus' ? JSON.stringify(value).match(/"\/terms\?[^"]*"/g)?.map((s) => JSON.parse(s) as string) ?? [] : []),
          ].filter((u) => u.startsWith('/terms?'));
          for (const uri of uris) {
            const wanted = new URLSearchParams(uri.slice('/terms?'.length)).get('section');
            if (!wanted) continue;
            const titles = sections.map((s) => key(localized(s.fields.title, code) as string));
            expect(titles, `${e.sys.id}.${field}.${code}: ${uri}`).toContain(key(wanted));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('has one layout for every country, with menus in every language and valid exempt rules', () => {
    const layouts = ofType('layout');
    expect(layouts.filter((l) => (v<string[]>(l, 'countries') ?? []).length === 0)).toHaveLength(1);
    for (const l of layouts) {
      for (const code of WRITTEN) {
        expect(Array.isArray(v(l, 'headerMenus', code)), `${l.sys.id} headerMenus ${code}`).toBe(true);
        expect(Array.isArray(v(l, 'footerMenus', code)), `${l.sys.id} footerMenus ${code}`).toBe(true);
      }
      const rules = v<{ smartLinkExemptedPaths: { type: string; value: string }[] }>(l, 'config').smartLinkExemptedPaths;
      expect(rules.length).toBeGreaterThan(0);
      for (const r of rules) {
        expect(['absolute', 'regex', 'startsWith']).toContain(r.type);
        if (r.type === 'regex') expect(() => new RegExp(r.value)).not.toThrow();
      }
    }
  });

  it('menus link to paths, and the header covers categories, brands, new, sale, happening and Beauty Pass', () => {
    const layout = ofType('layout').find((l) => (v<string[]>(l, 'countries') ?? []).length === 0)!;
    for (const code of WRITTEN) {
      const header = v<{ path?: string | null; emphasis?: boolean; children?: { path: string }[] }[]>(layout, 'headerMenus', code);
      const paths = header.flatMap((g) => [g.path, ...(g.children ?? []).map((c) => c.path)]).filter((p): p is string => !!p);
      for (const p of paths) expect(p).toMatch(SITE_PATH);
      for (const p of ['/pages/makeup', '/pages/skincare', '/pages/fragrance', '/pages/hair', '/pages/bath-body', '/pages/tools', '/brands', '/pages/new', '/pages/sale',
        '/happening/services', '/store-locations?tab=beauty-classes', '/store-locations?tab=store-events', '/store-locations', '/beauty-pass', '/rewards', '/e-gift-cards']) {
        expect(paths, `${code} header`).toContain(p);
      }
      expect(header.find((g) => g.path === '/pages/sale')?.emphasis).toBe(true);
      const footer = v<{ links: { path: string }[] }[]>(layout, 'footerMenus', code);
      const footerPaths = footer.flatMap((g) => g.links.map((l) => l.path));
      for (const p of footerPaths) expect(p).toMatch(SITE_PATH);
      expect(footerPaths).toEqual(expect.arrayContaining(['/privacy', '/about']));
      expect(footerPaths.some((p) => p.startsWith('/terms'))).toBe(true);
    }
  });

  it('brands have unique slugs and exactly one house brand, Atelier Collection', () => {
    const brands = ofType('brand');
    const slugs = brands.map((b) => v<string>(b, 'slug'));
    expect(new Set(slugs).size).toBe(slugs.length);
    const house = brands.filter((b) => v(b, 'houseBrand') === true);
    expect(house.map((b) => [v(b, 'slug'), v(b, 'name')])).toEqual([['atelier-collection', 'Atelier Collection']]);
  });

  it('has 19 brand redirects to existing brand slugs; no old slug is a current slug or a target', () => {
    const slugs = new Set(ofType('brand').map((b) => v<string>(b, 'slug')));
    const targets = new Set(redirects.map((r) => r.to));
    expect(redirects).toHaveLength(19);
    expect(new Set(redirects.map((r) => r.from)).size).toBe(19);
    for (const r of redirects) {
      expect(r.from).toMatch(KEBAB);
      expect(slugs.has(r.to), r.to).toBe(true);
      expect(slugs.has(r.from), r.from).toBe(false);
      expect(targets.has(r.from), r.from).toBe(false);
    }
  });
});

describe('content seed: assets', () => {
  const sizes: [RegExp, number, number][] = [
    [/^hero-/, 1600, 900],
    [/^tile-/, 600, 600],
    [/^(slide|feature)-/, 1200, 800],
    [/^logo-/, 400, 160],
    [/^poster-/, 1280, 720],
  ];

  it('every asset file exists in public/cms with the declared size, dimensions and alt text', () => {
    for (const a of assets) {
      const file = a.fields.file[DEFAULT];
      expect(file.url).toBe(`/cms/${file.fileName}`);
      expect(file.url.startsWith('/cms/fixtures/')).toBe(false);
      const path = join(root, 'public', file.url);
      expect(existsSync(path), path).toBe(true);
      const svg = readFileSync(path);
      expect(file.details.size, a.sys.id).toBe(svg.length);
      expect(file.contentType).toBe('image/svg+xml');
      const head = svg.toString('utf8').match(/<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/);
      expect(head, a.sys.id).not.toBeNull();
      expect([Number(head![1]), Number(head![2])], a.sys.id).toEqual([file.details.image.width, file.details.image.height]);
      const expected = sizes.find(([re]) => re.test(a.sys.id));
      expect(expected, `${a.sys.id}: unknown image kind`).toBeDefined();
      expect([file.details.image.width, file.details.image.height], a.sys.id).toEqual([expected![1], expected![2]]);
      expect(a.fields.title[DEFAULT]).toBeTruthy();
      for (const code of WRITTEN) expect(a.fields.description[code], `${a.sys.id} ${code}`).toBeTruthy();
    }
  });

  it('every asset is used', () => {
    const used = new Set([...linksIn(entries.map((e) => e.fields))].filter((l) => l.sys.linkType === 'Asset').map((l) => l.sys.id));
    expect(assets.map((a) => a.sys.id).filter((id) => !used.has(id))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Every entry, as the renderer sees it in every locale, passes the schema of the block or type rendering it.

const fallbacks = new Map(space.locales.map((l) => [l.code, l.fallbackCode]));
function localized(perLocale: Localized, locale: string): unknown {
  for (let code: string | null | undefined = locale; code; code = fallbacks.get(code)) {
    if (perLocale[code] !== undefined) return perLocale[code];
  }
  return undefined;
}

function normalize(value: unknown, locale: string, depth = 0): unknown {
  if (depth > 12) return undefined;
  if (isLink(value)) {
    if (value.sys.linkType === 'Asset') {
      const a = assetById.get(value.sys.id)!;
      const file = a.fields.file[DEFAULT];
      const description = localized(a.fields.description, locale) as string | undefined;
      return {
        id: a.sys.id, url: file.url, title: localized(a.fields.title, locale) ?? '', ...(description ? { description } : {}),
        contentType: file.contentType, width: file.details.image.width, height: file.details.image.height,
      };
    }
    return normalizeEntry(entryById.get(value.sys.id)!, locale, depth + 1);
  }
  if (Array.isArray(value)) return value.map((x) => normalize(x, locale, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, normalize(x, locale, depth + 1)]));
  }
  return value;
}

function normalizeEntry(e: Entry, locale: string, depth = 0) {
  const fields: Record<string, unknown> = {};
  for (const [field, perLocale] of Object.entries(e.fields)) {
    const value = localized(perLocale, locale);
    if (value !== undefined) fields[field] = normalize(value, locale, depth);
  }
  return { id: e.sys.id, contentType: e.sys.contentType, fields };
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pageSchemas = new Map(
  readdirSync(join(root, 'schemas', 'cms'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => [name.replace('.schema.json', ''), readJson<JsonSchema>(join(root, 'schemas', 'cms', name))]),
);
const schemasOfBlocks = await blockSchemas();
/** The schema that renders an entry of this content type: a page-level one (schemas/cms) or a block's. */
const schemaOf = (contentType: string): JsonSchema | undefined => pageSchemas.get(kebab(contentType)) ?? schemasOfBlocks.get(kebab(contentType));

describe('content seed: renderer schemas', () => {
  it('every block used on a page or brand has a schema (a registered block)', () => {
    const used = new Set(
      [...ofType('page'), ...ofType('brand')].flatMap((e) => (v<Link[]>(e, 'blocks') ?? []).map((l) => entryById.get(l.sys.id)!.sys.contentType)),
    );
    for (const type of used) expect(schemaOf(type), type).toMatchObject({ type: 'object', properties: expect.any(Object) });
  });

  it.each([...localeCodes])('every entry normalized for %s passes its schema', (locale) => {
    const failures: string[] = [];
    for (const e of entries) {
      const schema = schemaOf(e.sys.contentType);
      if (!schema) continue; // nested entries (tiles, slides) are checked through their parent's schema
      const result = validateFields(schema, normalizeEntry(e, locale).fields);
      if (!result.valid) failures.push(`${e.sys.id}: ${result.errors.map((x) => `${x.path} ${x.message}`).join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
