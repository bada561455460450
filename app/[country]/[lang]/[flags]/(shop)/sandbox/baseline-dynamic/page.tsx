import { Suspense } from 'react';
import { connection } from 'next/server';
import { getTranslator } from '@/lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

const ITEMS = 48;

async function DynamicItems({ itemLabel }: { itemLabel: (i: number) => string }) {
  await connection(); // rendered on every request, no data source
  return (
    <ol className="baseline-list">
      {Array.from({ length: ITEMS }, (_, i) => <li key={i}>{itemLabel(i + 1)}</li>)}
    </ol>
  );
}

/** Benchmark reference: renders 48 plain items per request, in the default layout, through the proxy. */
export default async function BaselineDynamicPage({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await resolvePageContext(params);
  const t = getTranslator(country, lang);
  return (
    <div className="container section">
      <h1>{t('sandbox.baselineDynamicTitle')}</h1>
      <Suspense fallback={null}>
        <DynamicItems itemLabel={(index) => t('sandbox.baselineDynamicItem', { index })} />
      </Suspense>
    </div>
  );
}
