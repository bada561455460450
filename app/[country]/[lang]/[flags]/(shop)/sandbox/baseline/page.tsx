import { getTranslator } from '@/lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

/** Benchmark reference: a static page with no data, in the default layout, through the proxy. */
export default async function BaselinePage({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await resolvePageContext(params);
  const t = getTranslator(country, lang);
  return (
    <div className="container section">
      <h1>{t('sandbox.baselineTitle')}</h1>
      <p>{t('sandbox.baselineBody')}</p>
    </div>
  );
}
