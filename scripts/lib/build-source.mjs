// What a production build prerenders from (scripts/build.mjs): the catalogue at DATABASE_URL, or the demo by name.

/** Why a build cannot start with `env` (one line naming what to set), or undefined. */
export function buildSourceRefusal(env) {
  if (!env.DATABASE_URL) {
    return 'DATABASE_URL is not set: a build prerenders from the catalogue at DATABASE_URL (read only, after the release step), or from the demo catalogue with `npm run build -- --demo` (Docker: --build-arg PRERENDER_FROM=demo)';
  }
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) return 'DATABASE_URL must be a postgres:// URL';
  return undefined;
}
