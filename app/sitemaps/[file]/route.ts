import { z } from 'zod';
import { chunkUrls, SITEMAP_KINDS, urlElements, urlsetXml } from '@/lib/seo/sitemap';
import { requestCountry, sitemapEntries } from '@/server/seo/sitemaps';
import { XML_HEADERS } from '@/server/seo/respond';

const SitemapFile = z
  .string()
  .regex(new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,5})\\.xml$`), `A sitemap file is named {kind}-{n}.xml, kind one of ${SITEMAP_KINDS.join(', ')}`)
  .transform((name) => {
    const [, kind, n] = name.match(/^([a-z]+)-(\d+)\.xml$/)!;
    return { kind: kind as (typeof SITEMAP_KINDS)[number], n: Number(n) };
  });

const notFound = (message: string) => new Response(`${message}\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** `/sitemaps/{kind}-{n}.xml`: the `n`th file of a kind for the request's storefront domain. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = SitemapFile.safeParse((await params).file);
  if (!parsed.success) return notFound(parsed.error.issues[0].message);
  const { kind, n } = parsed.data;
  const country = requestCountry(request);
  const chunk = chunkUrls(urlElements((await sitemapEntries(country))[kind], country))[n - 1];
  if (!chunk) return notFound(`The ${kind} sitemap of ${country.domain} has no file ${n}`);
  return new Response(urlsetXml(chunk), { headers: XML_HEADERS });
}
