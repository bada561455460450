import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import { BrandIndex, BrandPage, brandPageMetadata } from '@/renderer/brand-route';
import { pathFromSegments } from '@/renderer/route-path';

type Params = Promise<LocaleParams & { segments?: string[] }>;

export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ segments: [] }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { country, lang, segments } = await params;
  if (!segments?.length) {
    const context = pageContextFor(country, lang);
    return context ? pageMetadata(getTranslator(context.country, context.lang)('brands.title'), context.country, context.lang, { path: '/brands' }) : {};
  }
  const path = pathFromSegments(segments);
  return path ? brandPageMetadata(params, path) : {};
}

/** /brands: the brands A–Z; /brands/{slugUrl}/{topCategory?}/{category?}/{subCategory?}: a brand page (SPEC §2). */
export default async function BrandsRoute({ params }: { params: Params }) {
  const { segments } = await params;
  if (!segments?.length) return <BrandIndex params={params} />;
  const path = pathFromSegments(segments);
  if (!path) notFound();
  return <BrandPage params={params} path={path} />;
}
