import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Explicit (DESIGN.md): links prefetch whole routes; pages are prerendered per country and language.
  partialPrefetching: false,
  poweredByHeader: false,
  // Next hashes every cached page's whole body (FNV in JavaScript) on every request to make an ETag; for
  // our larger pages that hashing was a measurable share of the serving cost (docs/performance.md). Pages
  // are cached by s-maxage at the CDN and in Next's full-route cache, so conditional requests buy little.
  generateEtags: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The embedded database and content live here; the dev watcher must not chase them.
  outputFileTracingExcludes: { '*': ['.data/**'] },
};

export default nextConfig;
