import { getTranslator } from '@/lib/i18n/intl';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import type { ListingResponse } from '@/schemas/api/catalog';
import { cardView } from '@/components/product-card/card-view';
import { PreparedCard } from '@/components/product-card/PreparedCard';
import { cardContext, productCardLabels } from '@/components/product-card/server-labels';
import { ListingIsland } from '@/components/product-listing/ListingIsland';
import type { BrowseLink, ListingLabels } from '@/components/product-listing/labels';
import { offeredFacets, packFacets, type BaseFilters } from '@/components/product-listing/listing-query';
import { listingLabels } from '@/components/product-listing/server-labels';
import type { schema } from './product-listing.schema';
import './product-listing.css';

/** The normalized fields of the block's entry, from its schema (product-listing.schema.ts). */
export type ProductListingFields = FieldsOf<typeof schema>;

/** What `resolveData` loads: the first page with its facets, and categories to suggest when nothing matches. */
export interface ProductListingData {
  listing: ListingResponse;
  browse: BrowseLink[];
}

export const DEFAULT_PAGE_SIZE = 24;

/** The island's labels without the search page's (a listing has no search form). */
const listingModeLabels = ({ search: _search, ...labels }: ListingLabels): ListingLabels => labels;

export function baseFilters(fields: ProductListingFields): BaseFilters {
  return {
    ...(fields.category ? { category: fields.category } : {}),
    ...(fields.brand ? { brand: fields.brand } : {}),
    ...(fields.source === 'sale' ? { sale: true } : {}),
    ...(fields.source === 'new' ? { new: true } : {}),
  };
}

/**
 * A product grid: the first page is server-rendered HTML (cards, links, images) so it is fast and indexable;
 * the island beside it renders only the controls — filters, sort, count, show more — and gets the facets and
 * counts, not the products.
 */
export function ProductListing({ entry, fields, data, context }: BlockProps<ProductListingFields, ProductListingData>) {
  if (!data) return null;
  const { country, lang } = context;
  const t = getTranslator(country, lang);
  const headingId = `${entry.id}-heading`;
  const card = { labels: productCardLabels(country, lang), context: cardContext(country, lang) };
  const { listing } = data;
  const base = baseFilters(fields);
  const tag = inspector(entry, context);
  return (
    <section className="product-listing" aria-labelledby={headingId} data-entry-id={entry.id} {...tag(fields.category ? 'category' : fields.brand ? 'brand' : 'source')}>
      <h2 id={headingId} className={fields.title ? 'product-listing__title' : 'visually-hidden'} {...tag('title')}>{fields.title ?? t('listing.title')}</h2>
      <ListingIsland
        mode="listing"
        base={base}
        pageSize={fields.pageSize ?? DEFAULT_PAGE_SIZE}
        initial={{ total: listing.total, count: listing.items.length, facets: packFacets(offeredFacets(listing.facets, base)) }}
        api={{ country: country.code.toLowerCase(), language: lang }}
        card={card}
        labels={listingModeLabels(listingLabels(country, lang))}
        idPrefix={entry.id}
        browse={data.browse}
        searchPath={context.href('/search')}
      >
        {listing.items.map((product, i) => (
          <li key={product.id}>
            {/* `eager` only where true: an undefined prop would still travel in the payload. */}
            <PreparedCard view={cardView(product, card.labels, card.context)} {...(i < 4 ? { eager: true } : {})} />
          </li>
        ))}
      </ListingIsland>
    </section>
  );
}
