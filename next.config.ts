import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  cacheComponents: true,
  // Explicit (DESIGN.md): links prefetch whole routes; pages are prerendered per country and language.
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The embedded database and content live here; the dev watcher must not chase them.
  outputFileTracingExcludes: { '*': ['.data/**'] },
};

export default nextConfig;
