/**
 * Polls the server's build id (SPEC §7) every few minutes and when the tab gets focus; when it differs from
 * the page's, calls `onStale` once and stops. Loaded after idle by components/build-watch/BuildWatcher.tsx.
 */

export const BUILD_MANIFEST_PATH = '/api/build-manifest';
/** How often an open tab asks (five minutes, like the experiments configuration's production refresh). */
export const BUILD_POLL_MS = 5 * 60_000;
/** Focus comes and goes often; it asks at most once a minute. */
export const BUILD_FOCUS_MIN_GAP_MS = 60_000;

export interface BuildWatchOptions {
  pageBuildId: string;
  /** The server's build id; undefined when it could not be read (tried again next time). */
  fetchBuildId: () => Promise<string | undefined>;
  onStale: (serverBuildId: string) => void;
  /** Where the tab's `focus` event comes from (`window`). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  intervalMs?: number;
  focusGapMs?: number;
  now?: () => number;
}

export function watchBuild({ pageBuildId, fetchBuildId, onStale, events, intervalMs = BUILD_POLL_MS, focusGapMs = BUILD_FOCUS_MIN_GAP_MS, now = Date.now }: BuildWatchOptions): () => void {
  let stopped = false;
  let checking = false;
  let lastCheckAt: number | undefined;

  const check = async () => {
    if (stopped || checking) return;
    checking = true;
    lastCheckAt = now();
    try {
      const serverBuildId = await fetchBuildId();
      if (!stopped && serverBuildId && serverBuildId !== pageBuildId) {
        stop();
        onStale(serverBuildId);
      }
    } catch {
      // Offline, or the server is restarting: the next poll asks again.
    } finally {
      checking = false;
    }
  };
  const onFocus = () => {
    if (lastCheckAt === undefined || now() - lastCheckAt >= focusGapMs) void check();
  };
  const timer = setInterval(() => void check(), intervalMs);
  events.addEventListener('focus', onFocus);

  function stop() {
    stopped = true;
    clearInterval(timer);
    events.removeEventListener('focus', onFocus);
  }
  return stop;
}

/** The server's build id from `GET /api/build-manifest`, never from a cache. */
export async function fetchServerBuildId(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetchImpl(BUILD_MANIFEST_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { buildId?: unknown };
  return typeof body?.buildId === 'string' && body.buildId ? body.buildId : undefined;
}
