import type { NextConfig } from 'next';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaderOptions, securityHeaderRules } from './lib/security-headers';

// The build's id (lib/build-version.ts), inlined into the server and browser code so that an open tab can
// tell that the server runs a newer build (SPEC §7). Set once in the environment, so the build's worker
// processes (which load this file again) inherit the same value; ATELIER_BUILD_ID may also be given (a commit).
process.env.ATELIER_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

// Scale-out (docs/deploy.md): with REDIS_URL, Next's page cache and its 'use cache' entries and tag expiry live in
// Redis, shared by every instance, and Next keeps no copy in process memory. Without it, Next's own file-system
// cache. Either handler gives a page its inline-script policy (server/cache/inline-script-policy.mjs).
// The newest database migration this build was made with (server/readiness.ts): an instance is not ready on a
// database that has not had it, whose pages would fail.
const schemaVersion = readdirSync(join(process.cwd(), 'commerce/db/migrations')).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort().pop()?.slice(0, 4) ?? '';

const sharedCaches: Partial<NextConfig> = process.env.REDIS_URL
  ? {
      cacheHandler: join(process.cwd(), 'server/cache/incremental-handler.mjs'),
      cacheHandlers: {
        default: join(process.cwd(), 'server/cache/use-cache-handler.mjs'),
        remote: join(process.cwd(), 'server/cache/use-cache-handler.mjs'),
      },
      cacheMaxMemorySize: 0,
    }
  : { cacheHandler: join(process.cwd(), 'server/cache/file-system-handler.mjs') };

const nextConfig: NextConfig = {
  ...sharedCaches,
  // A second build beside the usual one (`npm run bench -- --scale retail` builds against the retailer-sized
  // catalogue into .next-retail); unset everywhere else.
  ...(process.env.ATELIER_DIST_DIR ? { distDir: process.env.ATELIER_DIST_DIR } : {}),
  // The Docker image (Dockerfile) runs Next's standalone server; `npm start` keeps `next start`.
  ...(process.env.ATELIER_STANDALONE ? { output: 'standalone' as const } : {}),
  cacheComponents: true,
  env: { ATELIER_BUILD_ID: process.env.ATELIER_BUILD_ID, ATELIER_SCHEMA_VERSION: schemaVersion },
  // Explicit (DESIGN.md): links prefetch whole routes; pages are prerendered per country and language.
  partialPrefetching: false,
  poweredByHeader: false,
  // Every response's security headers (lib/security-headers.ts): the CSP lets the browser call this origin and, when
  // the build names a real experiment service, that service.
  async headers() {
    return securityHeaderRules(securityHeaderOptions());
  },
  // Next hashes every cached page's whole body (FNV in JavaScript) on every request to make an ETag; for
  // our larger pages that hashing was a measurable share of the serving cost (docs/performance.md). Pages
  // are cached by s-maxage at the CDN and in Next's full-route cache, so conditional requests buy little.
  generateEtags: false,
  // A page's prerender may wait for the CPU on a busy 2-core build machine: the default 60 s failed a build under a
  // load average of 20 (the API reference page, in every country), where three minutes leaves room.
  staticPageGenerationTimeout: 180,
  reactStrictMode: true,
  // Traces (server/tracing/sdk.ts): the OpenTelemetry SDK patches the modules Node's require loads; the clients it
  // traces (pg is external by Next's default, node-redis here) and the SDK itself stay out of the bundles.
  serverExternalPackages: ['redis', '@redis/client', '@opentelemetry/api', '@opentelemetry/sdk-node', '@opentelemetry/instrumentation-pg', '@opentelemetry/instrumentation-redis', '@opentelemetry/instrumentation-undici'],
  // `npm test` type-checks the whole repository (tsc) before it builds; its build need not check the same files again.
  // Every other build (npm start, the Docker image, the bench) still stops on a type error.
  typescript: { ignoreBuildErrors: process.env.ATELIER_BUILD_TYPECHECKED === '1' },
  typedRoutes: false,
  // `forbidden()`: the editors' studio answers a shopper's session 403 (server/studio/access.ts).
  experimental: { authInterrupts: true },
  // The embedded database and content live here; the dev watcher must not chase them.
  outputFileTracingExcludes: { '*': ['.data/**'] },
};

export default nextConfig;
