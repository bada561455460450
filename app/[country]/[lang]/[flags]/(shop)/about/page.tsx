import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/locale/page-context';
import { CmsPage, cmsPageMetadata } from '@/renderer/cms-route';

export const ensureStatic = 'navigation';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return cmsPageMetadata(params, 'about');
}

/** /about: the CMS page `about` (SPEC §2). */
export default function Page({ params }: { params: Promise<LocaleParams> }) {
  return <CmsPage params={params} slug="about" at="/about" />;
}
