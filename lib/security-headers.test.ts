import { describe, expect, it } from 'vitest';
// @ts-expect-error Next's own copy of path-to-regexp (the matcher of its headers() sources) ships without types
import { match } from 'next/dist/compiled/path-to-regexp';
import { behindTls, contentSecurityPolicy, newScriptNonce, originOf, perRequestPagePolicy, scriptNonceRequestPolicy, securityHeaderRules, type HeaderRule } from './security-headers';

/** The headers Next would send for `path`: every matching rule in order, a later one replacing a header. */
function headersFor(rules: HeaderRule[], path: string, requestHeaders: Record<string, string> = {}): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of rules) {
    if (!(match(rule.source) as (p: string) => unknown)(path)) continue;
    if (rule.has?.some((h) => requestHeaders[h.key] !== h.value)) continue;
    for (const { key, value } of rule.headers) sent[key] = value;
  }
  return sent;
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.split(' ')[0] === name);

describe('security headers', () => {
  const rules = securityHeaderRules();

  it('sends a shopper page the full set, refusing every frame', () => {
    const sent = headersFor(rules, '/th/makeup');
    expect(sent['X-Content-Type-Options']).toBe('nosniff');
    expect(sent['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(sent['Permissions-Policy']).toContain('camera=()');
    expect(directive(sent['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(sent['Content-Security-Policy'], 'object-src')).toBe("object-src 'none'");
    expect(directive(sent['Content-Security-Policy'], 'script-src-attr')).toBe("script-src-attr 'none'");
    expect(sent['Strict-Transport-Security']).toBeUndefined();
  });

  it('lets the studio and Contentful’s web app frame the preview pages, with or without a language prefix', () => {
    for (const path of ['/preview/homepage', '/zh/preview/pages/about', '/api/preview']) {
      const csp = headersFor(rules, path)['Content-Security-Policy'];
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com");
    }
    expect(directive(headersFor(rules, '/previews-of-spring')['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lets only the editors’ studio evaluate code (Ajv compiles its block schemas), framed by nobody', () => {
    for (const path of ['/studio', '/studio/pages/abc', '/th/studio/pages/abc']) {
      const csp = headersFor(rules, path, { 'x-forwarded-proto': 'https' })['Content-Security-Policy'];
      expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(csp).toContain('upgrade-insecure-requests');
    }
    for (const path of ['/', '/studios-of-beauty', '/preview/homepage', '/api/studio/entries']) {
      expect(directive(headersFor(rules, path)['Content-Security-Policy'], 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    }
  });

  it('lets every page evaluate under the development server (React rebuilds call stacks with eval there), and keeps the rest', () => {
    const development = securityHeaderRules({ development: true });
    for (const path of ['/', '/th/makeup', '/preview/homepage', '/studio']) {
      const csp = headersFor(development, path, { 'x-forwarded-proto': 'https' })['Content-Security-Policy'];
      expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    }
    expect(directive(headersFor(development, '/')['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('adds HSTS and upgrades subresources only behind TLS', () => {
    const tls = headersFor(rules, '/', { 'x-forwarded-proto': 'https' });
    expect(tls['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(tls['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(headersFor(rules, '/')['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    const previewTls = headersFor(rules, '/preview/homepage', { 'x-forwarded-proto': 'https' })['Content-Security-Policy'];
    expect(directive(previewTls, 'frame-ancestors')).toContain('https://app.contentful.com');
    expect(previewTls).toContain('upgrade-insecure-requests');
  });

  it('lets the browser call a configured experiment service, and no other origin', () => {
    const csp = contentSecurityPolicy({ framing: 'none', tls: false, connectOrigins: [originOf('https://experiments.example.com/v1/')!] });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://experiments.example.com");
    expect(originOf('')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });
});

describe("the nonce of a request's scripts", () => {
  it("is 128 random bits, new each time, and read back by Next's own parser from the request header", async () => {
    const { getScriptNonceFromHeader } = await import('next/dist/server/app-render/get-script-nonce-from-header.js');
    const nonces = Array.from({ length: 50 }, newScriptNonce);
    expect(new Set(nonces).size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(getScriptNonceFromHeader(scriptNonceRequestPolicy(nonce))).toBe(nonce);
    }
  });
});

describe('the policy of an editor’s page, rendered wholly for its request (issue 30)', () => {
  const nonce = newScriptNonce();
  const general = (path: string, requestHeaders: Record<string, string> = {}) => headersFor(securityHeaderRules({ connectOrigins: ['https://experiments.example.com'] }), path, requestHeaders)['Content-Security-Policy'];

  it('is the general policy of the page with the request’s nonce in place of unsafe-inline', () => {
    const options = { connectOrigins: ['https://experiments.example.com'] };
    const studio = perRequestPagePolicy('studio', { nonce, tls: false }, options);
    expect(directive(studio, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' 'unsafe-eval'`);
    expect(studio.replace(`'nonce-${nonce}'`, "'unsafe-inline'")).toBe(general('/studio/pages/abc'));
    const preview = perRequestPagePolicy('preview', { nonce, tls: true }, options);
    expect(directive(preview, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(preview.replace(`'nonce-${nonce}'`, "'unsafe-inline'")).toBe(general('/zh/preview/homepage', { 'x-forwarded-proto': 'https' }));
    expect(perRequestPagePolicy('preview', { nonce, tls: false }, { development: true })).toContain("'unsafe-eval'");
  });

  it('hands Next’s renderer the nonce (the proxy’s response headers reach the request)', async () => {
    const { getScriptNonceFromHeader } = await import('next/dist/server/app-render/get-script-nonce-from-header.js');
    expect(getScriptNonceFromHeader(perRequestPagePolicy('studio', { nonce, tls: false }))).toBe(nonce);
  });

  it('reads TLS as the header rules do', () => {
    expect(behindTls(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(behindTls(new Headers({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(behindTls(new Headers())).toBe(false);
  });
});
