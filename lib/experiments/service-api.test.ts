import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceApi, experimentsBaseUrl, readEventStream, type Requester } from './service-api';

afterEach(() => vi.useRealTimers());

const hanging: Requester = ({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('service calls (SPEC §7, §9)', () => {
  it('abort a request after 20000 ms', async () => {
    vi.useFakeTimers();
    const api = new ServiceApi({ baseUrl: 'http://127.0.0.1:1/api/experiments/', siteCode: 'atelier0001', environment: 'production', requester: hanging });
    const result = api.getConfiguration().then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('Request timed out after 20000 ms: http://127.0.0.1:1/api/experiments/v3/atelier0001');
  });

  it('read the base URL from EXPERIMENTS_BASE_URL, else the embedded routes', () => {
    expect(experimentsBaseUrl({ EXPERIMENTS_BASE_URL: 'https://sdk.example.com/x/' })).toBe('https://sdk.example.com/x');
    expect(experimentsBaseUrl({})).toBe('http://localhost:3000/api/experiments');
  });

  it('parse an event stream split anywhere, with CRLF, comments and multi-line data', async () => {
    const chunks = [': hello\r\n\r\nevent: configuration-update-event\r\nda', 'ta: {"siteCode":"a",\r\ndata: "ts":1}\r\n\r\n', 'data: plain\n\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const messages: Array<[string, string]> = [];
    await readEventStream(body, (event, data) => messages.push([event, data]));
    expect(messages).toEqual([
      ['configuration-update-event', '{"siteCode":"a",\n"ts":1}'],
      ['message', 'plain'],
    ]);
  });
});
