/**
 * A second Content-Security-Policy for a page that goes through Next's page cache: `script-src` with the SHA-256 hash
 * of each inline script the page may run, and for a page with a part rendered per request that request's nonce; no
 * `'unsafe-inline'` (docs/architecture.md, "Security headers").
 *
 * Why here: Next writes each page's React Server Components payload as inline scripts. A nonce on every page would
 * make every page render per request; but what Next sends from its cache is complete before a byte goes out, so the
 * page cache's handler (file-system-handler.mjs, or incremental-handler.mjs with Redis) can hash its scripts, and
 * Next sends the result with the entry's other headers. The browser enforces every policy it is sent, so this one
 * narrows the general policy of `lib/security-headers.ts` (which keeps `'unsafe-inline'` for anything rendered
 * without the page cache) to the page's own scripts.
 *
 * Why not hash every script in the HTML: that would bless a script injected into it too. Only scripts whose text
 * has one of the forms Next, React and Turbopack write, with nothing but JSON data where the form has data, and
 * the store's own constant scripts (store-inline-scripts.json) are hashed; any other inline script is left out,
 * so the browser refuses to run it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Next's own reading of the nonce from a request's CSP header (the one its renderer uses). */
const { getScriptNonceFromHeaders } = createRequire(import.meta.url)('next/dist/server/app-render/get-script-nonce-from-header.js');

/** Every `<script …>…</script>` of React's HTML (it escapes `<` and `>` in attributes, so `[^>]*` holds). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** `type` values a browser runs as script; any other (`application/ld+json`) is a data block and never runs. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Next's first payload script, exactly. */
const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])';
/** Next's payload chunks: `self.__next_f.push([1,"…"])`, the argument JSON. */
const FLIGHT_PUSH = ['self.__next_f.push(', ')'];
/** Turbopack's list of chunks to load: `(globalThis["TURBOPACK"] || …).push({…});`, the argument JSON. */
const TURBOPACK_CHUNKS = ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');'];
/** React's timing mark, exactly. */
const REACT_TIMING = 'requestAnimationFrame(function(){$RT=performance.now()});';
/**
 * React's client-render instruction (a Suspense boundary the server could not finish): the function, written once,
 * then calls whose arguments are JSON strings. `inline-script-policy.test.ts` checks that the installed React
 * still writes this text.
 */
export const REACT_CLIENT_RENDER_FUNCTION = '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};';
const REACT_CLIENT_RENDER_CALL = /^;?\$RX\((.*)\)$/s;

/** The store's own inline scripts (constant text), by hash; the test beside this file recomputes each. */
export const STORE_SCRIPT_HASHES = new Set(Object.values(JSON.parse(readFileSync(new URL('./store-inline-scripts.json', import.meta.url), 'utf8'))));

/** `'sha256-…'` of a script's text, as CSP hashes it (its UTF-8 bytes). */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text is exactly `prefix + JSON + suffix` and the JSON parses to the given kind (array or object). */
function isDataCall(text, [prefix, suffix], kind) {
  if (!text.startsWith(prefix) || !text.endsWith(suffix) || text.length < prefix.length + suffix.length + 2) return false;
  try {
    const value = JSON.parse(text.slice(prefix.length, text.length - suffix.length));
    return kind === 'array' ? Array.isArray(value) : value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** React's client-render instruction: optionally the function, then one call with JSON string (or null) arguments. */
function isClientRenderInstruction(text) {
  const call = text.startsWith(REACT_CLIENT_RENDER_FUNCTION) ? text.slice(REACT_CLIENT_RENDER_FUNCTION.length) : text;
  const match = REACT_CLIENT_RENDER_CALL.exec(call);
  if (!match) return false;
  try {
    const args = JSON.parse(`[${match[1]}]`);
    return Array.isArray(args) && args.length > 0 && args.every((a) => a === null || typeof a === 'string');
  } catch {
    return false;
  }
}

/** Whether an inline script's text is one the page may run: a form the framework writes, or the store's own. */
export function isKnownInlineScript(text) {
  if (text === FLIGHT_START || text === REACT_TIMING) return true;
  if (isDataCall(text, FLIGHT_PUSH, 'array') || isDataCall(text, TURBOPACK_CHUNKS, 'object')) return true;
  if (isClientRenderInstruction(text)) return true;
  return STORE_SCRIPT_HASHES.has(scriptHash(text));
}

/**
 * The inline scripts of a page's HTML that a browser would run: `allowed` the hashes of the known ones (each once,
 * in order of appearance), `refused` how many others there are.
 */
export function inlineScriptHashes(html) {
  const allowed = new Set();
  let refused = 0;
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    if (type && !SCRIPT_TYPES.has((type[1] ?? type[2] ?? type[3]).trim().toLowerCase())) continue;
    if (isKnownInlineScript(text)) allowed.add(scriptHash(text));
    else refused += 1;
  }
  return { allowed: [...allowed], refused };
}

/** A page with more known scripts than this (the API reference, whose payload is 2.5 MB) keeps the general policy:
 * its header would outgrow what proxies in front accept (docs/deploy.md). */
export const MAX_SCRIPT_HASHES = 100;

const POLICY_HEADER = 'content-security-policy';
const withPolicy = new WeakSet();
/** The known scripts' hashes of entries seen lately (null: too many), by key, time of the entry and size. */
const recent = new Map();
const RECENT_LIMIT = 1000;
const warned = new Set();

/** The hashes of a page's known inline scripts (null: too many), warning once per key of any other. */
function knownHashes(key, html) {
  const { allowed, refused } = inlineScriptHashes(html);
  if (refused > 0 && !warned.has(key)) {
    warned.add(key);
    console.warn(JSON.stringify({ level: 'warn', msg: 'An inline script of a cached page is not a known form: the page policy refuses it', key, refused }));
  }
  return allowed.length > MAX_SCRIPT_HASHES ? null : allowed;
}

/** The hashes of a cached entry's known inline scripts, computed once per entry. */
function hashesOf(key, entry) {
  const html = entry.value.html;
  const memo = `${key}\u0000${entry.lastModified ?? ''}\u0000${html.length}`;
  let hashes = recent.get(memo);
  if (hashes === undefined) {
    hashes = knownHashes(key, html);
    if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value);
    recent.set(memo, hashes);
  }
  return hashes;
}

/**
 * The policy: scripts from this origin, the page's known inline scripts, and the request's nonce when part of the
 * page is rendered for it. `'unsafe-eval'` is here so that this policy decides inline scripts alone: the general
 * policy still refuses eval everywhere but the studio. Its `'self'` must stay what the general policy's script-src
 * allows from other origins (none today), or this one would refuse those scripts.
 */
function scriptPolicy(hashes, nonce) {
  return ["script-src 'self' 'unsafe-eval'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].join(' ');
}

/**
 * Adds the inline-script policy to the headers of a cached page that a cache handler's `get` returned (an APP_PAGE
 * entry with its HTML); Next appends an entry's headers to the response.
 * - A whole page: its known scripts' hashes. Added to the entry itself, once.
 * - A page with a postponed part (its static shell is sent, then the rest is rendered for the request): the shell's
 *   known scripts' hashes and the request's nonce, which the proxy put in the request's own CSP header and Next puts
 *   on every script it renders for the request. Added to a copy: the nonce is this request's alone. Without a nonce
 *   (a request that did not pass the proxy) the page keeps the general policy only.
 */
export function addInlineScriptPolicy(key, entry, requestHeaders) {
  const value = entry?.value;
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || withPolicy.has(value)) return entry;
  if (value.postponed == null) {
    const hashes = hashesOf(key, entry);
    if (hashes) value.headers = { ...value.headers, [POLICY_HEADER]: scriptPolicy(hashes) };
    withPolicy.add(value);
    return entry;
  }
  const nonce = requestHeaders ? getScriptNonceFromHeaders(requestHeaders) : undefined;
  const hashes = nonce ? hashesOf(key, entry) : null;
  if (!hashes) return entry;
  return { ...entry, value: { ...value, headers: { ...value.headers, [POLICY_HEADER]: scriptPolicy(hashes, nonce) } } };
}

/**
 * Adds the inline-script policy to a whole page a render has just produced, as Next hands it to the cache handler's
 * `set`. Next answers the request that rendered it from this same value after the write, so that first answer
 * carries the policy too (its scripts also hold that request's nonce, which the hashes ignore).
 */
export function addInlineScriptPolicyToNewPage(key, value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.postponed != null) return value;
  const hashes = knownHashes(key, value.html);
  const { [POLICY_HEADER]: _stale, ...headers } = value.headers ?? {};
  value.headers = hashes ? { ...headers, [POLICY_HEADER]: scriptPolicy(hashes) } : headers;
  withPolicy.add(value);
  return value;
}

/**
 * A cache handler class whose `get` adds the inline-script policy to cached pages (Next makes one per request), and
 * whose `set` adds it to a page just rendered.
 */
export function withInlineScriptPolicy(Handler) {
  return class extends Handler {
    #requestHeaders;
    constructor(context, ...rest) {
      super(context, ...rest);
      this.#requestHeaders = context?._requestHeaders;
    }
    async get(key, ...rest) {
      return addInlineScriptPolicy(key, await super.get(key, ...rest), this.#requestHeaders);
    }
    async set(key, value, ...rest) {
      return super.set(key, addInlineScriptPolicyToNewPage(key, value), ...rest);
    }
  };
}
