import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListingQuery, ListingResponse, PopularQueries, Suggestions } from '@/schemas/api/catalog';
import { databasesUnderTest } from '@/tests/db/test-database';
import { listProducts } from './listing';
import { hanGrams } from './search-index';
import { LOGGED_SEARCHES_PER_VISITOR_HOUR, MIN_POPULAR_VISITORS, buildSearchIndex, logSearch, normalizeQuery, popularQueries, queryWords, rewriteQuery, searchSuggestions, textMatch } from './search';
import { Params } from './summary';
import { ctxOf, createCatalogTestDatabase, type CatalogTestDatabase } from './testing/catalog-test-db';

const SG = ctxOf('SG');
const TH = ctxOf('TH', 'th');
const HK_ZH = ctxOf('HK', 'zh');

describe('query normalization and words', () => {
  it('trims, collapses spaces and lower-cases', () => {
    expect(normalizeQuery('  Velvet   MATTE\tLipstick ')).toBe('velvet matte lipstick');
    expect(normalizeQuery('   ')).toBe('');
  });
  it('splits Latin queries on punctuation and segments Thai and Chinese', () => {
    expect(queryWords("L'Oréal  true-match")).toEqual({ words: ['l', 'oréal', 'true', 'match'], segmented: false, script: 'latin' });
    expect(queryWords("'); DROP TABLE products; --").words).toEqual(['drop', 'table', 'products']);
    const thai = queryWords('มาสก์หน้าทองคำ');
    expect(thai.segmented).toBe(true);
    expect(thai.words.length).toBeGreaterThan(1);
    expect(thai.words.join('')).toBe('มาสก์หน้าทองคำ');
    expect(queryWords('茉莉花香水')).toMatchObject({ segmented: true, script: 'han' });
  });
  it('rewrites synonyms and spelling variants as the catalogue writes them, and cuts "spf50"', () => {
    expect(rewriteQuery('nail polish')).toBe('nail colour');
    expect(rewriteQuery('oil-free moisturizer')).toBe('oil-free moisturiser');
    // Latin entries match whole words only: "merah" is red, "merahkan" is left alone.
    expect(rewriteQuery('lipstik merah')).toBe('lipstik red');
    expect(rewriteQuery('merahkan')).toBe('merahkan');
    // Thai and Chinese entries match inside a run of text without spaces.
    expect(rewriteQuery('ลิปสติกสีแดง')).toBe('ลิปสติก red');
    expect(rewriteQuery('口紅')).toBe('唇膏');
    expect(rewriteQuery('กันแดด spf50')).toBe('กันแดด spf 50');
    expect(rewriteQuery('velvet matte lipstick')).toBe('velvet matte lipstick');
  });
});

describe.each(databasesUnderTest())('search on $name PostgreSQL', ({ url }) => {
  let t: CatalogTestDatabase;
  beforeAll(async () => {
    t = await createCatalogTestDatabase(url);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function search(text: string, ctx = SG, extra: Record<string, unknown> = {}): Promise<ListingResponse> {
    return ListingResponse.parse(await listProducts(t.pool, ctx, ListingQuery.parse({ q: text, page_size: 48, ...extra })));
  }
  const slugs = (r: ListingResponse) => r.items.map((i) => i.slug);

  describe('ranking', () => {
    it('puts an exact product name first, ahead of more popular partial matches', async () => {
      const r = await search('lip oil');
      expect(slugs(r)[0]).toBe('lip-oil');
      expect(slugs(r)).toContain('lip-oil-plumping-duo');
      // Case- and space-insensitive.
      expect(slugs(await search('  LIP   Oil ')).at(0)).toBe('lip-oil');
      expect(slugs(await search('Velvet Matte Lipstick'))[0]).toBe('velvet-matte-lipstick');
    });

    it('scores only the most popular matches when asked (suggestions at a retailer’s size)', async () => {
      const scored = async (mostPopular?: number) => {
        const p = new Params();
        const match = textMatch(p, SG, 'lip', mostPopular ? { mostPopular, soldIn: p.add('SG') } : {});
        const { rows } = await t.pool.query<{ slug: string }>(`WITH ${match!.ctes} SELECT p.slug FROM m JOIN products p ON p.id = m.id ORDER BY p.slug`, p.values);
        return rows.map((r) => r.slug);
      };
      expect(await scored()).toEqual(['glossy-lip-shine', 'lip-oil', 'lip-oil-plumping-duo', 'satin-lipstick', 'velvet-matte-lipstick']);
      // Popularity 99 and 90 of the five.
      expect(await scored(2)).toEqual(['lip-oil-plumping-duo', 'velvet-matte-lipstick']);
    });

    it('a brand name returns that brand’s products', async () => {
      expect(new Set(slugs(await search('Glow Lab')))).toEqual(new Set(['glossy-lip-shine', 'lip-oil', 'oil-free-moisturizer']));
      expect(new Set(slugs(await search('rouge & co')))).toEqual(new Set(['velvet-matte-lipstick', 'silk-foundation']));
      // Accents folded: "creme" finds La Crème.
      expect(new Set(slugs(await search('la creme')))).toEqual(new Set(['hydra-moisturizer', 'gold-face-mask', 'jasmine-eau-de-parfum']));
    });

    it('matches a one-letter typo', async () => {
      const lipstik = slugs(await search('lipstik'));
      expect(lipstik).toEqual(expect.arrayContaining(['velvet-matte-lipstick', 'satin-lipstick']));
      const moisturiser = slugs(await search('moisturiser'));
      expect(moisturiser).toEqual(expect.arrayContaining(['hydra-moisturizer', 'oil-free-moisturizer']));
      expect(moisturiser).not.toContain('velvet-matte-lipstick');
      expect(slugs(await search('velvet lipstik'))[0]).toBe('velvet-matte-lipstick');
    });

    it('matches a typo through the catalogue words, which a newly indexed product adds to', async () => {
      // An unknown word beside a typo is left out of the typo match, as it was of the text's similarity.
      expect(slugs(await search('satn xqzv'))).toContain('satin-lipstick');
      const client = await t.pool.connect();
      try {
        await client.query('BEGIN');
        expect(slugs(await listProducts(client, SG, ListingQuery.parse({ q: 'shimmerglaze' })))).toEqual([]);
        await client.query(`UPDATE products SET content = jsonb_set(content, '{en,name}', '"Shimmerglaze Lip Shine"') WHERE slug = 'glossy-lip-shine'`);
        const { rows } = await client.query<{ id: number }>("SELECT id FROM products WHERE slug = 'glossy-lip-shine'");
        await buildSearchIndex(client, [rows[0].id]);
        expect(slugs(await listProducts(client, SG, ListingQuery.parse({ q: 'shimerglaze' })))).toEqual(['glossy-lip-shine']);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });

    it('matches the last word as a prefix while typing', async () => {
      expect(slugs(await search('velv'))).toEqual(['velvet-matte-lipstick']);
      expect(slugs(await search('jasmine eau de par'))).toEqual(['jasmine-eau-de-parfum']);
    });

    it('finds words of the description through full text', async () => {
      expect(slugs(await search('hydration'))).toEqual(['hydra-moisturizer']);
    });

    it('answers no match with nothing', async () => {
      expect(await search('qwertyuiop')).toMatchObject({ items: [], total: 0 });
      expect(await search('!!!')).toMatchObject({ items: [], total: 0 });
    });

    it('ranks by relevance, then popularity; other sorts apply to the matches', async () => {
      const lipstick = await search('lipstick');
      expect(slugs(lipstick).slice(0, 2).sort()).toEqual(['satin-lipstick', 'velvet-matte-lipstick']);
      const byPrice = await search('lipstick', SG, { sort: 'price_asc' });
      expect(new Set(slugs(byPrice))).toEqual(new Set(slugs(lipstick)));
      const amounts = byPrice.items.map((i) => i.price.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });

    it('combines with filters and counts the full result', async () => {
      const r = await search('lipstick', SG, { brand: 'atelier', page_size: 1 });
      expect(slugs(r)).toEqual(['satin-lipstick']);
      expect(r.total).toBe(1);
      const brandFacet = r.facets.find((f) => f.param === 'brand')!;
      expect(brandFacet.values.map((v) => v.value)).toEqual(expect.arrayContaining(['atelier', 'rouge-co']));
    });

    it('finds a Thai product by a word of its Thai name', async () => {
      const r = await search('ทองคำ', TH);
      expect(slugs(r)).toEqual(['gold-face-mask']);
      expect(r.items[0].name).toBe('มาสก์หน้าทองคำ');
      expect(slugs(await search('มาสก์หน้าทองคำ', TH))[0]).toBe('gold-face-mask');
      expect(slugs(await search('ลิปสติก', TH))).toEqual(expect.arrayContaining(['velvet-matte-lipstick', 'satin-lipstick']));
      expect(slugs(await search('กำมะหยี่', TH))).toEqual(['velvet-matte-lipstick']);
      // In English inside Thailand the Thai index is still searched.
      expect(slugs(await search('ทองคำ', ctxOf('TH', 'en')))).toEqual(['gold-face-mask']);
    });

    it('finds a Chinese product by part of its name', async () => {
      expect(slugs(await search('茉莉', HK_ZH))).toEqual(['jasmine-eau-de-parfum']);
      expect(slugs(await search('茉莉花香水', HK_ZH))[0]).toBe('jasmine-eau-de-parfum');
      expect(slugs(await search('面膜', HK_ZH))).toEqual(['gold-face-mask']);
      expect(await search('咖啡', HK_ZH)).toMatchObject({ total: 0 });
    });

    it('finds Chinese words of one and two characters, whose characters and pairs are indexed (han_grams)', async () => {
      expect(hanGrams('潤唇膏 sheer')).toEqual(['潤', '唇', '潤唇', '膏', '唇膏']);
      expect(slugs(await search('唇膏', HK_ZH))).toEqual(expect.arrayContaining(['velvet-matte-lipstick', 'satin-lipstick']));
      expect(slugs(await search('膏', HK_ZH))).toEqual(expect.arrayContaining(['velvet-matte-lipstick', 'satin-lipstick']));
    });

    it('only returns products sold in the country', async () => {
      expect(slugs(await search('nova night serum'))).toEqual(['nova-night-serum']);
      expect(await search('nova night serum', TH)).toMatchObject({ total: 0 });
    });
  });

  describe('suggestions', () => {
    it('suggests products, brands and categories as the shopper types', async () => {
      const s = Suggestions.parse(await searchSuggestions(t.pool, SG, 'glo'));
      expect(s.query).toBe('glo');
      expect(s.brands).toEqual([{ slug: 'glow-lab', name: 'Glow Lab' }]);
      expect(s.products.length).toBeGreaterThan(0);
      expect(s.products.length).toBeLessThanOrEqual(5);
      expect(s.products[0]).toEqual({
        id: expect.any(Number),
        slug: expect.any(String),
        name: expect.any(String),
        brand: expect.any(Object),
        image: expect.any(Object),
        price: expect.any(Object),
      });

      const lip = Suggestions.parse(await searchSuggestions(t.pool, SG, 'Lip'));
      expect(lip.categories.map((c) => c.path)).toEqual(expect.arrayContaining(['makeup/lips', 'makeup/lips/lipstick', 'makeup/lips/lip-gloss']));
      expect(lip.categories.length).toBeLessThanOrEqual(5);
      expect(lip.products).toHaveLength(5);

      const mois = await searchSuggestions(t.pool, SG, 'moisturiser');
      expect(mois.categories).toEqual([{ path: 'skincare/moisturizers', name: 'Moisturizers' }]);
      expect(mois.products.map((p) => p.slug)).toEqual(expect.arrayContaining(['hydra-moisturizer', 'oil-free-moisturizer']));

      // Localized category names; brands only with products sold in the country.
      const th = Suggestions.parse(await searchSuggestions(t.pool, TH, 'ลิป'));
      expect(th.categories).toEqual(expect.arrayContaining([{ path: 'makeup/lips/lipstick', name: 'ลิปสติก' }]));
      expect((await searchSuggestions(t.pool, TH, 'nova')).brands).toEqual([]);
      expect((await searchSuggestions(t.pool, SG, 'nova')).brands).toEqual([{ slug: 'nova', name: 'Nova' }]);
      expect((await searchSuggestions(t.pool, SG, 'empty')).brands).toEqual([]);
    });

    it('answers an empty query with nothing', async () => {
      expect(await searchSuggestions(t.pool, SG, '   ')).toEqual({ query: '', products: [], brands: [], categories: [] });
      expect(await searchSuggestions(t.pool, SG, 'qwertyuiop')).toEqual({ query: 'qwertyuiop', products: [], brands: [], categories: [] });
    });
  });

  describe('popular queries', () => {
    beforeEach(async () => {
      await t.pool.query('DELETE FROM search_queries');
      await t.pool.query('DELETE FROM search_visitor_quota');
    });

    /** `text` searched by `visitors` different visitors (each finding `found` products). */
    const searchedBy = async (ctx: typeof SG, text: string, visitors: number, found = 3, prefix = text) => {
      for (let i = 0; i < visitors; i++) await logSearch(t.pool, ctx, text, found, `${prefix}-visitor-${i}`);
    };

    it('counts normalized queries with results in the country over the last 30 days, once per visitor', async () => {
      for (const [i, text] of ['Lipstick', '  lipstick ', 'LIPSTICK', 'lipstick'].entries()) await logSearch(t.pool, SG, text, 3, `visitor-${i}`);
      for (const [i, text] of ['serum', 'Serum', 'SERUM'].entries()) await logSearch(t.pool, SG, text, 3, `visitor-${i}`);
      await logSearch(t.pool, SG, 'qwertyuiop', 0, 'visitor-0');
      await logSearch(t.pool, SG, 'qwertyuiop', 0, 'visitor-1');
      await logSearch(t.pool, SG, '   ', 5, 'visitor-0');
      await searchedBy(TH, 'ลิปสติก', 3, 4);
      for (let i = 0; i < MIN_POPULAR_VISITORS; i++) {
        await t.pool.query(`INSERT INTO search_queries (country, lang, query, result_count, created_at) VALUES ('SG', 'en', 'old query', 9, now() - interval '31 days')`);
      }

      const sg = PopularQueries.parse({ items: await popularQueries(t.pool, SG) }).items;
      expect(sg).toEqual([
        { query: 'lipstick', count: 4 },
        { query: 'serum', count: 3 },
      ]);
      expect(await popularQueries(t.pool, SG, 1)).toEqual([{ query: 'lipstick', count: 4 }]);
      expect(await popularQueries(t.pool, TH)).toEqual([{ query: 'ลิปสติก', count: 3 }]);
      expect(await popularQueries(t.pool, ctxOf('ID', 'id'))).toEqual([]);
      const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM search_queries WHERE query = '' OR result_count = 0`);
      expect(rows[0].n).toBe(0);
    });

    it('lists no junk: only queries that found products, of 2 characters or more (1 for Chinese) (issue 21, item 14)', async () => {
      for (const text of ['a', 'l', '7', '--', 'ab', 'ล', 'serum']) await searchedBy(SG, text, MIN_POPULAR_VISITORS, 5);
      await searchedBy(HK_ZH, '唇', MIN_POPULAR_VISITORS, 5);
      await logSearch(t.pool, SG, 'no such thing', 0, 'visitor-0');
      expect((await popularQueries(t.pool, SG)).map((p) => p.query).sort()).toEqual(['ab', 'serum']);
      expect((await popularQueries(t.pool, HK_ZH)).map((p) => p.query)).toEqual(['唇']);
    });

    it('counts a visitor once per term, however often they search it (issue 21, item 14)', async () => {
      for (let i = 0; i < 15; i++) await logSearch(t.pool, SG, 'serum', 5, 'pushy-visitor');
      for (let i = 0; i < 15; i++) await logSearch(t.pool, SG, 'mascara', 5, 'pushy-visitor');
      await searchedBy(SG, 'serum', 2, 5);
      await searchedBy(SG, 'lipstick', 4, 5);
      expect(await popularQueries(t.pool, SG)).toEqual([
        { query: 'lipstick', count: 4 },
        { query: 'serum', count: 3 },
      ]);
    });

    it('lists only valid text of the shopper\'s language that several visitors searched, whatever the table holds (issue 30, item 9)', async () => {
      // A query whose bytes were not UTF-8 ('?q=%ff%a' decodes to "\uFFFD%a") finds products (its "a" matches
      // everything), and once every visitor who met it was counted, it was every Singapore shopper's popular search.
      const garbled = '\uFFFD%a';
      for (let i = 0; i < 5; i++) expect(await logSearch(t.pool, SG, garbled, 153, `garbled-visitor-${i}`)).toBe(false);
      for (const junk of ['%e0%b8', 'serum%2f', '<b>serum</b>', 'serum\u200b', 'ลิปสติก']) {
        expect(await logSearch(t.pool, SG, junk, 5, 'junk-visitor'), junk).toBe(false);
      }
      expect(await logSearch(t.pool, SG, 'niacinamide 10%', 5, 'visitor-x')).toBe(true);
      expect(await logSearch(t.pool, SG, "l'oréal true-match", 5, 'visitor-x')).toBe(true);
      const { rows: logged } = await t.pool.query('SELECT DISTINCT query FROM search_queries ORDER BY query');
      expect(logged.map((r) => r.query)).toEqual(["l'oréal true-match", 'niacinamide 10%']);

      // Rows already in the table (logged before the rule, or by hand) are not listed either.
      for (const junk of [garbled, '%e0%b8', '<script>', 'serum\u0007', '\u{1F484} lipstick']) {
        for (let i = 0; i < 5; i++) await t.pool.query(`INSERT INTO search_queries (country, lang, query, result_count, visitor) VALUES ('SG', 'en', $1, 20, $2)`, [junk, `old-${i}`]);
      }
      await searchedBy(SG, 'niacinamide 10%', MIN_POPULAR_VISITORS - 1, 5, 'n');
      await searchedBy(SG, 'serum', MIN_POPULAR_VISITORS, 5);
      // Two visitors are no trend; three are.
      await searchedBy(SG, 'velvet matte', MIN_POPULAR_VISITORS - 1, 5);
      // (Equal counts: the latest searched first.)
      expect(await popularQueries(t.pool, SG)).toEqual([
        { query: 'serum', count: 3 },
        { query: 'niacinamide 10%', count: 3 },
      ]);

      // Thailand: Thai and Latin for a Thai page; a Thai query is no English text, so the English page leaves it out.
      await searchedBy(TH, 'ลิปสติก', MIN_POPULAR_VISITORS, 4);
      await searchedBy(ctxOf('TH', 'en'), 'mascara', MIN_POPULAR_VISITORS, 4);
      expect((await popularQueries(t.pool, TH)).map((p) => p.query)).toEqual(['mascara', 'ลิปสติก']);
      expect((await popularQueries(t.pool, ctxOf('TH', 'en'))).map((p) => p.query)).toEqual(['mascara']);
      // Hong Kong: the Chinese page lists Chinese and Latin queries, the English one only Latin.
      await searchedBy(HK_ZH, '唇膏', MIN_POPULAR_VISITORS, 4);
      expect((await popularQueries(t.pool, HK_ZH)).map((p) => p.query)).toEqual(['唇膏']);
      expect(await popularQueries(t.pool, ctxOf('HK', 'en'))).toEqual([]);
    });

    it('logs at most LOGGED_SEARCHES_PER_VISITOR_HOUR searches of a visitor an hour, even when they arrive at once on many connections', async () => {
      const logged = await Promise.all(
        Array.from({ length: LOGGED_SEARCHES_PER_VISITOR_HOUR + 15 }, (_, i) => logSearch(t.pool, SG, `query ${i}`, 5, 'busy-visitor')),
      );
      expect(logged.filter(Boolean)).toHaveLength(LOGGED_SEARCHES_PER_VISITOR_HOUR);
      const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM search_queries WHERE visitor = 'busy-visitor'`);
      expect(rows[0].n).toBe(LOGGED_SEARCHES_PER_VISITOR_HOUR);
      // Another visitor is not held back by it.
      expect(await logSearch(t.pool, SG, 'serum', 5, 'calm-visitor')).toBe(true);
    });

    it('caps the length of a logged query', async () => {
      await logSearch(t.pool, SG, 'x'.repeat(500), 1, 'visitor-0');
      const { rows } = await t.pool.query('SELECT query FROM search_queries');
      expect(rows[0].query).toHaveLength(100);
    });
  });
});
