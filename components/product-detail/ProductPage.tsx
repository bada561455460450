/**
 * The product page (`/products/{slug}`): breadcrumb, the variant island (image, brand, name, rating, badges,
 * price, shades or sizes, stock, product button), then description, how to use and ingredients, and the
 * product's schema.org JSON-LD through the one escaping helper.
 */
import type { ReactNode } from 'react';
import Link from 'next/link';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { Paragraphs } from '../paragraphs/Paragraphs';
import { Stars, formatRating } from '../product-card/ProductCard';
import { productCardLabels } from '../product-card/server-labels';
import { intlLocale } from '@/config/countries/registry';
import { formatDate, formatMoney, moneyFormat } from '@/lib/format';
import { getTranslator } from '@/lib/i18n/intl';
import { JsonLd } from '@/lib/safe-json-ld';
import type { RenderContext } from '@/renderer/types';
import type { ProductDetail } from '@/schemas/api/catalog';
import type { ProductBundle } from '@/schemas/api/bag';
import type { VariantLabels, VariantView } from './labels';
import { decimalPrice, productJsonLd } from './product-json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { VariantPicker } from './VariantPicker';
import { EarlySalePrice } from '../perks/EarlySalePrice';
import { perkLabels } from '../perks/server-labels';

/**
 * `reviews`: the reviews section (components/reviews), after the details. `bundles`: the bundle offers that take
 * this product ("Buy together"), each naming all its products, the others linked.
 */
export function ProductPage({ product, context, reviews, bundles = [] }: { product: ProductDetail; context: RenderContext; reviews?: ReactNode; bundles?: ProductBundle[] }) {
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
  const card = productCardLabels(country, lang);
  const nameId = `product-${product.id}-name`;
  const variants: VariantView[] = product.variants.map((v) => ({
    id: v.id,
    label: [v.shadeName, v.size].filter(Boolean).join(' · '),
    shadeHex: v.shadeHex,
    image: v.image,
    price: formatMoney(v.price.amount, country, lang),
    compareAt: v.price.compareAt !== null && v.price.compareAt > v.price.amount ? formatMoney(v.price.compareAt, country, lang) : null,
    stock: v.stock.state,
    quantityLeft: v.stock.quantityLeft,
  }));
  const hasShades = product.variants.some((v) => v.shadeName);
  const labels: VariantLabels = {
    option: hasShades ? t('product.shade') : t('product.size'),
    chosen: t('product.chosen', { option: '{option}', value: '{value}' }),
    inStock: t('product.inStock'),
    onlyLeft: t('product.onlyLeft', { count: '{count}' }),
    outOfStock: t('product.outOfStock'),
    salePrice: card.salePrice,
    originalPrice: card.originalPrice,
    button: card.button,
  };
  const availability =
    product.state === 'coming_soon' && product.availableFrom ? t('product.availableFrom', { date: formatDate(product.availableFrom, country, lang, { dateStyle: 'long' }) }) : null;
  const pageUrl = `https://${country.domain}${href(`/products/${product.slug}`)}`;
  const offerPrice = (product.variants.find((v) => v.id === product.defaultVariantId) ?? product.variants[0])?.price;
  const locale = intlLocale(country, lang);
  const allPerks = perkLabels({ country, lang });
  // Only what the early sale price island shows goes to the browser.
  const perks = { earlyPrice: allPerks.earlyPrice, was: allPerks.was, 'window.gold': allPerks['window.gold'], 'window.black': allPerks['window.black'], 'window.public': allPerks['window.public'] };

  const header = (
    <div className="product-page__header">
      <p className="product-page__brand">
        <Link href={href(`/brands/${product.brand.slug}`)} prefetch={false}>{product.brand.name}</Link>
      </p>
      <h1 className="product-page__name" id={nameId}>{product.name}</h1>
      {product.rating.count > 0 ? (
        <p className="product-page__rating">
          <Stars average={product.rating.average} />
          <span>{t('product.rating', { rating: formatRating(product.rating.average, locale), count: product.rating.count })}</span>
        </p>
      ) : (
        <p className="product-page__rating product-page__rating--none">{t('product.noReviews')}</p>
      )}
      {product.badges.length ? (
        <ul className="product-card__badges">
          {product.badges.map((b) => <li key={b} className="badge">{card.badges[b]}</li>)}
        </ul>
      ) : null}
      <EarlySalePrice
        api={{ country: country.code.toLowerCase(), language: lang }}
        labels={perks}
        money={moneyFormat(country, lang)}
        variantId={product.defaultVariantId}
      />
    </div>
  );

  return (
    <article className="product-page container" data-page-type="product" data-product-slug={product.slug}>
      <Breadcrumb
        label={t('breadcrumb.label')}
        items={[
          { label: t('breadcrumb.home'), href: href('/') },
          ...product.breadcrumb.map((c) => ({ label: c.name, href: href(`/pages/${c.path}`) })),
          { label: product.name },
        ]}
      />
      <VariantPicker
        variants={variants}
        defaultVariantId={product.defaultVariantId}
        productState={product.state}
        availability={availability}
        header={header}
        nameId={nameId}
        productName={product.name}
        labels={labels}
      />
      <div className="product-page__details">
        {bundles.map((bundle) => (
          <section key={bundle.id} className="product-page__section product-page__bundle" aria-labelledby={`${nameId}-bundle-${bundle.id}`}>
            <h2 id={`${nameId}-bundle-${bundle.id}`}>{t('product.bundle.heading')}</h2>
            <p className="product-page__bundle-title">{bundle.title}</p>
            <ul aria-label={t('product.bundle.products')}>
              {bundle.products.map((p) => (
                <li key={p.slug}>
                  {p.slug === product.slug ? (
                    t('product.bundle.current', { name: `${p.brand.name} ${p.name}` })
                  ) : (
                    <Link href={href(`/products/${p.slug}`)} prefetch={false}>{`${p.brand.name} ${p.name}`}</Link>
                  )}
                </li>
              ))}
            </ul>
            <p>{bundle.terms}</p>
          </section>
        ))}
        <section className="product-page__section" aria-labelledby={`${nameId}-description`}>
          <h2 id={`${nameId}-description`}>{t('product.description')}</h2>
          <Paragraphs text={product.description} />
        </section>
        {product.howToUse ? (
          <details className="product-page__section product-page__disclosure">
            <summary><h2>{t('product.howToUse')}</h2></summary>
            <Paragraphs text={product.howToUse} />
          </details>
        ) : null}
        {product.ingredients ? (
          <details className="product-page__section product-page__disclosure">
            <summary><h2>{t('product.ingredients')}</h2></summary>
            <p className="product-page__ingredients">{product.ingredients}</p>
          </details>
        ) : null}
      </div>
      {reviews}
      <JsonLd data={productJsonLd(product, country, pageUrl)} />
      <JsonLd
        data={breadcrumbJsonLd(
          [{ name: t('breadcrumb.home'), path: '/' }, ...product.breadcrumb.map((c) => ({ name: c.name, path: `/pages/${c.path}` })), { name: product.name, path: `/products/${product.slug}` }],
          country,
          lang,
        )}
      />
      {/* The link preview's product card (Open Graph): React places these in the head. */}
      <meta property="og:type" content="product" />
      {offerPrice ? <meta property="product:price:amount" content={decimalPrice(offerPrice.amount, country.currency.minorUnits)} /> : null}
      {offerPrice ? <meta property="product:price:currency" content={country.currency.code} /> : null}
    </article>
  );
}
