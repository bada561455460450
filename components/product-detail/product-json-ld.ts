/** schema.org Product structured data for a product page: one Offer per variant in the country's currency. */
import type { CountryConfig } from '@/config/countries/types';
import type { ProductDetail } from '@/schemas/api/catalog';
import { decimalPrice } from '@/lib/seo/json-ld';

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const;

export { decimalPrice };

export function productJsonLd(product: ProductDetail, country: CountryConfig, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const absolute = (url: string) => new URL(url, origin).toString();
  const coming = product.state === 'coming_soon';
  const variantName = (v: ProductDetail['variants'][number]) => [v.shadeName, v.size].filter(Boolean).join(' · ');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: pageUrl,
    sku: product.variants.find((v) => v.id === product.defaultVariantId)?.sku ?? product.variants[0].sku,
    image: [...new Set(product.variants.map((v) => absolute(v.image.url)))],
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.breadcrumb.map((c) => c.name).join(' > '),
    ...(product.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      ...(variantName(v) ? { name: variantName(v) } : {}),
      url: `${pageUrl}?variant=${v.id}`,
      price: decimalPrice(v.price.amount, country.currency.minorUnits),
      priceCurrency: country.currency.code,
      itemCondition: 'https://schema.org/NewCondition',
      availability: coming ? 'https://schema.org/PreOrder' : AVAILABILITY[v.stock.state],
      ...(coming && product.availableFrom ? { availabilityStarts: product.availableFrom } : {}),
    })),
  };
}
