import type { Metadata } from 'next';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { JsonLd } from '@/lib/safe-json-ld';
import { homeJsonLd } from '@/lib/seo/json-ld';
import { CmsPage, cmsPageMetadata } from '@/renderer/cms-route';

export const ensureStatic = 'navigation';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return cmsPageMetadata(params, 'home');
}

/** Home: the CMS page `home` of the country (SPEC §2). */
export default async function HomePage({ params }: { params: Promise<LocaleParams> }) {
  const context = pageContextFor((await params).country, (await params).lang);
  return (
    <CmsPage params={params} slug="home" at="/">
      {/* The organisation and the site's search, for search engines (issue 23). */}
      {context ? <JsonLd data={homeJsonLd(context.country, context.lang)} /> : null}
    </CmsPage>
  );
}
