// Whether a production build can be served as it is (scripts/lib/stack.mjs, ensureBuilt). A build's stamp names the
// sources it was built from (a hash) and the data it prerendered from: the database and the content source. Pages are
// prerendered from both, so a build made against another stack's data (the bench's database, say) is not up to date
// for this one: its prerendered product pages would show that other database's stock (an e2e run once served the
// bench's). `anyData` accepts a build of the same sources made against any data (the cluster and reliability suites,
// which read no prerendered stock, on the e2e build).

/** The environment variables naming the data a build prerenders from. */
export const BUILD_DATA_SOURCES = ['DATABASE_URL', 'CONTENT_PORT', 'CONTENT_URL', 'CONTENTFUL_SPACE_ID'];

/** The stamp written beside a build: the sources' hash on the first line, then each data source's value. */
export function buildStamp(sourceHash, env = {}) {
  return [sourceHash, ...BUILD_DATA_SOURCES.map((name) => `${name}=${env[name] ?? ''}`)].join('\n');
}

/** Whether the build whose stamp is `made` serves for these sources and data (`made` is '' when there is none). */
export function buildIsUpToDate(made, sourceHash, env = {}, { anyData = false } = {}) {
  if (!made) return false;
  return anyData ? made.split('\n')[0] === sourceHash : made === buildStamp(sourceHash, env);
}
