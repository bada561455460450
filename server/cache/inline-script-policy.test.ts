import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PENDING_SCRIPT } from '../../components/product-listing/pending';
import { MAX_SCRIPT_HASHES, REACT_CLIENT_RENDER_FUNCTION, STORE_SCRIPT_HASHES, addInlineScriptPolicy, addInlineScriptPolicyToNewPage, inlineScriptHashes, isKnownInlineScript, scriptHash } from './inline-script-policy.mjs';

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
const flight = (chunk: string) => `self.__next_f.push(${JSON.stringify([1, chunk])})`;
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
const TIMING = 'requestAnimationFrame(function(){$RT=performance.now()});';
const page = (...scripts: string[]) => `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`;
const inline = (text: string, attributes = '') => `<script${attributes}>${text}</script>`;

describe('the hash of a script', () => {
  it('is the base64 SHA-256 of its UTF-8 text, as CSP computes it (the specification\'s example)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
});

describe('which inline scripts a cached page may run', () => {
  it('hashes the forms Next, Turbopack and React write, each text once', () => {
    const html = page(inline(FLIGHT_START), inline(TURBOPACK), inline(flight("0:\"ไทย 中文\"")), inline(flight('1:x')), inline(flight('1:x')), inline(TIMING), inline(`${REACT_CLIENT_RENDER_FUNCTION};$RX("B:0","")`), inline('$RX("B:1",null,"message")'));
    const { allowed, refused } = inlineScriptHashes(html);
    expect(refused).toBe(0);
    expect(allowed).toEqual([FLIGHT_START, TURBOPACK, flight("0:\"ไทย 中文\""), flight('1:x'), TIMING, `${REACT_CLIENT_RENDER_FUNCTION};$RX("B:0","")`, '$RX("B:1",null,"message")'].map(scriptHash));
  });

  it('refuses any other script, a known form with code after it or code where the form has data', () => {
    for (const text of [
      'alert(1)',
      `${flight('x')};alert(1)`,
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,"x"].concat(alert(1)))',
      TURBOPACK.replace('});', '});fetch("/api")'),
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([1]);',
      `${TIMING}alert(1)`,
      '$RX("B:0");alert(1)',
      '$RX(alert(1))',
      `${REACT_CLIENT_RENDER_FUNCTION}alert(1)`,
      `${FLIGHT_START};alert(1)`,
    ]) {
      expect(isKnownInlineScript(text), text).toBe(false);
      expect(inlineScriptHashes(page(inline(FLIGHT_START), inline(text)))).toEqual({ allowed: [scriptHash(FLIGHT_START)], refused: 1 });
    }
  });

  it('counts a script of another runnable type, and skips data blocks and scripts with a src', () => {
    const html = page(inline('alert(1)', ' type="module"'), inline('{"@type":"Product"}', ' type="application/ld+json"'), inline('', ' src="/x.js"'), inline('alert(2)', " type='text/javascript'"));
    expect(inlineScriptHashes(html)).toEqual({ allowed: [], refused: 2 });
  });

  it("hashes the store's own constant scripts (store-inline-scripts.json), recomputed from their source", () => {
    expect(STORE_SCRIPT_HASHES.has(scriptHash(PENDING_SCRIPT))).toBe(true);
    expect(isKnownInlineScript(PENDING_SCRIPT)).toBe(true);
    expect(isKnownInlineScript(PENDING_SCRIPT.replace('on=true', 'on=!0'))).toBe(false);
  });

  it("knows the client-render instruction as the installed React writes it (an upgrade that changes it fails here)", () => {
    const require = createRequire(import.meta.url);
    const nextDir = require.resolve('next/package.json').replace(/package\.json$/, '');
    for (const build of ['react-dom', 'react-dom-experimental']) {
      const source = readFileSync(`${nextDir}dist/compiled/${build}/cjs/react-dom-server.node.production.js`, 'utf8');
      expect(source, build).toContain(REACT_CLIENT_RENDER_FUNCTION);
      expect(source, build).toContain(TIMING);
    }
  });
});

describe('the policy added to a cached page', () => {
  const entry = (html: string, extra: Record<string, unknown> = {}) => ({ lastModified: 1, value: { kind: 'APP_PAGE', html, headers: { 'x-nextjs-stale-time': '300' } as Record<string, string>, ...extra } });

  it("a whole page gets script-src with its scripts' hashes and no 'unsafe-inline', beside its own headers", () => {
    const cached = addInlineScriptPolicy('/sg/en/a', entry(page(inline(FLIGHT_START), inline(flight('0:a')), inline('alert(1)'))));
    expect(cached.value.headers).toEqual({ 'x-nextjs-stale-time': '300', 'content-security-policy': `script-src 'self' 'unsafe-eval' ${scriptHash(FLIGHT_START)} ${scriptHash(flight('0:a'))}` });
  });

  it('is added once to an entry the cache hands out again', () => {
    const cached = addInlineScriptPolicy('/sg/en/b', entry(page(inline(FLIGHT_START))));
    const headers = cached.value.headers;
    expect(addInlineScriptPolicy('/sg/en/b', cached).value.headers).toBe(headers);
  });

  it("a page with a part rendered per request gets its shell's hashes and the request's nonce, on a copy of the entry", () => {
    const shell = entry(page(inline(FLIGHT_START), inline('alert(1)')), { postponed: '{"x":1}' });
    const first = addInlineScriptPolicy('/sg/en/studio', shell, { 'content-security-policy': "script-src 'nonce-Zmlyc3Q='" });
    const second = addInlineScriptPolicy('/sg/en/studio', shell, { 'content-security-policy': "script-src 'nonce-c2Vjb25k'" });
    expect(first.value.headers['content-security-policy']).toBe(`script-src 'self' 'unsafe-eval' 'nonce-Zmlyc3Q=' ${scriptHash(FLIGHT_START)}`);
    expect(second.value.headers['content-security-policy']).toBe(`script-src 'self' 'unsafe-eval' 'nonce-c2Vjb25k' ${scriptHash(FLIGHT_START)}`);
    expect(shell.value.headers).toEqual({ 'x-nextjs-stale-time': '300' });
    expect(first.value.html).toBe(shell.value.html);
  });

  it('a page with a part rendered per request, asked for without a nonce (not through the proxy), keeps the general policy only', () => {
    expect(addInlineScriptPolicy('/sg/en/c', entry(page(inline(FLIGHT_START)), { postponed: '{"x":1}' })).value.headers).toEqual({ 'x-nextjs-stale-time': '300' });
    expect(addInlineScriptPolicy('/sg/en/c', entry(page(inline(FLIGHT_START)), { postponed: '{"x":1}' }), { 'content-security-policy': "script-src 'nonce-not a nonce'" }).value.headers).toEqual({ 'x-nextjs-stale-time': '300' });
  });

  it('an RSC-only entry or another kind keeps the general policy only', () => {
    expect(addInlineScriptPolicy('/sg/en/d', entry(page(inline(FLIGHT_START)), { kind: 'APP_ROUTE' })).value.headers).toEqual({ 'x-nextjs-stale-time': '300' });
    expect(addInlineScriptPolicy('/sg/en/e', null)).toBeNull();
  });

  it(`a page with more than ${MAX_SCRIPT_HASHES} scripts keeps the general policy only`, () => {
    const many = Array.from({ length: MAX_SCRIPT_HASHES + 1 }, (_, i) => inline(flight(String(i))));
    expect(addInlineScriptPolicy('/sg/en/f', entry(page(...many))).value.headers).toEqual({ 'x-nextjs-stale-time': '300' });
    expect(addInlineScriptPolicy('/sg/en/g', entry(page(...many.slice(1)))).value.headers['content-security-policy']?.split(' ')).toHaveLength(MAX_SCRIPT_HASHES + 3);
  });
});

describe('the policy added to a page just rendered (the cache handler\'s set)', () => {
  it('is added to the value Next writes and then answers the rendering request from, replacing a stale one', () => {
    const value = { kind: 'APP_PAGE', html: page(inline(FLIGHT_START, ' nonce="abc"'), inline(flight('0:a'), ' nonce="abc"'), inline('alert(1)')), headers: { 'x-next-cache-tags': 't', 'content-security-policy': "script-src 'nonce-old'" } as Record<string, string> };
    expect(addInlineScriptPolicyToNewPage('/sg/en/p', value)).toBe(value);
    expect(value.headers).toEqual({ 'x-next-cache-tags': 't', 'content-security-policy': `script-src 'self' 'unsafe-eval' ${scriptHash(FLIGHT_START)} ${scriptHash(flight('0:a'))}` });
    // Handed out again by the memory cache: not worked out a second time.
    const headers = value.headers;
    expect(addInlineScriptPolicy('/sg/en/p', { lastModified: 2, value }).value.headers).toBe(headers);
  });

  it('leaves a shell with a postponed part and other kinds as they are', () => {
    const shell = { kind: 'APP_PAGE', html: page(inline(FLIGHT_START)), postponed: '{}', headers: {} };
    expect(addInlineScriptPolicyToNewPage('/sg/en/s', shell).headers).toEqual({});
    const route = { kind: 'APP_ROUTE', html: '', headers: {} };
    expect(addInlineScriptPolicyToNewPage('/api/x', route).headers).toEqual({});
  });
});
