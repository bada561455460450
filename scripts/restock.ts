// Restock command for operators: `npm run restock -- <sku> <country> <qty> [--store <store-slug>]`
// (node --import tsx scripts/restock.ts …). Adds qty units to the variant's online stock in the
// country — or to one store's stock with --store — through adjustInventory, and prints one line:
//
//   restock: ATL-LIP-00123-04 in TH: 0 → 12 (+12), back in stock
//
// Uses DATABASE_URL when set, else the embedded server (started here, or the one `npm start` runs;
// EMBEDDED_PG_DIR and EMBEDDED_PG_PORT as for scripts/db.ts). Errors are one line on stderr, exit 1.
import pg from 'pg';
import { OutOfStockError, UnknownLocationError, UnknownVariantError, adjustInventory } from '@/commerce/catalog/inventory';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/embedded/postgres';
import { withTransaction } from '@/commerce/db/pool';
import { countries } from '@/config/countries/registry';
import { DEVELOPMENT_REVALIDATE_SECRET } from '@/lib/sandbox';

const USAGE = 'usage: npm run restock -- <sku> <country> <qty> [--store <store-slug>]';
const MAX_QTY = 100_000;

class UsageError extends Error {}

interface Request {
  sku: string;
  country: string;
  qty: number;
  store?: string;
}

function parseArgs(args: string[]): Request {
  const rest = [...args];
  let store: string | undefined;
  const storeAt = rest.indexOf('--store');
  if (storeAt >= 0) {
    store = rest[storeAt + 1];
    if (!store || store.startsWith('-')) throw new UsageError(`--store needs a store slug. ${USAGE}`);
    rest.splice(storeAt, 2);
  }
  const unknownFlag = rest.find((a) => a.startsWith('--'));
  if (unknownFlag) throw new UsageError(`unknown option ${unknownFlag}. ${USAGE}`);
  if (rest.length !== 3) throw new UsageError(USAGE);
  const [sku, countryArg, qtyArg] = rest;

  const country = countries.get(countryArg);
  if (!country) throw new UsageError(`unknown country "${countryArg}" (one of ${countries.list.map((c) => c.code).join(', ')})`);
  if (!/^\d+$/.test(qtyArg) || Number(qtyArg) < 1 || Number(qtyArg) > MAX_QTY) {
    throw new UsageError(`quantity must be a whole number from 1 to ${MAX_QTY}, got "${qtyArg}"`);
  }
  return { sku: sku.trim(), country: country.code, qty: Number(qtyArg), store };
}

function embeddedPort(): number | undefined {
  const value = process.env.EMBEDDED_PG_PORT;
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new UsageError(`EMBEDDED_PG_PORT=${value} is not a TCP port`);
  return port;
}

async function main(args: string[]): Promise<void> {
  const request = parseArgs(args);
  let embedded: EmbeddedPostgres | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: process.env.EMBEDDED_PG_DIR || undefined, port: embeddedPort() });
    url = embedded.url;
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  try {
    const result = await withTransaction(async (client) => {
      let storeId: number | undefined;
      if (request.store) {
        const { rows } = await client.query<{ id: number; country: string }>('SELECT id, country FROM stores WHERE slug = $1', [request.store]);
        if (!rows[0]) throw new UnknownLocationError(`unknown store "${request.store}"`);
        if (rows[0].country !== request.country) throw new UnknownLocationError(`store "${request.store}" is in ${rows[0].country}, not ${request.country}`);
        storeId = rows[0].id;
      }
      return adjustInventory(client, {
        sku: request.sku,
        country: request.country,
        storeId,
        delta: request.qty,
        reason: 'restock',
        reference: 'restock command',
      });
    }, pool);
    const where = request.store ? `at ${request.store}` : `in ${request.country}`;
    const note = result.becameAvailable ? ', back in stock' : '';
    process.stdout.write(`restock: ${result.sku} ${where}: ${result.quantityBefore} → ${result.quantityAfter} (+${request.qty})${note}\n`);
    await refreshStorePages(pool, result.variantId);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

/**
 * With STORE_URL (the running store, e.g. http://localhost:3000), expires the product's cached pages and
 * listings through the catalogue revalidation webhook, so the new stock shows at once; without it they
 * refresh within the hour.
 */
async function refreshStorePages(pool: pg.Pool, variantId: number): Promise<void> {
  const store = process.env.STORE_URL;
  if (!store) return;
  const { rows } = await pool.query<{ slug: string }>('SELECT p.slug FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = $1', [variantId]);
  const response = await fetch(new URL('/api/revalidate/catalog', store), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? DEVELOPMENT_REVALIDATE_SECRET },
    body: JSON.stringify({ productSlugs: rows.map((r) => r.slug) }),
  }).catch(() => undefined);
  process.stdout.write(response?.ok ? `restock: pages of ${rows[0]?.slug} refreshed\n` : `restock: could not refresh the store's pages at ${store} (they refresh within the hour)\n`);
}

function message(err: unknown): string {
  if (err instanceof UnknownVariantError) return `unknown SKU: ${err.message.replace(/^No variant with /, '')}`;
  if (err instanceof UsageError || err instanceof UnknownLocationError || err instanceof OutOfStockError || err instanceof RangeError) return err.message;
  const code = (err as { code?: string }).code;
  // 42P01: undefined table — the database was never migrated and seeded.
  if (code === '42P01') return 'the database has no catalogue yet: run `npm start` (or `node --import tsx scripts/db.ts setup`) first';
  return (err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`restock: ${message(err)}\n`);
    process.exit(1);
  },
);
