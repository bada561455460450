import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { LocaleParams } from '@/lib/locale/page-context';
import { CmsPage, cmsPageMetadata } from '@/renderer/cms-route';
import { pathFromSegments, routeUrl } from '@/renderer/route-path';

type Params = Promise<LocaleParams & { segments?: string[] }>;

export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ segments: ['new'] }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const path = pathFromSegments((await params).segments);
  return path ? cmsPageMetadata(params, path.slug, path) : {};
}

/** /pages/{slugUrl}/{topCategory?}/{category?}/{subCategory?}: landing and category pages (SPEC §2). */
export default async function LandingPage({ params }: { params: Params }) {
  const path = pathFromSegments((await params).segments);
  if (!path) notFound();
  return <CmsPage params={params} slug={path.slug} at={routeUrl('/pages', path)} path={path} />;
}
