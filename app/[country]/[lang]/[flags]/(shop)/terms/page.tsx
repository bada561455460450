import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/locale/page-context';
import { CmsPage, cmsPageMetadata } from '@/renderer/cms-route';
import { OpenSectionFromQuery } from '@/blocks/legal-section';

export const ensureStatic = 'navigation';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return cmsPageMetadata(params, 'terms');
}

/** /terms?section=Legal+Terms: the terms page, made of CMS legal sections; `section` opens and scrolls to one. */
export default function TermsPage({ params }: { params: Promise<LocaleParams> }) {
  return (
    <CmsPage params={params} slug="terms" at="/terms">
      <OpenSectionFromQuery />
    </CmsPage>
  );
}
