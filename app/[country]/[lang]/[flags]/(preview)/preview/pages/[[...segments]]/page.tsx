import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { LocaleParams } from '@/lib/locale/page-context';
import { previewStateFor, requirePreviewAccess, type SearchParams } from '@/preview/access';
import { CmsPage, cmsPageMetadata } from '@/renderer/cms-route';
import { pathFromSegments, routeUrl } from '@/renderer/route-path';

type Params = Promise<LocaleParams & { segments?: string[] }>;

// Editors see the latest drafts: rendered on every request, never cached.
export const instant = false;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePreviewAccess();
  const path = pathFromSegments((await params).segments);
  return path ? { ...(await cmsPageMetadata(params, path.slug, path, true)), robots: { index: false } } : {};
}

/** /preview/pages/…: the draft of a landing or category page, through the live route's renderer (SPEC §2). */
export default async function PreviewLandingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const preview = await previewStateFor(searchParams);
  const path = pathFromSegments((await params).segments);
  if (!path) notFound();
  return <CmsPage params={params} slug={path.slug} at={routeUrl('/preview/pages', path)} path={path} preview={preview} />;
}
