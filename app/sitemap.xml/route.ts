import { chunkUrls, latest, sitemapIndexXml, sitemapPath, SITEMAP_KINDS, urlElements } from '@/lib/seo/sitemap';
import { requestCountry, sitemapEntries } from '@/server/seo/sitemaps';
import { XML_HEADERS } from '@/server/seo/respond';

/** The sitemap index of the storefront domain the request came to (host → country): each kind's files. */
export async function GET(request: Request) {
  const country = requestCountry(request);
  const entries = await sitemapEntries(country);
  const sitemaps = SITEMAP_KINDS.flatMap((kind) => {
    const lastmod = latest(entries[kind].map((e) => e.lastmod));
    return chunkUrls(urlElements(entries[kind], country)).map((_, i) => ({ loc: `https://${country.domain}${sitemapPath(kind, i + 1)}`, lastmod }));
  });
  return new Response(sitemapIndexXml(sitemaps), { headers: XML_HEADERS });
}
