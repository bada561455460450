import { robotsTxt } from '@/lib/seo/sitemap';
import { requestCountry } from '@/server/seo/sitemaps';

/** robots.txt of the storefront domain the request came to: private paths closed, the domain's sitemap named. */
export function GET(request: Request) {
  return new Response(robotsTxt(requestCountry(request)), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
