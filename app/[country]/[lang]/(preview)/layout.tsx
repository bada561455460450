import type { ReactNode } from 'react';
import { getTranslator } from '../../../../lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '../../../../lib/locale/page-context';

/** The preview layout (SPEC §2): what content editors see, marked as a preview. */
export default async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const { country, lang } = await resolvePageContext(params);
  const t = getTranslator(country, lang);
  return (
    <>
      <div className="preview-banner" role="status">{t('preview.banner', { site: country.siteTitle[lang] ?? country.name })}</div>
      <main id="main">{children}</main>
    </>
  );
}
