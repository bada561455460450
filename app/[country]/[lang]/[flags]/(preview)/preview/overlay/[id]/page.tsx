import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RichText } from '@/components/rich-text/RichText';
import { getTranslator } from '@/lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import { intlLocale } from '@/config/countries/registry';
import { previewStateFor, requirePreviewAccess, type SearchParams } from '@/preview/access';
import { overlayVisible, previewOverlay } from '@/preview/overlays';
import { OverlayIdParams } from '@/schemas/api/preview';

type Params = Promise<LocaleParams & { id: string }>;

// Editors see the latest drafts: rendered on every request, never cached.
export const instant = false;

async function overlayOf(params: Params) {
  const context = await resolvePageContext(params);
  const id = OverlayIdParams.safeParse({ id: (await params).id });
  const overlay = id.success ? await previewOverlay(id.data.id, intlLocale(context.country, context.lang)) : null;
  return { context, overlay };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePreviewAccess();
  const { context, overlay } = await overlayOf(params);
  return overlay ? { ...pageMetadata(overlay.title, context.country, context.lang), robots: { index: false } } : {};
}

/** /preview/overlay/{id}: the draft of an overlay, who it targets, and whether the selected segments see it (SPEC §2). */
export default async function OverlayPreviewPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { selectedUserSegments } = await previewStateFor(searchParams);
  const { context, overlay } = await overlayOf(params);
  if (!overlay) notFound();
  const t = getTranslator(context.country, context.lang);
  const visible = overlayVisible(overlay, context.country.code, selectedUserSegments);
  return (
    <div className="overlay-preview">
      <p>{t('preview.overlayTitle')}</p>
      <p>{overlay.userSegments.length ? t('preview.overlay.audience', { segments: overlay.userSegments.join(', ') }) : t('preview.overlay.everyone')}</p>
      {selectedUserSegments.length && !visible ? <p role="note">{t('preview.overlay.hidden')}</p> : null}
      <section className="overlay-preview__card" aria-labelledby="overlay-title">
        <h1 id="overlay-title">{overlay.title}</h1>
        <RichText document={overlay.body} context={context} />
      </section>
    </div>
  );
}
