// `npm run explain-hot-paths`: the query plans behind the shop's hot paths, on the database at DATABASE_URL
// (seed it first, e.g. `SEED_SCALE=retail`): listings with filters and every sort, search (results and
// as-you-type suggestions, in Latin, Thai and Chinese), the product page, add to bag and the bag read. Each
// statement the services send is run once more under EXPLAIN ANALYZE; a sequential scan of a catalogue table
// (products, variants, prices, inventory, product_search) is named, and the run exits 1 when there is one.
//
//   DATABASE_URL=postgres://… npm run explain-hot-paths [-- --plans]   (--plans prints every plan)
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { countries } from '@/config/countries/registry';
import { listProducts } from '@/commerce/catalog/listing';
import { getProduct } from '@/commerce/catalog/products';
import { searchSuggestions } from '@/commerce/catalog/search';
import { addProduct, readBag } from '@/commerce/bag/bag';
import { ListingQuery } from '@/schemas/api/catalog';
import type { CatalogContext } from '@/commerce/catalog/context';

const CATALOGUE_TABLES = ['products', 'variants', 'prices', 'inventory', 'product_search'];
const printPlans = process.argv.includes('--plans');

interface Explained {
  path: string;
  ms: number;
  seqScans: string[];
  plan: string;
}

/** A pool whose every SELECT is also explained (writes run as they are: EXPLAIN ANALYZE would repeat them). */
function explainingPool(pool: pg.Pool, path: () => string, out: Explained[]): pg.Pool {
  const explain = async (target: pg.Pool | pg.PoolClient, text: string, values: unknown[] | undefined) => {
    if (!/^\s*(WITH|SELECT)\b/i.test(text) || /\b(INSERT|UPDATE|DELETE)\b/i.test(text)) return;
    const { rows } = await target.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${text}`, values);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]).filter((t) => CATALOGUE_TABLES.includes(t));
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    out.push({ path: path(), ms, seqScans, plan });
  };
  // EXPLAIN on the statement's own connection: a transaction's client sees its own writes and holds its locks.
  const explained = (target: pg.Pool | pg.PoolClient) =>
    (async (config: string | pg.QueryConfig, values?: unknown[]) => {
      const text = typeof config === 'string' ? config : config.text;
      const params = typeof config === 'string' ? values : (config.values ?? values);
      await explain(target, text, params);
      return target.query(config as string, params);
    }) as pg.Pool['query'];
  // A transaction's client (withTransaction: add to bag) is explained too.
  const connect = async () => {
    const client = await pool.connect();
    const query = explained(client);
    return new Proxy(client, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) });
  };
  const query = explained(pool);
  return new Proxy(pool, { get: (target, key) => (key === 'query' ? query : key === 'connect' ? connect : Reflect.get(target, key)) });
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name the seeded database to explain');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const out: Explained[] = [];
  let current = '';
  const db = explainingPool(pool, () => current, out);
  const run = async (path: string, fn: () => Promise<unknown>) => {
    current = path;
    await fn();
  };
  try {
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    console.log(`explain-hot-paths: ${rows[0].n} products`);
    const sg: CatalogContext = { country: countries.get('SG')!, lang: 'en' };
    const th: CatalogContext = { country: countries.get('TH')!, lang: 'th' };
    const hk: CatalogContext = { country: countries.get('HK')!, lang: 'zh' };
    const listing = (q: Record<string, unknown>) => ListingQuery.parse(q);
    for (const sort of ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated']) {
      await run(`listing makeup, sort ${sort}`, () => listProducts(db, sg, listing({ category: 'makeup', sort })));
    }
    await run('listing makeup/lips, brand + price filter', () => listProducts(db, sg, listing({ category: 'makeup/lips', brand: 'maison-lumiere', price_min: 1000, price_max: 6000 })));
    await run('listing sale, page 3', () => listProducts(db, sg, listing({ sale: 'true', page: 3 })));
    await run('listing new, top rated', () => listProducts(db, th, listing({ new: 'true', sort: 'top_rated' })));
    await run('search "lipstick"', () => listProducts(db, sg, listing({ q: 'lipstick' })));
    await run('search typo "lipstik"', () => listProducts(db, sg, listing({ q: 'lipstik' })));
    await run('search Thai "ลิปสติก"', () => listProducts(db, th, listing({ q: 'ลิปสติก' })));
    await run('search Chinese "口紅"', () => listProducts(db, hk, listing({ q: '口紅' })));
    await run('suggestions "lip"', () => searchSuggestions(db, sg, 'lip'));
    await run('suggestions "velvet ma"', () => searchSuggestions(db, sg, 'velvet ma'));
    await run('suggestions Thai "ลิป"', () => searchSuggestions(db, th, 'ลิป'));
    const { rows: picks } = await pool.query<{ slug: string; variant: number }>(
      `SELECT p.slug, v.id AS variant FROM products p JOIN variants v ON v.product_id = p.id
         JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'SG' JOIN inventory i ON i.variant_id = v.id AND i.country = 'SG' AND i.quantity > 5
        WHERE p.available_from IS NULL ORDER BY p.id DESC LIMIT 1`,
    );
    await run(`product page ${picks[0].slug}`, () => getProduct(db, sg, picks[0].slug));
    const owner = { deviceId: randomUUID() };
    await run('add to bag', () => addProduct(db, owner, sg, picks[0].variant, 1));
    await run('bag read', () => readBag(db, owner, sg));
  } finally {
    await pool.end();
  }

  const byPath = new Map<string, Explained[]>();
  for (const e of out) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  let scans = 0;
  for (const [path, list] of byPath) {
    const seq = [...new Set(list.flatMap((e) => e.seqScans))];
    scans += seq.length;
    const slowest = Math.max(...list.map((e) => e.ms));
    console.log(`${seq.length ? '✗' : '✓'} ${path}: ${list.length} statements, slowest ${slowest.toFixed(1)} ms${seq.length ? `, sequential scan of ${seq.join(', ')}` : ''}`);
    if (printPlans || seq.length) for (const e of list) console.log(`\n--- ${path} (${e.ms.toFixed(1)} ms)\n${e.plan}\n`);
  }
  process.exit(scans ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`explain-hot-paths: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
