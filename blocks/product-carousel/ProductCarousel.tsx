import { getTranslator } from '@/lib/i18n/intl';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import type { ProductSummary } from '@/schemas/api/catalog';
import { cardView } from '@/components/product-card/card-view';
import { CardSetup, PreparedCard } from '@/components/product-card/PreparedCard';
import { markupLabels } from '@/components/product-card/labels';
import { cardContext, productCardLabels } from '@/components/product-card/server-labels';
import { CarouselViewport } from '../image-carousel/CarouselViewport';
import type { schema } from './product-carousel.schema';
import './product-carousel.css';

/** The normalized fields of the block's entry, from its schema (product-carousel.schema.ts). */
export type ProductCarouselFields = FieldsOf<typeof schema>;

/** What `resolveData` loads: the products, in display order (those not sold in the country left out). */
export type ProductCarouselData = ProductSummary[];

export const DEFAULT_LIMIT = 12;

/**
 * A row of product cards in the image carousel's island (scroll-snapping list, previous/next buttons,
 * usable without JavaScript). Nothing to show — no product sold in the country — renders nothing.
 */
export function ProductCarousel({ entry, fields, data, context }: BlockProps<ProductCarouselFields, ProductCarouselData>) {
  if (!data?.length) return null;
  const { country, lang } = context;
  const t = getTranslator(country, lang);
  const labels = productCardLabels(country, lang);
  const card = cardContext(country, lang);
  const tag = inspector(entry, context);
  return (
    <section
      className="product-carousel image-carousel media-block"
      aria-roledescription="carousel"
      aria-label={t('block.carouselLabel', { title: fields.title })}
      {...tag(fields.productRefs ? 'productRefs' : 'source')}
    >
      <CardSetup labels={markupLabels(labels)} idPrefix={entry.id}>
        <CarouselViewport
          heading={<h2 className="image-carousel__title" {...tag('title')}>{fields.title}</h2>}
          previousLabel={t('block.productsPrevious')}
          nextLabel={t('block.productsNext')}
          controls={data.length > 1}
        >
          {data.map((product, i) => (
            <li key={product.id} className="product-carousel__slide" aria-label={t('block.carouselSlide', { index: i + 1, count: data.length })}>
              <PreparedCard view={cardView(product, labels, card)} />
            </li>
          ))}
        </CarouselViewport>
      </CardSetup>
    </section>
  );
}
