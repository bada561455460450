/**
 * The embedded experiment service's route handlers, on the vendor's paths under `/api/experiments`
 * (the route files under `app/api/experiments/**` re-export these). Input is parsed with the zod
 * contracts of `schemas/api/experiments.ts` through `server/api/handler.ts`, so bad input is a 400 naming
 * the parameter, an unknown site code a 404, and a broken configuration file a logged 500.
 */
import { apiRoute, parseParams, parseQuery, readTextBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { log } from '@/lib/log';
import { ConfigurationParams, ConfigurationQuery, EventStreamQuery, RemoteDataQuery, TrackingQuery, VisitorCode, VisitorDataQuery } from '@/schemas/api/experiments';
import { CONFIGURATION_UPDATE_EVENT, MAX_TRACKING_BODY_BYTES } from '@/lib/experiments/constants';
import { loadConfigurationFile, servedConfiguration, type LoadedConfiguration } from './configuration-file';
import { subscribeConfigurationUpdates } from './events';
import { TRACKED_EVENT_TYPES, visitStore } from './visits';

const noStore = { 'Cache-Control': 'no-store' };

/** The configuration file, or the 404 for a site code it does not serve. */
function forSite(siteCode: string): { ok: true; loaded: LoadedConfiguration } | { ok: false; response: Response } {
  const loaded = loadConfigurationFile();
  if (loaded.file.siteCode !== siteCode) return { ok: false, response: jsonError(404, `Unknown site code: ${siteCode}`) };
  return { ok: true, loaded };
}

/** `GET v3/{siteCode}`: the configuration; 304 when it has not changed since `If-Modified-Since`. */
export const getConfiguration = apiRoute<{ siteCode: string }>(async ({ request, url, params }) => {
  const path = parseParams(ConfigurationParams, params);
  if (!path.ok) return path.response;
  const query = parseQuery(ConfigurationQuery, url.searchParams);
  if (!query.ok) return query.response;
  const site = forSite(path.data.siteCode);
  if (!site.ok) return site.response;
  const lastModified = new Date(Math.floor(site.loaded.modified / 1000) * 1000).toUTCString();
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (!Number.isNaN(since) && since >= Date.parse(lastModified) && query.data.ts === undefined) {
    return new Response(null, { status: 304, headers: { 'Last-Modified': lastModified, ...noStore } });
  }
  return Response.json(servedConfiguration(site.loaded), { headers: { 'Last-Modified': lastModified, ...noStore } });
});

/** `GET visit/visitor`: the visitor's current visit and up to `maxNumberPreviousVisits` before it. */
export const getVisitorData = apiRoute(async ({ url }) => {
  const query = parseQuery(VisitorDataQuery, url.searchParams);
  if (!query.ok) return query.response;
  const site = forSite(query.data.siteCode);
  if (!site.ok) return site.response;
  return Response.json(visitStore.visitorData(query.data.visitorCode, query.data.maxNumberPreviousVisits), { headers: noStore });
});

/** `GET map/map`: one value of the remote data map; 404 for an unknown key. */
export const getRemoteData = apiRoute(async ({ url }) => {
  const query = parseQuery(RemoteDataQuery, url.searchParams);
  if (!query.ok) return query.response;
  const site = forSite(query.data.siteCode);
  if (!site.ok) return site.response;
  const data = site.loaded.file.remoteData ?? {};
  if (!Object.hasOwn(data, query.data.key)) return jsonError(404, `No remote data for key ${query.data.key}`);
  return Response.json(data[query.data.key], { headers: noStore });
});

const EVENT_TYPES = new Set<string>(TRACKED_EVENT_TYPES);

/** Why a tracking line is refused, or null when it is fine. */
function lineProblem(params: URLSearchParams): string | null {
  const type = params.get('eventType');
  if (!type) return 'eventType is required';
  if (!EVENT_TYPES.has(type)) return `eventType ${type} is not one of ${TRACKED_EVENT_TYPES.join(', ')}`;
  const visitor = VisitorCode.safeParse(params.get('visitorCode') ?? params.get('mappingValue') ?? '');
  if (!visitor.success) return `visitorCode ${visitor.error.issues[0].message}`;
  if (type === 'experiment' && !(Number.isInteger(Number(params.get('id'))) && Number.isInteger(Number(params.get('variationId'))))) return 'an experiment needs whole-number id and variationId';
  if (type === 'customData' && !Number.isInteger(Number(params.get('index')))) return 'customData needs a whole-number index';
  if (type === 'conversion' && !Number.isInteger(Number(params.get('goalId')))) return 'a conversion needs a whole-number goalId';
  return null;
}

/** `POST visit/events`: newline-joined tracking lines (at most 10 MB); every line must be valid, or nothing is recorded. */
export const postTracking = apiRoute(async ({ request, url }) => {
  const query = parseQuery(TrackingQuery, url.searchParams);
  if (!query.ok) return query.response;
  const site = forSite(query.data.siteCode);
  if (!site.ok) return site.response;
  const body = await readTextBody(request, MAX_TRACKING_BODY_BYTES);
  if (!body.ok) return body.response;
  const lines = body.data.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return jsonError(400, 'The request body must hold at least one tracking line');
  const parsed = lines.map((line) => new URLSearchParams(line));
  const problems = parsed.flatMap((params, i) => {
    const problem = lineProblem(params);
    return problem ? [{ path: `line ${i + 1}`, message: problem }] : [];
  });
  if (problems.length) return jsonError(400, `The tracking body is not valid: ${problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join('; ')}`, problems.slice(0, 50));
  for (const params of parsed) visitStore.record(params);
  return new Response(null, { status: 204 });
});

const KEEP_ALIVE_MS = 25_000;

/** `GET sse`: `configuration-update-event` messages (`{ siteCode, ts }`) whenever the configuration changes. */
export const getEventStream = apiRoute(async ({ request, url }) => {
  const query = parseQuery(EventStreamQuery, url.searchParams);
  if (!query.ok) return query.response;
  const site = forSite(query.data.siteCode);
  if (!site.ok) return site.response;
  const encoder = new TextEncoder();
  let stop = () => undefined as void;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      write(': connected\n\n');
      const unsubscribe = subscribeConfigurationUpdates((update) => write(`event: ${CONFIGURATION_UPDATE_EVENT}\ndata: ${JSON.stringify(update)}\n\n`));
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stop = () => {
        clearInterval(keepAlive);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      };
      request.signal.addEventListener('abort', stop, { once: true });
    },
    cancel() {
      stop();
    },
  });
  log.info('Experiment event stream opened', { siteCode: query.data.siteCode });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' } });
});
