/**
 * A `Requester` that answers from the embedded service's handlers in this process, without HTTP: the
 * same paths and answers as `app/api/experiments/**`. For a server that hosts the embedded service (the
 * proxy, route handlers, tests). Server-only.
 */
import type { Requester } from '@/lib/experiments/service-api';
import { getConfiguration, getEventStream, getRemoteData, getVisitorData, postTracking } from './handlers';

const noParams = { params: Promise.resolve({}) };

export const inProcessRequester: Requester = async ({ url, method, headers, body, signal }) => {
  const request = new Request(url, { method, headers, body, signal });
  const path = new URL(url).pathname.replace(/^.*\/api\/experiments/, '');
  const config = /^\/v3\/([^/]+)$/.exec(path);
  if (config && method === 'GET') return getConfiguration(request, { params: Promise.resolve({ siteCode: decodeURIComponent(config[1]) }) });
  if (path === '/visit/visitor' && method === 'GET') return getVisitorData(request, noParams);
  if (path === '/visit/events' && method === 'POST') return postTracking(request, noParams);
  if (path === '/map/map' && method === 'GET') return getRemoteData(request, noParams);
  if (path === '/sse' && method === 'GET') return getEventStream(request, noParams);
  return Response.json({ message: `No experiment service route for ${method} ${path}` }, { status: 404 });
};
