import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { LocaleParams } from '@/lib/locale/page-context';
import { previewStateFor, requirePreviewAccess, type SearchParams } from '@/preview/access';
import { BrandPage, brandPageMetadata } from '@/renderer/brand-route';
import { pathFromSegments } from '@/renderer/route-path';

type Params = Promise<LocaleParams & { segments?: string[] }>;

// Editors see the latest drafts: rendered on every request, never cached.
export const instant = false;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePreviewAccess();
  const path = pathFromSegments((await params).segments);
  return path ? { ...(await brandPageMetadata(params, path, true)), robots: { index: false } } : {};
}

/** /preview/brands/{slugUrl}/…: a brand page with the brand entry's draft (SPEC §2). */
export default async function PreviewBrandPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const preview = await previewStateFor(searchParams);
  const path = pathFromSegments((await params).segments);
  if (!path) notFound();
  return <BrandPage params={params} path={path} preview={preview} />;
}
