// `npm run build`: the store's production build, which never writes to a database (issue 31, docs/deploy.md "Building").
//
//   npm run build              prerenders from the catalogue at DATABASE_URL, read only, and the content source the
//                              environment names (Contentful with CONTENTFUL_SPACE_ID, the content server at
//                              CONTENT_HOST or CONTENT_PORT, or else the embedded content server with its own content). The database
//                              must hold this build's migrations: run the release step first (scripts/db.ts migrate).
//   npm run build -- --demo    prerenders from the demo, by name: the embedded PostgreSQL with the demo seed and the
//                              embedded content server, as `npm start` runs them (nothing outside .data/ is touched).
//
// The Docker image's build stage runs this (Dockerfile). Any refusal prints one line naming what to set and exits 1.
import pg from 'pg';
import { checkSchemaVersion, readMigrations } from '../commerce/db/migrate.ts';
import { READ_ONLY_SESSION } from './lib/read-only-build.mjs';
import { ensureBuilt, startContent, startStack, PROFILES, step } from './lib/stack.mjs';
import { buildSourceRefusal } from './lib/build-source.mjs';

async function main(args) {
  if (args.includes('--demo')) {
    const stack = await startStack({ profile: 'start', build: true, serve: false });
    await stack.stop();
    return;
  }
  const refusal = buildSourceRefusal(process.env);
  if (refusal) fail(refusal);
  // The release step's migrations, checked over a read-only session like the build's own.
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, options: READ_ONLY_SESSION, connectionTimeoutMillis: 10_000 });
  try {
    const needed = (await readMigrations()).at(-1)?.version ?? '';
    await checkSchemaVersion((sql) => pool.query(sql), needed);
  } catch (error) {
    fail(`Not building: ${error.message}`);
  } finally {
    await pool.end().catch(() => undefined);
  }
  step('Prerendering from the catalogue at DATABASE_URL over read-only sessions');
  // A content source named by the environment (Contentful, a content server's host or port) is read as it is.
  const embeddedContent = !process.env.CONTENTFUL_SPACE_ID && !process.env.CONTENT_HOST && !process.env.CONTENT_PORT;
  const content = embeddedContent ? await startContent({ ...PROFILES.start, webPort: PROFILES.start.port }) : { env: {}, stop: async () => {} };
  try {
    // ATELIER_DIST_DIR: a second build beside the usual one (the suite's first-deploy walk builds into its own).
    ensureBuilt({ force: true, env: content.env, distDir: process.env.ATELIER_DIST_DIR || '.next' });
  } finally {
    await content.stop();
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

main(process.argv.slice(2)).catch((error) => fail(error.message));
