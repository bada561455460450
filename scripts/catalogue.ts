// npm run catalogue -- validate <file> | import <file> [--dry-run] [--partial] [--refresh-photos] | export [<file>|-]
// The catalogue import format is described in docs/catalogue-import.md.
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { parseCatalogue, type RecordError } from '@/commerce/catalog/import/format';
import { checkCataloguePhotos } from '@/commerce/catalog/import/read-photos';
import { exportCatalogue, importCatalogue, type KindCount } from '@/demo-data/catalog/import/run';
import { DEVELOPMENT_REVALIDATE_SECRET } from '@/lib/sandbox';

const USAGE = 'usage: npm run catalogue -- validate <file> | import <file> [--dry-run] [--partial] [--refresh-photos] | export [<file>|-]';
const Args = z.discriminatedUnion('command', [
  z.object({ command: z.literal('validate'), file: z.string().min(1, 'name the file to validate') }),
  z.object({ command: z.literal('import'), file: z.string().min(1, 'name the file to import'), dryRun: z.boolean(), partial: z.boolean(), refreshPhotos: z.boolean() }),
  z.object({ command: z.literal('export'), file: z.string().default('-') }),
], { message: USAGE });

const MAX_ERRORS_SHOWN = 50;

function printErrors(errors: RecordError[]): void {
  for (const e of errors.slice(0, MAX_ERRORS_SHOWN)) console.error(`${e.line ? `line ${e.line}` : 'file'}: ${e.field}: ${e.message}`);
  if (errors.length > MAX_ERRORS_SHOWN) console.error(`… and ${errors.length - MAX_ERRORS_SHOWN} more errors`);
}

const counts = (name: string, c: KindCount) => `${name}: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged`;

/** Expires the changed products' cached pages in a running store (STORE_URL), 500 slugs a request. */
async function refreshStore(slugs: string[]): Promise<void> {
  const store = process.env.STORE_URL;
  if (!store) {
    if (slugs.length) console.log(`STORE_URL is not set: a running store shows the ${slugs.length} changed products once its caches expire.`);
    return;
  }
  for (let i = 0; i < slugs.length; i += 500) {
    const response = await fetch(new URL('/api/revalidate/catalog', store), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? DEVELOPMENT_REVALIDATE_SECRET },
      body: JSON.stringify({ productSlugs: slugs.slice(i, i + 500) }),
    });
    if (!response.ok) throw new Error(`the store at ${store} refused the revalidation (${response.status})`);
  }
  if (slugs.length) console.log(`refreshed the cached pages of ${slugs.length} products at ${store}`);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const positional = rest.filter((a) => !a.startsWith('--'));
  const parsedArgs = Args.safeParse({ command, file: positional[0], dryRun: rest.includes('--dry-run'), partial: rest.includes('--partial'), refreshPhotos: rest.includes('--refresh-photos') });
  if (!parsedArgs.success) {
    console.error(parsedArgs.error.issues[0].message);
    return 2;
  }
  const args = parsedArgs.data;
  const lines = async (file: string) => {
    try {
      return (await readFile(file, 'utf8')).split('\n');
    } catch (err) {
      throw new Error(`cannot read ${file}: ${(err as Error).message}`);
    }
  };
  if (args.command === 'validate') {
    const parsed = parseCatalogue(await lines(args.file));
    await checkCataloguePhotos(parsed, { baseDir: path.dirname(path.resolve(args.file)), progress: (done, total) => console.error(`validate: photographs … ${done} of ${total} read`) });
    printErrors(parsed.errors);
    console.log(`${parsed.products.length} valid products, ${parsed.skippedProducts} invalid; ${parsed.errors.length} errors`);
    return parsed.errors.length ? 1 : 0;
  }
  if (!process.env.DATABASE_URL) {
    console.error('DATABASE_URL is not set: name the database, e.g. DATABASE_URL=postgres://user@host:5432/atelier npm run catalogue -- ' + args.command);
    return 2;
  }
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  try {
    if (args.command === 'export') {
      const out = args.file === '-' ? process.stdout : createWriteStream(args.file);
      for (const line of await exportCatalogue(pool)) out.write(`${line}\n`);
      if (out !== process.stdout) await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      return 0;
    }
    const result = await importCatalogue(pool, await lines(args.file), {
      dryRun: args.dryRun,
      partial: args.partial,
      baseDir: path.dirname(path.resolve(args.file)),
      refreshPhotos: args.refreshPhotos,
      progress: (l) => console.error(l),
    });
    printErrors(result.parsed.errors);
    if (!result.ok) {
      console.error(`nothing imported: ${result.parsed.errors.length} errors (--partial imports the valid products when only products are invalid)`);
      return 1;
    }
    const s = result.summary;
    if (s.skippedProducts) console.log(`${s.skippedProducts} invalid products skipped`);
    for (const line of [counts('stores', s.stores), counts('brands', s.brands), counts('categories', s.categories), counts('products', s.products)]) console.log(line);
    console.log(args.dryRun ? `dry run: ${s.changed} would change, nothing written` : `${s.changed} changed`);
    if (!args.dryRun) await refreshStore(s.changedProducts);
    return 0;
  } finally {
    await pool.end();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`catalogue: ${(err as Error).message}`);
    process.exit(1);
  },
);
