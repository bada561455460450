import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientAddress, limitedAddress, PEER_ADDRESS_HEADER } from './client-address';

const PRELOADED = Symbol.for('atelier.peerAddress');
const slot = globalThis as unknown as Record<symbol, unknown>;

/** A request as a route handler sees it: the preload's peer header, and what the client or its proxies sent. */
const request = (peer: string | undefined, forwardedFor?: string) =>
  new Request('http://localhost/api/web/v1/sessions', {
    headers: { ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });

describe('the client address', () => {
  beforeEach(() => { slot[PRELOADED] = PEER_ADDRESS_HEADER; });
  afterEach(() => { delete slot[PRELOADED]; });

  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), {})).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:203.0.113.9', '198.51.100.1'), {})).toBe('203.0.113.9');
  });

  it('is read from X-Forwarded-For through trusted proxies only, back to the first untrusted hop', () => {
    const env = { TRUSTED_PROXIES: '10.0.0.0/8, loopback' };
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), env)).toBe('198.51.100.1');
    // A forged first hop sent through the proxy: the address the proxy saw is the client.
    expect(clientAddress(request('10.0.0.5', '1.2.3.4, 198.51.100.7'), env)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.5', '1.2.3.4, 198.51.100.7, 10.0.0.9'), env)).toBe('198.51.100.7');
    expect(clientAddress(request('192.0.2.44', '198.51.100.1'), env)).toBe('192.0.2.44');
  });

  it('is unknown without the preload (a forged peer header is not believed), and not counted when exempt', () => {
    delete slot[PRELOADED];
    expect(clientAddress(request('203.0.113.9'), {})).toBeUndefined();
    slot[PRELOADED] = PEER_ADDRESS_HEADER;
    expect(clientAddress(request(undefined), {})).toBeUndefined();
    expect(limitedAddress(request('127.0.0.1'), { RATE_LIMIT_EXEMPT_ADDRESSES: 'loopback' })).toBeUndefined();
    expect(limitedAddress(request('203.0.113.9'), { RATE_LIMIT_EXEMPT_ADDRESSES: 'loopback' })).toBe('203.0.113.9');
  });
});
