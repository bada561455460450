/**
 * A fake experiment service behind a `Requester`, for tests: serves a configuration, records tracking
 * bodies (or fails them on demand), answers visitor data, and holds event streams the test can push to.
 * Test-only.
 */
import type { ExperimentsRequest, Requester } from '../service-api';
import type { ExperimentsConfiguration } from '../types';

export interface FakeService {
  requester: Requester;
  requests: ExperimentsRequest[];
  trackedBodies: string[];
  configuration: ExperimentsConfiguration | null;
  failTracking: boolean;
  visitorData: unknown;
  /** Pushes a server-sent event to every open stream. */
  push(event: string, data: unknown): void;
  readonly openStreams: number;
}

export function fakeService(configuration: ExperimentsConfiguration | null): FakeService {
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  const service: FakeService = {
    requests: [],
    trackedBodies: [],
    configuration,
    failTracking: false,
    visitorData: { currentVisit: null, previousVisits: [] },
    get openStreams() {
      return streams.size;
    },
    push(event, data) {
      for (const controller of streams) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    requester: async (request) => {
      service.requests.push(request);
      const url = new URL(request.url);
      if (url.pathname.includes('/v3/')) {
        return service.configuration ? Response.json(service.configuration) : new Response('{"message":"down"}', { status: 503 });
      }
      if (url.pathname.endsWith('/visit/events')) {
        if (service.failTracking) return new Response('{"message":"unavailable"}', { status: 503 });
        service.trackedBodies.push(request.body ?? '');
        return new Response(null, { status: 204 });
      }
      if (url.pathname.endsWith('/visit/visitor')) return Response.json(service.visitorData);
      if (url.pathname.endsWith('/map/map')) return Response.json({ key: url.searchParams.get('key') });
      if (url.pathname.endsWith('/sse')) {
        let own: ReadableStreamDefaultController<Uint8Array>;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            own = controller;
            streams.add(controller);
          },
          cancel() {
            streams.delete(own);
          },
        });
        request.signal.addEventListener('abort', () => {
          streams.delete(own);
          try {
            own.error(new Error('aborted'));
          } catch {
            // Already closed.
          }
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      return new Response('{"message":"not found"}', { status: 404 });
    },
  };
  return service;
}

/** A logger that keeps what it is told, for assertions. */
export function memoryLogger() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; message: string; fields?: Record<string, unknown> }> = [];
  return {
    lines,
    info: (message: string, fields?: Record<string, unknown>) => void lines.push({ level: 'info', message, fields }),
    warn: (message: string, fields?: Record<string, unknown>) => void lines.push({ level: 'warn', message, fields }),
    error: (message: string, fields?: Record<string, unknown>) => void lines.push({ level: 'error', message, fields }),
  };
}
