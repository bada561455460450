import { CONTENTFUL_APP_ORIGINS } from './contentful-app-origins';

/**
 * The security headers of every response (issue 20), as Next's `headers()` rules (next.config.ts): a
 * Content-Security-Policy, `X-Content-Type-Options`, `Referrer-Policy`, `Permissions-Policy`, and behind TLS
 * `Strict-Transport-Security`. docs/architecture.md ("Security headers") gives the reasons. Inline scripts are allowed
 * here by `'unsafe-inline'`; a page that goes through Next's page cache (every shop page) also gets a second policy,
 * which the browser enforces beside this one: its own inline scripts' hashes, and the request's nonce for a part
 * rendered per request (server/cache/inline-script-policy.mjs).
 */
export interface HeaderRule {
  source: string;
  has?: { type: 'header'; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

export interface SecurityHeaderOptions {
  /** Origins the browser may call besides this one (the experiment service when the build names a real one). */
  connectOrigins?: readonly string[];
  /**
   * Next's development server (`npm run dev`): React evaluates code there to rebuild call stacks, so every page may
   * evaluate. A production server leaves it off and only the studio's pages evaluate.
   */
  development?: boolean;
}

/** Who may show a page in a frame: nobody, or (preview pages) this origin's studio and Contentful's web app. */
type Framing = 'none' | 'preview';

/**
 * The public paths of the preview pages (with or without a language prefix) and the route that opens them: the
 * studio (same origin) and Contentful's entry editor show them in a frame.
 */
export const FRAMED_PREVIEW_SOURCES: readonly string[] = ['/preview', '/preview/:path*', '/:lang(en|id|th|zh)/preview', '/:lang(en|id|th|zh)/preview/:path*', '/api/preview'];

/**
 * The editors' studio (with or without a language prefix): its forms validate blocks with JSON Schema through Ajv
 * (`lib/studio/validate.ts`, react-jsonschema-form's validator), which compiles each schema into a function with
 * `new Function`. Only these pages, for signed-in editors, may evaluate code.
 */
export const STUDIO_SOURCES: readonly string[] = ['/studio', '/studio/:path*', '/:lang(en|id|th|zh)/studio', '/:lang(en|id|th|zh)/studio/:path*'];

/** The request came over TLS to the proxy or load balancer in front (which sets the header; plain http sets none). */
const BEHIND_TLS = { type: 'header', key: 'x-forwarded-proto', value: 'https' } as const;

/** Two years, the HSTS preload list's minimum being one. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Browser features the store never uses, switched off for it and for anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * The Content-Security-Policy of a page: `framing` decides frame-ancestors, `tls` adds the upgrade of http subresources,
 * `nonce` (a page rendered wholly for its request) allows inline scripts by that nonce alone.
 */
export function contentSecurityPolicy({ framing, tls, connectOrigins = [], evaluates = false, nonce }: { framing: Framing; tls: boolean; connectOrigins?: readonly string[]; evaluates?: boolean; nonce?: string }): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Next's pages carry their React Server Components payload as inline scripts, different on every page and
    // render: a nonce on every page would make every page render per request. A page through the page cache narrows
    // this with its scripts' hashes and the request's nonce (server/cache/inline-script-policy.mjs); a page rendered
    // wholly for its request (the studio, a preview page in draft mode) gets the request's nonce in its place
    // (`perRequestPagePolicy`); only a page rendered without that cache otherwise (the developer sandbox's) rests on it.
    ['script-src', "'self'", nonce ? `'nonce-${nonce}'` : "'unsafe-inline'", ...(evaluates ? ["'unsafe-eval'"] : [])],
    // …but no inline event-handler attribute (`onerror=`, `onclick=`): React never writes one, injected markup would.
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['frame-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(framing === 'preview' ? ["'self'", ...CONTENTFUL_APP_ORIGINS] : ["'none'"])],
  ];
  if (tls) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * A new nonce for the scripts Next renders for one request (128 random bits, base64). The proxy hands it to Next in
 * the request's own `Content-Security-Policy` header (`scriptNonceRequestPolicy`), where Next's renderer reads it and
 * puts it on every script it writes; the page cache's handler names it in the page's policy when the page has a
 * part rendered for the request (server/cache/inline-script-policy.mjs).
 */
export function newScriptNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The request header value that carries a nonce to Next's renderer. */
export function scriptNonceRequestPolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}'`;
}

/**
 * The editors' pages, rendered wholly for each request: the studio (framed by nobody, evaluating code) and the preview
 * pages (framed by the studio and Contentful's web app). With `cacheComponents` their prerendered shell is empty
 * (the prerender manifest's `response: 'empty'`), and in draft mode Next renders them without its page cache at all,
 * where the page cache's handler never adds its policy; so every script of theirs is one Next writes for the request,
 * with its nonce.
 */
export type PerRequestPage = 'studio' | 'preview';

/**
 * The enforced policy of an editor's page (`PerRequestPage`), which the proxy sends in place of the general one: the
 * same policy with the request's nonce instead of `'unsafe-inline'`, so no other inline script runs, draft mode or
 * not (issue 30). Next reads the nonce from it as well (the proxy's response headers reach the request).
 */
export function perRequestPagePolicy(page: PerRequestPage, { nonce, tls }: { nonce: string; tls: boolean }, { connectOrigins = [], development = false }: SecurityHeaderOptions = securityHeaderOptions()): string {
  return contentSecurityPolicy({ framing: page === 'preview' ? 'preview' : 'none', tls, connectOrigins, evaluates: page === 'studio' || development, nonce });
}

/** Whether a request came over TLS to the proxy or load balancer in front (`BEHIND_TLS`, as Next's header rules test it). */
export function behindTls(headers: Pick<Headers, 'get'>): boolean {
  return headers.get(BEHIND_TLS.key) === BEHIND_TLS.value;
}

/**
 * The options of every response's policies, from the build's environment: next.config.ts writes Next's header rules
 * with them and the proxy the editors' pages' policy, so both name the same experiment service.
 */
export function securityHeaderOptions(): SecurityHeaderOptions {
  const experiments = originOf(process.env.NEXT_PUBLIC_EXPERIMENTS_BASE_URL);
  return { connectOrigins: experiments ? [experiments] : [], development: process.env.NODE_ENV === 'development' };
}

/** The origin of a configured URL, or nothing when it is unset or not an http(s) URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Next's header rules, most general first: when several rules set one header for a request, the last one wins, so
 * the preview pages' and the TLS variants' policies replace the general one.
 */
export function securityHeaderRules({ connectOrigins = [], development = false }: SecurityHeaderOptions = {}): HeaderRule[] {
  const csp = (framing: Framing, tls: boolean, evaluates = development) => ({ key: 'Content-Security-Policy', value: contentSecurityPolicy({ framing, tls, connectOrigins, evaluates }) });
  const rules: HeaderRule[] = [
    {
      source: '/:path*',
      headers: [
        csp('none', false),
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
      ],
    },
    { source: '/:path*', has: [BEHIND_TLS], headers: [csp('none', true), { key: 'Strict-Transport-Security', value: HSTS }] },
  ];
  for (const source of FRAMED_PREVIEW_SOURCES) {
    rules.push({ source, headers: [csp('preview', false)] }, { source, has: [BEHIND_TLS], headers: [csp('preview', true)] });
  }
  for (const source of STUDIO_SOURCES) {
    rules.push({ source, headers: [csp('none', false, true)] }, { source, has: [BEHIND_TLS], headers: [csp('none', true, true)] });
  }
  return rules;
}
