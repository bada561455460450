import type { ReactNode } from 'react';
import { loadUserSegments } from '@/server/content/pages';
import { countries, defaultLanguage, intlLocale } from '@/config/countries/registry';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { getTranslator } from '@/lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { requirePreviewAccess } from '@/preview/access';
import { PreviewOptionsPicker } from '@/preview/PreviewOptionsPicker';
import { LivePreview } from '@/preview/LivePreview';
import { StudioFrameBridge } from '@/preview/StudioFrameBridge';

/**
 * The preview layout (SPEC §2): what content editors see, marked as a preview, with the preview options
 * (SPEC §3: country, language, user segments) and a way out. Only for editors in draft mode
 * (preview/access.ts); everyone else gets a 404. Contentful Live Preview (inspector mode and live updates, issue 18)
 * is set up here, so only preview pages load its code; so is the studio's frame bridge (issue 33: live preview, click to edit).
 */
export default async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  await requirePreviewAccess();
  const { country, lang } = await resolvePageContext(params);
  const t = getTranslator(country, lang);
  const locale = intlLocale(country, lang);
  const segments = await loadUserSegments(locale);
  return (
    <>
      <div className="preview-banner" role="status">
        <span>{t('preview.banner', { site: country.siteTitle[lang] ?? country.name })}</span>
        <form method="post" action="/api/preview/exit" className="preview-banner__exit">
          <button type="submit">{t('preview.exit')}</button>
        </form>
      </div>
      <PreviewOptionsPicker
        labels={{ legend: t('preview.options.label'), country: t('preview.options.country'), language: t('preview.options.language'), segments: t('preview.options.segments'), apply: t('preview.options.apply') }}
        countries={countries.list.map((c) => ({
          code: c.code,
          name: c.name,
          defaultLanguage: defaultLanguage(c),
          languages: c.languages.map((code) => ({ code, name: t(`language.name.${code}` as MessageKey) })),
        }))}
        current={{ country: country.code, lang }}
        segments={segments.map(({ id, name }) => ({ id, name }))}
      />
      <LivePreview locale={locale}>
        <StudioFrameBridge />
        <main id="main">{children}</main>
      </LivePreview>
    </>
  );
}
