import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireEditorPage } from '@/server/studio/access';
import { roleIncludes } from '@/commerce/accounts/roles';
import { DEFAULT_LOCALE, listAssets, listPages, loadStudioPage } from '@/server/studio/content';
import { studioBlockForms } from '@/server/studio/blocks';
import { publishingOf } from '@/server/studio/publish';
import { studioLocales, studioPreviewCountries } from '@/server/studio/locales';
import { loadUserSegments } from '@/server/content/pages';
import { PageEditor } from '@/components/studio/PageEditor';
import { countries } from '@/config/countries/registry';

// Editors see the content source's latest state: rendered on every request, never prerendered or cached.
export const instant = false;

/** The access check runs here too: metadata resolves before anything streams, so a shopper's 403 is the answer's status. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  await requireEditorPage(`/studio/pages/${encodeURIComponent(id)}`);
  return { title: 'Page · Studio · Atelier' };
}

/** `/studio/pages/{id}`: build one page (blocks, fields per locale, preview, save, publish). */
export default async function StudioPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { role } = await requireEditorPage(`/studio/pages/${encodeURIComponent(id)}`);
  const loaded = /^[A-Za-z0-9._-]{1,64}$/.test(id) ? await loadStudioPage(id) : undefined;
  if (!loaded) notFound();
  const countryCodes = (loaded.page.fields.countries?.[DEFAULT_LOCALE] as string[] | undefined) ?? [];
  // The user segments are the ones the preview options picker offers (the store's list, SPEC §7 all-user-segments).
  const [assets, segments, pages, publishing] = await Promise.all([listAssets(), loadUserSegments(DEFAULT_LOCALE), listPages(), publishingOf(loaded.page.id)]);
  return (
    <PageEditor
      canPublish={roleIncludes(role, 'publisher')}
      page={loaded.page}
      blocks={loaded.blocks}
      linked={loaded.linked}
      forms={studioBlockForms()}
      assets={assets}
      locales={studioLocales(countryCodes).map(({ locale, label }) => ({ locale, label }))}
      defaultLocale={DEFAULT_LOCALE}
      countries={countries.list.map((c) => ({ code: c.code, name: c.name }))}
      segments={segments.map(({ id, name }) => ({ id, name }))}
      otherSlugs={pages.filter((p) => p.id !== loaded.page.id).map((p) => p.slug)}
      previewCountries={studioPreviewCountries(countryCodes)}
      publishing={publishing}
    />
  );
}
