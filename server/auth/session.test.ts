import { describe, expect, it } from 'vitest';
import { linkOrigin } from './session';

const th = { domain: 'atelier.co.th' };
const request = (host: string, proto = 'https') => new Request(`${proto}://${host}/api/web/v1/auth/password-reset`, { headers: { host, 'x-forwarded-proto': proto } });

describe('where emailed links point', () => {
  it('keeps the request host when it is the recipient country’s domain or a subdomain of it', () => {
    expect(linkOrigin(request('www.atelier.co.th'), th)).toBe('https://www.atelier.co.th');
    expect(linkOrigin(request('atelier.co.th'), th)).toBe('https://atelier.co.th');
  });

  it('keeps a local development host as it came', () => {
    expect(linkOrigin(request('localhost:3040', 'http'), th)).toBe('http://localhost:3040');
    expect(linkOrigin(request('th.localhost:3040', 'http'), th)).toBe('http://th.localhost:3040');
  });

  it('uses the country’s domain for another country’s storefront or a forged host', () => {
    expect(linkOrigin(request('www.atelier.sg'), th)).toBe('https://atelier.co.th');
    expect(linkOrigin(request('atelier.co.th.evil.example'), th)).toBe('https://atelier.co.th');
  });
});
