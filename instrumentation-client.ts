/**
 * Runs in the browser before the store's own code (Next's client instrumentation file). Zod, on the first schema it
 * compiles, probes whether `new Function` may run; under the store's Content-Security-Policy (no `'unsafe-eval'`,
 * lib/security-headers.ts) the probe is refused and reported as a violation even though zod catches the error.
 * `jitless` skips the probe and the compiled fast path. Set through the global that every copy of zod reads its
 * configuration from (`z.config()` writes the same object), so zod itself stays out of a page's first load.
 */
const shared = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
