import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cardContext, productCardLabels } from '@/components/product-card/server-labels';
import { ListingIsland } from '@/components/product-listing/ListingIsland';
import { listingLabels } from '@/components/product-listing/server-labels';
import { loadCategories } from '@/server/catalog';
import { getTranslator } from '@/lib/i18n/intl';
import type { LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import { renderContextFor } from '@/renderer/context';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { flags });
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('search.title'), context.country, context.lang), robots: { index: false } };
}

/**
 * /search: a static shell (prerendered per country and language, reading only params) with the listing
 * island in search mode, which reads `q`, filters, sort and page from the URL.
 */
export default async function SearchRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { flags });
  if (!context) notFound();
  const tree = await loadCategories(context.country.code, context.lang);
  return (
    <div className="container search-page">
      <ListingIsland
        mode="search"
        base={{}}
        pageSize={24}
        api={{ country: context.country.code.toLowerCase(), language: context.lang }}
        card={{ labels: productCardLabels(context.country, context.lang), context: cardContext(context.country, context.lang) }}
        labels={listingLabels(context.country, context.lang)}
        idPrefix="search"
        browse={tree.map((c) => ({ label: c.name, href: context.href(`/pages/${c.path}`) }))}
        searchPath={context.href('/search')}
      />
    </div>
  );
}
