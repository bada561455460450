/**
 * Hostile requests generated from the store's own OpenAPI document (issue 20): for every operation, fast-check
 * arbitraries built from its parameters and request-body schema, starting from a valid request (openapi-sampler,
 * Redocly's sampler, reads the document's `$ref`s and JSON Schema) and breaking one thing at a time — a wrong type,
 * a missing or extra field, a 1 MB string, unicode (lone surrogates included), NaN/±1e308 as raw JSON, an array for an
 * object, text that is not JSON, a wrong content type, path ids with `../`, `%00` or a malformed percent-encoding.
 * Requests go out through `node:http` with the path exactly as generated (fetch would resolve `../` itself).
 */
import fc from 'fast-check';
import { Agent, request as httpRequest } from 'node:http';
import * as Sampler from 'openapi-sampler';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, unknown>;

export interface OpenApiDoc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown> & { servers?: { url: string }[] }>;
  components?: { parameters?: Record<string, Parameter> };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  /** `POST /api/web/v1/cart/line-items` */
  label: string;
  method: string;
  /** The full path template: `/api/web/v1/products/{slug}`. */
  template: string;
  params: Parameter[];
  body?: Schema;
  /** Whether a member's session is one of its ways in (then it is fuzzed signed in as well as anonymous). */
  takesSession: boolean;
  /** Whether it answers members only (then the anonymous requests mostly meet the 401 and the battery goes signed in). */
  membersOnly: boolean;
}

export interface HostileRequest {
  method: string;
  /** Path and query exactly as sent (already encoded, or deliberately not). */
  path: string;
  headers: Record<string, string>;
  body?: string;
  signedIn: boolean;
  /** What was broken, for the report. */
  kind: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations of the document, each with its parameters resolved and its full path. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const base = doc.servers?.[0]?.url ?? '';
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const itemBase = item.servers?.[0]?.url ?? base;
    for (const method of METHODS) {
      const op = item[method] as { parameters?: (Parameter | { $ref: string })[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: Record<string, string[]>[] } | undefined;
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => ('$ref' in p ? doc.components?.parameters?.[p.$ref.split('/').pop()!] : p)).filter((p): p is Parameter => !!p);
      out.push({
        label: `${method.toUpperCase()} ${itemBase}${path}`,
        method: method.toUpperCase(),
        template: `${itemBase}${path}`,
        params,
        body: op.requestBody?.content?.['application/json']?.schema,
        takesSession: (op.security ?? []).some((alternative) => 'sessionData' in alternative),
        membersOnly: (op.security ?? []).some((alternative) => 'sessionData' in alternative) && !(op.security ?? []).some((alternative) => Object.keys(alternative).length === 0),
      });
    }
  }
  return out;
}

/** A valid value of a schema, as the document's own sampler makes it. */
function sample(schema: Schema | undefined, doc: OpenApiDoc): Json {
  if (!schema) return 'x';
  return Sampler.sample(schema as never, { skipReadOnly: true, quiet: true }, doc as never) as Json;
}

/** `$ref` → the schema it names (one level, enough for the objects of request bodies). */
function deref(schema: Schema | undefined, doc: OpenApiDoc): Schema | undefined {
  let current = schema;
  for (let i = 0; i < 5 && current && typeof current.$ref === 'string'; i++) {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc) as Schema | undefined;
  }
  return current;
}

/** encodeURIComponent that survives lone surrogates (sent as U+FFFD: UTF-8 cannot carry them; `%ED%A0%80` tries that). */
export function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** Text that is hostile wherever it lands: numbers out of range, markup, traversal, controls, unicode. */
export const HOSTILE_TEXT = [
  'NaN', 'Infinity', '-Infinity', '1e308', '-1e308', '1e309', '-0', '0', '-1', '1.5', '0x1F', '999999999999999999999999999999',
  '9007199254740993', '2147483648', '', ' ', 'null', 'undefined', 'true', '[]', '{}', '../', '../../etc/passwd', '..\\..\\windows',
  '\u0000', 'a\u0000b', '<script>alert(1)</script>', '"><svg onload=alert(1)>', "' OR '1'='1' --", '${7*7}{{7*7}}', 'ﷺ𝕏\u202E\u200B',
  '\uD800', 'é'.normalize('NFD'), '🧴'.repeat(50),
];

/** Raw path segments, sent as they are: traversal, NUL, malformed or overlong percent-encodings. */
export const HOSTILE_SEGMENTS = [
  '..', '.', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '..%5c', '%00', 'a%00b', '%', '%C0%AF', '%E0%A4%A', '%FF%FE', '%ED%A0%80', '%25',
  '%0D%0ASet-Cookie:%20x=1', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '999999999999999999999999999999', '-1', '0', '1e308', 'NaN', 'x'.repeat(2000),
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** A raw path segment: one of the fixed hostile ones, or hostile text percent-encoded. */
const hostileSegment = fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), hostileText.map(encodeSegment));

/** Any JSON value a hostile client might put where a field goes (wrong types included). */
const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  hostileText,
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024, -1, 0, 2 ** 31, 5e-324),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.array(hostileText, { maxLength: 4 }),
);

/** Raw JSON number tokens JSON.stringify cannot write: substituted into the body text. */
const RAW_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '1e-400', '-0', '123456789012345678901234567890'];
const RAW_MARK = '\u0001raw:';

/** Text that is not the JSON the body should be. */
function invalidJson(valid: string) {
  return fc.oneof(
    fc.constantFrom('', 'NaN', '{', '}', '{"a":}', "{'a':1}", '{"a":1,}', '[', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', 'null', '\uFEFF{}', '['.repeat(5000) + ']'.repeat(5000)),
    fc.nat({ max: Math.max(0, valid.length - 1) }).map((n) => valid.slice(0, n)),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );
}

const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----x', 'application/xml', 'application/json; charset=utf-16'];
/** The types a JSON body is sent under wrongly (undefined: no Content-Type at all); each must be refused with 415. */
export const WRONG_CONTENT_TYPES: (string | undefined)[] = [...CONTENT_TYPES.slice(1), undefined];

interface BodyCase {
  text: string;
  contentType?: string;
  kind: string;
}

/** Body cases for an operation, each breaking one thing of the valid sample. */
function bodyCases(op: Operation, doc: OpenApiDoc): fc.Arbitrary<BodyCase>[] {
  if (!op.body) return [];
  const valid = sample(op.body, doc);
  const schema = deref(op.body, doc);
  const properties = Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});
  const required = ((schema?.required as string[] | undefined) ?? []).filter((name) => properties.includes(name));
  const isObject = valid !== null && typeof valid === 'object' && !Array.isArray(valid);
  const object = (isObject ? valid : {}) as Record<string, Json>;
  const json = (value: unknown, kind: string): BodyCase => ({ text: JSON.stringify(value), contentType: 'application/json', kind });
  const withRaw = (value: Record<string, unknown>, kind: string): BodyCase => ({
    text: JSON.stringify(value).replace(new RegExp(`"${RAW_MARK}([^"]*)"`, 'g'), '$1'),
    contentType: 'application/json',
    kind,
  });
  const field = properties.length ? fc.constantFrom(...properties) : fc.constant('x');
  const cases: fc.Arbitrary<BodyCase>[] = [
    fc.constant(json(valid, 'valid sample')),
    fc.constantFrom('"text"', '42', 'null', 'true', '[]', JSON.stringify([valid])).map((text) => ({ text, contentType: 'application/json', kind: 'wrong type for the body (array for object)' })),
    fc.tuple(field, hostileJson).map(([name, value]) => json({ ...object, [name]: value }, `hostile value in ${name}`)),
    fc.tuple(fc.string({ maxLength: 20 }), hostileJson).map(([name, value]) => json({ ...object, [name]: value }, 'extra field')),
    fc.tuple(field, fc.constantFrom(...RAW_NUMBERS)).map(([name, raw]) => withRaw({ ...object, [name]: `${RAW_MARK}${raw}` }, `raw number ${raw} in ${name}`)),
    fc.tuple(field, fc.constantFrom('x', 'é', '\uD83E')).map(([name, unit]) => json({ ...object, [name]: unit.repeat(1 << 20) }, `1 MB string in ${name}`)),
    fc.tuple(field, fc.constantFrom([valid], [object], [[]])).map(([name, value]) => json({ ...object, [name]: value }, `array in ${name}`)),
    invalidJson(JSON.stringify(valid)).map((text) => ({ text, contentType: 'application/json', kind: 'invalid JSON' })),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => ({ text: JSON.stringify(valid), contentType, kind: `content type ${contentType ?? '(none)'}` })),
    fc.constant({ text: new URLSearchParams(Object.entries(object).map(([k, v]) => [k, String(v)])).toString(), contentType: 'application/x-www-form-urlencoded', kind: 'form body' }),
  ];
  if (required.length) cases.push(fc.constantFrom(...required).map((name) => json(Object.fromEntries(Object.entries(object).filter(([k]) => k !== name)), `missing ${name}`)));
  return cases;
}

/**
 * Path values that must never touch a real record of the sandbox's destructive routes (`DELETE sandbox/users/1`
 * would delete a demo account): a small positive whole number there is moved out of range.
 */
function keepOffRealRecords(op: Operation, value: string): string {
  return op.template.includes('/sandbox/') && /^\+?0*[1-9]\d{0,9}$/.test(decodeSafely(value).trim()) ? '2147483000' : value;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function textOf(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

type RequestParts = { path?: Record<string, string>; query?: [string, string][]; rawQuery?: string; headers?: Record<string, string>; body?: BodyCase };

/** Builds requests of `op` from the valid sample, with the given parts replaced. */
function requestBuilder(op: Operation, doc: OpenApiDoc, session: boolean) {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query' && !p.name.includes('{'));
  const headerParams = op.params.filter((p) => p.in === 'header');
  const validPath = Object.fromEntries(pathParams.map((p) => [p.name, keepOffRealRecords(op, encodeSegment(textOf(sample(p.schema, doc))))]));
  const validQuery = queryParams.filter((p) => p.required).map((p) => [p.name, textOf(sample(p.schema, doc))] as [string, string]);
  const validHeaders = Object.fromEntries(headerParams.filter((p) => p.required).map((p) => [p.name.toLowerCase(), textOf(sample(p.schema, doc)) || 'x']));
  const build = (kind: string, parts: RequestParts): HostileRequest => {
    const values = { ...validPath, ...parts.path };
    const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => keepOffRealRecords(op, values[name] ?? 'x'));
    const query = (parts.query ?? validQuery).map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&');
    const search = [query, parts.rawQuery].filter(Boolean).join('&');
    const body = parts.body ?? (op.body ? { text: JSON.stringify(sample(op.body, doc)), contentType: 'application/json', kind: '' } : undefined);
    const headers: Record<string, string> = { ...validHeaders, ...parts.headers };
    if (body?.contentType) headers['content-type'] = body.contentType;
    return { method: op.method, path: search ? `${path}?${search}` : path, headers, body: body?.text, signedIn: session, kind: body?.kind || kind };
  };
  return { pathParams, queryParams, headerParams, validQuery, build };
}

/** The valid sample of `op`'s body sent under each wrong content type (`WRONG_CONTENT_TYPES`); none without a body. */
export function wrongContentTypeRequests(op: Operation, doc: OpenApiDoc, headers: Record<string, string> = {}): HostileRequest[] {
  if (!op.body) return [];
  const { build } = requestBuilder(op, doc, false);
  const text = JSON.stringify(sample(op.body, doc));
  return WRONG_CONTENT_TYPES.map((contentType) => build('', { headers, body: { text, contentType, kind: `content type ${contentType ?? '(none)'}` } }));
}

/** Every way this generator breaks a request of `op`, as one arbitrary each; `fc.oneof` of them is the random mix. */
export function requestCases(op: Operation, doc: OpenApiDoc, session: boolean): fc.Arbitrary<HostileRequest>[] {
  const { pathParams, queryParams, headerParams, validQuery, build } = requestBuilder(op, doc, session);
  const cases: fc.Arbitrary<HostileRequest>[] = bodyCases(op, doc).map((arb) => arb.map((body) => build('', { body })));
  for (const p of pathParams) {
    cases.push(hostileSegment.map((segment) => build(`hostile path ${p.name}`, { path: { [p.name]: segment } })));
  }
  if (queryParams.length) {
    const param = fc.constantFrom(...queryParams.map((p) => p.name));
    cases.push(fc.tuple(param, hostileText).map(([name, value]) => build(`hostile query ${name}`, { query: [...validQuery.filter(([k]) => k !== name), [name, value]] })));
    cases.push(fc.tuple(param, fc.array(hostileText, { minLength: 2, maxLength: 3 })).map(([name, values]) => build(`repeated query ${name}`, { query: [...validQuery, ...values.map((v) => [name, v] as [string, string])] })));
    cases.push(fc.tuple(param, fc.constantFrom(...HOSTILE_SEGMENTS)).map(([name, raw]) => build(`raw query ${name}`, { query: validQuery.filter(([k]) => k !== name), rawQuery: `${encodeSegment(name)}=${raw}` })));
  }
  for (const required of queryParams.filter((p) => p.required)) {
    cases.push(fc.constant(build(`missing query ${required.name}`, { query: validQuery.filter(([k]) => k !== required.name) })));
  }
  cases.push(fc.tuple(fc.constantFrom('x-site-country', 'accept-language', ...headerParams.map((p) => p.name.toLowerCase())), hostileText).map(([name, value]) => build(`hostile header ${name}`, { headers: { [name]: headerSafe(value) } })));
  cases.push(fc.tuple(fc.constantFrom('country', 'language'), hostileText).map(([name, value]) => build(`hostile query ${name}`, { query: [...validQuery, [name, value]] })));
  return cases;
}

/** Header values cannot hold controls or non-Latin-1 text on the wire; keep the rest of the hostility. */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7E]/g, '?');
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  location?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Sends a request exactly as generated; `cookie` is the signed-in member's, used when `signedIn`. */
export function send(baseUrl: string, req: HostileRequest, cookie?: string, retried = false): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.77', ...req.headers };
    if (req.signedIn && cookie) headers.cookie = cookie;
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const outgoing = httpRequest({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent: retried ? false : agent, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8'), location: res.headers.location }));
      res.on('error', (error) => resolve({ status: 0, contentType: '', text: `answer cut: ${error.message}` }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 60 s')));
    // A kept-alive socket the server closed as the request went out is retried once on a new one; a connection the
    // store drops again is an answer too (status 0), which the suite counts as a failure and shows.
    outgoing.on('error', (error) => {
      if (!retried) resolve(send(baseUrl, req, cookie, true));
      else resolve({ status: 0, contentType: '', text: `no answer: ${error.message}` });
    });
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
}

/**
 * Whether a 4xx answer is the API's error shape with a message a person can read: JSON `{ message }`, the message
 * words (letters), not a stack trace or an object dump.
 */
export function readableError(answer: Answer): boolean {
  if (!answer.contentType.includes('application/json')) return false;
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    const message = body?.message;
    return typeof message === 'string' && /\p{L}{2,}/u.test(message) && message.length <= 2000 && !/\n\s+at |\[object /.test(message);
  } catch {
    return false;
  }
}

export function closeAgent() {
  agent.destroy();
}
