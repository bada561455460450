// npm run search-eval: runs the judged query set (tests/search-eval/) through the store's search against
// a freshly seeded database on the embedded test PostgreSQL (the db tests' server: .data/postgres-test,
// port EMBEDDED_TEST_PORT or 54330), prints precision@5 and recall@20 per language and the worst queries,
// and writes the figures into docs/performance.md's "Search relevance" section.
//
//   npm run search-eval                 # measure, print, write docs/performance.md
//   npm run search-eval -- --no-write   # measure and print only
//   npm run search-eval -- --worst 30   # list more of the worst queries
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '@/embedded/postgres';
import { evaluateSearch, formatReport, seededSearchDatabase, type EvalReport } from '@/tests/search-eval/evaluate';

const START = '<!-- search-eval:start -->';
const END = '<!-- search-eval:end -->';

function docsBlock(report: EvalReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const rows = report.languages.map((l) => `| ${l.lang} | ${l.queries} | ${pct(l.precisionAt5)} | ${pct(l.recallAt20)} |`);
  return [
    START,
    `Latest \`npm run search-eval\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, default seed):`,
    '',
    '| language | queries | precision@5 | recall@20 |',
    '|---|---:|---:|---:|',
    ...rows,
    END,
  ].join('\n');
}

async function writeDocs(report: EvalReport): Promise<void> {
  const file = path.resolve('docs/performance.md');
  const text = await readFile(file, 'utf8');
  const block = docsBlock(report);
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n## Search relevance\n\n${block}\n`;
  await writeFile(file, next);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const worstAt = args.indexOf('--worst');
  const worst = worstAt >= 0 ? Number(args[worstAt + 1]) : 12;
  const server = await startEmbeddedPostgres({ dataDir: '.data/postgres-test', port: Number(process.env.EMBEDDED_TEST_PORT ?? 54330) });
  try {
    const started = Date.now();
    const db = await seededSearchDatabase(server.url);
    console.log(`search-eval: seeded the default catalogue in ${Date.now() - started} ms`);
    try {
      const t = Date.now();
      const report = await evaluateSearch(db.pool);
      console.log(`search-eval: ${report.results.length} queries in ${Date.now() - t} ms\n`);
      console.log(formatReport(report, worst));
      if (!args.includes('--no-write')) {
        await writeDocs(report);
        console.log('\nsearch-eval: figures written to docs/performance.md (Search relevance)');
      }
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
