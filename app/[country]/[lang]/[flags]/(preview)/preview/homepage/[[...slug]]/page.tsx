import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { LocaleParams } from '@/lib/locale/page-context';
import { previewStateFor, requirePreviewAccess, type SearchParams } from '@/preview/access';
import { CmsPage, cmsPageMetadata } from '@/renderer/cms-route';
import { pathFromSegments } from '@/renderer/route-path';

type Params = Promise<LocaleParams & { slug?: string[] }>;

// Editors see the latest drafts: rendered on every request, never cached.
export const instant = false;

/** `home`, or the page of `/preview/homepage/{slugUrl}`; undefined for anything else (404). */
async function slugOf(params: Params): Promise<string | undefined> {
  const { slug } = await params;
  if (!slug?.length) return 'home';
  const path = pathFromSegments(slug);
  return path && !path.topCategory ? path.slug : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePreviewAccess();
  const slug = await slugOf(params);
  return slug ? { ...(await cmsPageMetadata(params, slug, undefined, true)), robots: { index: false } } : {};
}

/** /preview/homepage/{slugUrl?}: the draft of the home page (or of the page `slugUrl`), as editors see it (SPEC §2). */
export default async function PreviewHomePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const preview = await previewStateFor(searchParams);
  const slug = await slugOf(params);
  if (!slug) notFound();
  return <CmsPage params={params} slug={slug} at={slug === 'home' && !(await params).slug?.length ? '/preview/homepage' : `/preview/homepage/${slug}`} preview={preview} />;
}
