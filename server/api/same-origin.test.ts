import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSameOrigin, rejectCrossSite, trustedOriginsFromEnv } from './same-origin';

const URL_ = 'http://localhost:3100/api/web/v1/featured-products';
const post = (headers: Record<string, string> = {}, url = URL_) => new Request(url, { method: 'POST', headers: { host: 'localhost:3100', ...headers } });

describe('checkSameOrigin', () => {
  it('never checks safe methods', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const request = new Request(URL_, { method, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
      expect(checkSameOrigin(request)).toEqual({ ok: true });
    }
  });

  it('checks a GET that changes state like a mutation: a link or frame of another site is refused (issue 30)', () => {
    const get = (headers: Record<string, string>) => new Request('http://localhost:3100/api/studio/preview?slug=home&locale=th-TH', { headers: { host: 'localhost:3100', ...headers } });
    const options = { changesState: true };
    expect(checkSameOrigin(get({ 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'iframe' }), options)).toEqual({ ok: false, reason: 'Sec-Fetch-Site is cross-site' });
    expect(checkSameOrigin(get({ 'sec-fetch-site': 'same-site' }), options).ok).toBe(false);
    expect(checkSameOrigin(get({ origin: 'https://evil.example' }), options).ok).toBe(false);
    // The studio's own frame, an address typed in, a client without a browser.
    expect(checkSameOrigin(get({ 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'iframe' }), options).ok).toBe(true);
    expect(checkSameOrigin(get({ 'sec-fetch-site': 'none' }), options).ok).toBe(true);
    expect(checkSameOrigin(get({}), options).ok).toBe(true);
    expect(checkSameOrigin(get({ 'sec-fetch-site': 'cross-site' })).ok).toBe(true);
  });

  it('lets a non-browser client through (neither Origin nor Sec-Fetch-Site)', () => {
    expect(checkSameOrigin(post())).toEqual({ ok: true });
  });

  it('trusts Sec-Fetch-Site: same-origin and none pass; same-site and cross-site are refused', () => {
    expect(checkSameOrigin(post({ 'sec-fetch-site': 'same-origin' })).ok).toBe(true);
    expect(checkSameOrigin(post({ 'sec-fetch-site': 'none' })).ok).toBe(true);
    expect(checkSameOrigin(post({ 'sec-fetch-site': 'same-site', origin: 'http://th.localhost:3100' }))).toEqual({ ok: false, reason: 'Sec-Fetch-Site is same-site' });
    expect(checkSameOrigin(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).ok).toBe(false);
  });

  it('Sec-Fetch-Site wins over an Origin that happens to name this host', () => {
    expect(checkSameOrigin(post({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3100' })).ok).toBe(false);
  });

  it('without Sec-Fetch-Site, the Origin must name this host (Host or X-Forwarded-Host)', () => {
    expect(checkSameOrigin(post({ origin: 'http://localhost:3100' })).ok).toBe(true);
    expect(checkSameOrigin(post({ origin: 'https://www.atelier.co.th', 'x-forwarded-host': 'www.atelier.co.th' })).ok).toBe(true);
    expect(checkSameOrigin(post({ origin: 'http://localhost:4000' }))).toEqual({ ok: false, reason: 'Origin http://localhost:4000 is not this site' });
    expect(checkSameOrigin(post({ origin: 'https://evil.example' })).ok).toBe(false);
    expect(checkSameOrigin(post({ origin: 'null' }))).toEqual({ ok: false, reason: 'Origin null is not a web origin' });
  });

  it('lets trusted origins through whatever the browser says', () => {
    const request = post({ 'sec-fetch-site': 'cross-site', origin: 'https://app.atelier.com' });
    expect(checkSameOrigin(request, { trustedOrigins: ['https://app.atelier.com/'] }).ok).toBe(true);
    expect(checkSameOrigin(request, { trustedOrigins: ['https://other.atelier.com'] }).ok).toBe(false);
  });

  it('refuses every cross-site request to a mutating method', () => {
    fc.assert(
      fc.property(fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'post'), fc.domain(), (method, domain) => {
        fc.pre(domain !== 'localhost');
        const request = new Request(URL_, { method, headers: { host: 'localhost:3100', origin: `https://${domain}` } });
        expect(checkSameOrigin(request).ok).toBe(false);
        const fetchSite = new Request(URL_, { method, headers: { host: 'localhost:3100', 'sec-fetch-site': 'cross-site' } });
        expect(checkSameOrigin(fetchSite).ok).toBe(false);
      }),
    );
  });
});

describe('rejectCrossSite', () => {
  it('answers 403 with a readable message, or null when the request may proceed', async () => {
    const response = rejectCrossSite(post({ 'sec-fetch-site': 'cross-site' }), {});
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({ message: 'Cross-site requests are not allowed', details: { reason: 'Sec-Fetch-Site is cross-site' } });
    expect(rejectCrossSite(post({ 'sec-fetch-site': 'same-origin' }), {})).toBeNull();
  });

  it('reads trusted origins from API_TRUSTED_ORIGINS', () => {
    expect(trustedOriginsFromEnv({ API_TRUSTED_ORIGINS: ' https://a.example , https://b.example,' })).toEqual(['https://a.example', 'https://b.example']);
    expect(trustedOriginsFromEnv({})).toEqual([]);
  });
});
