/**
 * Which build this code belongs to, and whether the server has moved on to a newer one (SPEC §7 "the build
 * manifest is polled periodically"). next.config.ts inlines the id into the server and browser bundles at
 * build time; `GET /api/build-manifest` answers the server's. Kept tiny: the navigation guard reads the
 * flag on every click, while the polling itself (`build-watch.ts`) is a chunk loaded after the page is idle.
 */
export const BUILD_ID: string = process.env.ATELIER_BUILD_ID ?? 'development';

const state = { stale: false };

/** True once the server answered another build id: the next in-app navigation is a full one. */
export function buildIsStale(): boolean {
  return state.stale;
}

export function markBuildStale(stale = true): void {
  state.stale = stale;
}
