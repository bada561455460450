import { afterEach, describe, expect, it, vi } from 'vitest';
// Outside Next there is no request scope for connection(); the handlers' own logic is what is tested here.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));

import { getConfiguration, getEventStream, getRemoteData, getVisitorData, postTracking } from './handlers';
import { publishConfigurationUpdate } from './events';
import { inProcessRequester } from './in-process';
import { createExperiments, type Experiments } from '@/lib/experiments/experiments';
import { readEventStream } from '@/lib/experiments/service-api';
import { memoryLogger } from '@/lib/experiments/testing/fake-service';

const BASE = 'http://localhost:3000/api/experiments';
const noParams = { params: Promise.resolve({}) };
const site = (siteCode: string) => ({ params: Promise.resolve({ siteCode }) });

async function messageOf(response: Response) {
  return ((await response.json()) as { message: string }).message;
}

describe('embedded experiment service: configuration', () => {
  it('serves the project file in the vendor shape with Last-Modified, and 304 when unchanged', async () => {
    const response = await getConfiguration(new Request(`${BASE}/v3/atelier0001`), site('atelier0001'));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.featureFlags.map((f: { featureKey: string }) => f.featureKey)).toEqual(['header-promo-strip', 'product-card-badge-style', 'home-hero', 'bag-checkout-reassurance']);
    expect(body).not.toHaveProperty('siteCode');
    expect(body).not.toHaveProperty('remoteData');
    const lastModified = response.headers.get('last-modified')!;
    const again = await getConfiguration(new Request(`${BASE}/v3/atelier0001`, { headers: { 'if-modified-since': lastModified } }), site('atelier0001'));
    expect(again.status).toBe(304);
  });

  it('answers bad input with 4xx and a readable message', async () => {
    const bad = await getConfiguration(new Request(`${BASE}/v3/NOT_A_CODE`), site('NOT_A_CODE'));
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe('The path is not valid: siteCode must be 1–32 lower-case letters or digits');
    const unknown = await getConfiguration(new Request(`${BASE}/v3/someoneelse`), site('someoneelse'));
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe('Unknown site code: someoneelse');
    const env = await getConfiguration(new Request(`${BASE}/v3/atelier0001?environment=Prod%20uction&ts=-1`), site('atelier0001'));
    expect(env.status).toBe(400);
    expect(await messageOf(env)).toMatch(/^The query is not valid: environment must be .*; ts must be at least 0$/);
  });
});

describe('embedded experiment service: visitor data, remote data, tracking', () => {
  it('validates the visitor-data query: visitor code 1–255, previous visits 1–25', async () => {
    const missing = await getVisitorData(new Request(`${BASE}/visit/visitor?siteCode=atelier0001`), noParams);
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe('The query is not valid: visitorCode is required');
    const tooMany = await getVisitorData(new Request(`${BASE}/visit/visitor?siteCode=atelier0001&visitorCode=v&maxNumberPreviousVisits=26`), noParams);
    expect(await messageOf(tooMany)).toBe('The query is not valid: maxNumberPreviousVisits must be at most 25');
    const long = await getVisitorData(new Request(`${BASE}/visit/visitor?siteCode=atelier0001&visitorCode=${'v'.repeat(256)}`), noParams);
    expect(await messageOf(long)).toBe('The query is not valid: visitorCode must be at most 255 characters');
  });

  it('refuses a tracking body with a bad line (400, naming the line) or an empty one, and records a good one', async () => {
    const post = (body: string) => postTracking(new Request(`${BASE}/visit/events?siteCode=atelier0001&sdkName=javascript&sdkVersion=4.9.0`, { method: 'POST', body }), noParams);
    const bad = await post('eventType=experiment&id=1&variationId=2&visitorCode=v1\neventType=nonsense&visitorCode=v1\neventType=activity');
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(
      'The tracking body is not valid: line 2: eventType nonsense is not one of experiment, customData, conversion, activity, page, staticData, geolocation, targetingSegment; line 3: visitorCode must not be empty',
    );
    expect((await post('\n\n')).status).toBe(400);
    const good = await post('eventType=customData&index=3&valuesCountMap=%7B%22TH%22%3A1%7D&overwrite=true&nonce=1&visitorCode=tracked00000001');
    expect(good.status).toBe(204);
    const data = await (await getVisitorData(new Request(`${BASE}/visit/visitor?siteCode=atelier0001&visitorCode=tracked00000001`), noParams)).json();
    expect(data.currentVisit.customDataEvents[0].data).toEqual({ index: 3, valuesCountMap: { TH: 1 }, overwrite: true });
  });

  it('refuses a cross-site tracking post (403) and an unknown remote-data key (404)', async () => {
    const crossSite = await postTracking(new Request(`${BASE}/visit/events?siteCode=atelier0001`, { method: 'POST', body: 'x', headers: { 'sec-fetch-site': 'cross-site' } }), noParams);
    expect(crossSite.status).toBe(403);
    const unknown = await getRemoteData(new Request(`${BASE}/map/map?siteCode=atelier0001&key=nope`), noParams);
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe('No remote data for key nope');
    const known = await getRemoteData(new Request(`${BASE}/map/map?siteCode=atelier0001&key=promo-calendar`), noParams);
    expect(await known.json()).toEqual({ week: 47, theme: 'new arrivals' });
  });
});

describe('embedded experiment service: event stream', () => {
  it('sends configuration-update-event with siteCode and ts', async () => {
    const abort = new AbortController();
    const response = await getEventStream(new Request(`${BASE}/sse?siteCode=atelier0001`, { signal: abort.signal }), noParams);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const received: Array<[string, string]> = [];
    const reading = readEventStream(response.body!, (event, data) => {
      received.push([event, data]);
      abort.abort();
    });
    publishConfigurationUpdate({ siteCode: 'atelier0001', ts: 1234 });
    await reading;
    expect(received).toEqual([['configuration-update-event', '{"siteCode":"atelier0001","ts":1234}']]);
    const bad = await getEventStream(new Request(`${BASE}/sse`), noParams);
    expect(bad.status).toBe(400);
  });
});

describe('the whole client offline on the embedded service', () => {
  let experiments: Experiments | undefined;
  afterEach(() => experiments?.client?.stop());

  it('loads the project configuration, evaluates its flags, tracks, and refreshes on an update event', async () => {
    const logger = memoryLogger();
    const configurationRequests: string[] = [];
    const requester: typeof inProcessRequester = (request) => {
      if (request.url.includes('/v3/')) configurationRequests.push(request.url);
      return inProcessRequester(request);
    };
    experiments = createExperiments({ siteCode: 'atelier0001', environment: 'development', baseUrl: BASE, requester, logger, trackingIntervalMs: 0 });
    expect(await experiments.initialize()).toBe(true);
    const keys = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const flags = experiments.forVisitor({ visitorCode: `offline${String(i).padStart(9, '0')}`, country: 'th' });
      const strip = flags.variation('header-promo-strip');
      keys.add(strip.key);
      if (strip.key === 'on') expect(flags.variable('header-promo-strip', 'message')).toMatchObject({ en: expect.stringMatching(/\w/), th: expect.stringMatching(/\S/) });
      expect(['pill', 'corner']).toContain(flags.variable('product-card-badge-style', 'style'));
    }
    expect(keys).toEqual(new Set(['on', 'off']));
    await experiments.client!.flush();
    expect(experiments.client!.tracking.pendingVisitors).toEqual([]);
    const visited = await experiments.client!.getRemoteVisitorData({ visitorCode: 'offline000000000' });
    expect(visited).toContainEqual({ index: 3, values: ['TH'] });
    // The project file asks for real-time updates: the client listens to the stream.
    await new Promise((resolve) => setTimeout(resolve, 20));
    publishConfigurationUpdate({ siteCode: 'atelier0001', ts: 42 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(configurationRequests).toEqual([`${BASE}/v3/atelier0001?environment=development`, `${BASE}/v3/atelier0001?environment=development&ts=42`]);
    expect(logger.lines.filter((l) => l.level !== 'info')).toEqual([]);
  });
});
