/**
 * A small OTLP/HTTP receiver for the traces test: it takes what an OpenTelemetry exporter sends to `/v1/traces` in
 * OTLP's JSON encoding (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`, the specification's
 * ExportTraceServiceRequest as JSON), answers as a collector does (200 with an empty partial success), and keeps
 * each span with its resource's service name and its attributes flattened.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client … (OTLP's SpanKind). */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
type KeyValue = { key: string; value?: AnyValue };
interface ExportTraceServiceRequest {
  resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind?: number; attributes?: KeyValue[] }[] }[] }[];
}

function plain(value: AnyValue | undefined): string | number | boolean {
  if (!value) return '';
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  return JSON.stringify(value);
}

const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((kv) => [kv.key, plain(kv.value)]));

export interface OtlpReceiver {
  endpoint: string;
  spans: ReceivedSpan[];
  /** Requests that were not an OTLP JSON export (wrong path or content type, unparsable body). */
  refused: number;
  /** Waits until `found` holds for the spans received so far (checked on each export), at most `timeoutMs`. */
  until<T>(found: (spans: ReceivedSpan[]) => T | undefined, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export async function startOtlpReceiver(port: number): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const waiters = new Set<() => void>();
  const receiver = { refused: 0 } as OtlpReceiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: ExportTraceServiceRequest;
      try {
        if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) throw new Error('not an OTLP JSON export');
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportTraceServiceRequest;
      } catch {
        receiver.refused += 1;
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":3,"message":"expected OTLP JSON on /v1/traces"}');
        return;
      }
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({ service, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId ?? '', name: span.name, kind: span.kind ?? 0, attributes: attributesOf(span.attributes) });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"partialSuccess":{}}');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  Object.assign(receiver, {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    until<T>(found: (spans: ReceivedSpan[]) => T | undefined, timeoutMs = 30_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const result = found(spans);
          if (result === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(result);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the receiver did not get the spans looked for within ${timeoutMs} ms (${spans.length} spans: ${[...new Set(spans.map((s) => s.name))].slice(0, 30).join(', ')})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return receiver;
}
