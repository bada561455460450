// A build never writes to a database (issue 31): `next build` prerenders pages that read the catalogue, and every
// connection it opens is made read-only by PostgreSQL itself. node-postgres passes PGOPTIONS to the server as the
// session's options, and `default_transaction_read_only` makes every transaction of the session refuse an INSERT,
// UPDATE, DELETE or DDL (SQLSTATE 25006), so a page that tried to write while prerendering fails the build instead of
// changing a production database. Migrations run only as the release step (scripts/db.ts migrate).

export const READ_ONLY_SESSION = '-c default_transaction_read_only=on';

/** PGOPTIONS for the build's processes: the caller's own options, then the read-only session. */
export function readOnlyDatabaseEnv(env = process.env) {
  return { PGOPTIONS: [env.PGOPTIONS, READ_ONLY_SESSION].filter(Boolean).join(' ') };
}
