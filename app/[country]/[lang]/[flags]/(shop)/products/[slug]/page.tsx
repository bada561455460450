import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage } from '@/components/product-detail/ProductPage';
import { ProductReviews } from '@/components/reviews/ProductReviews';
import { loadFeaturedSlugs, loadProduct, loadProductBundles } from '@/server/catalog';
import { loadProductReviews } from '@/server/reviews';
import { productAvailability } from '@/server/seo/availability';
import { logPageNotFound } from '@/lib/log';
import { notFoundMetadata, pageMetadata } from '@/lib/metadata';
import type { LocaleParams } from '@/lib/locale/page-context';
import { renderContextFor } from '@/renderer/context';

type Params = Promise<LocaleParams & { slug: string }>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Each product is rendered once and then served from the cache; an unknown slug is cached as a 404.
export const ensureStatic = 'navigation';

/**
 * The first few featured products are built with the site (the build reads the database, read-only). A catalogue with
 * none yet (a first deploy, before the import) builds one slug that names no product, prerendered as the 404: Cache
 * Components refuse an empty list, and every real product is rendered on its first visit either way.
 */
export async function generateStaticParams({ params }: { params: LocaleParams }) {
  const slugs = await loadFeaturedSlugs(params.country, params.lang, 4);
  return (slugs.length ? slugs : ['no-product-yet']).map((slug) => ({ slug }));
}

async function productFor(params: Params) {
  const { country, lang, slug, flags } = await params;
  const context = renderContextFor(country, lang, { flags });
  if (!context || !SLUG.test(slug)) return { context, product: null };
  return { context, product: await loadProduct(context.country.code, context.lang, slug) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { context, product } = await productFor(params);
  // The 404 page's own title (an empty <title> otherwise: not-found pages get no metadata of their own).
  if (!context || !product) {
    const { country, lang } = await params;
    return notFoundMetadata(country, lang);
  }
  const image = product.variants.find((v) => v.id === product.defaultVariantId)?.image ?? product.variants[0]?.image;
  return pageMetadata(`${product.name} | ${product.brand.name}`, context.country, context.lang, {
    path: `/products/${product.slug}`,
    available: await productAvailability(product.slug),
    description: product.description.slice(0, 300),
    // A photograph from the catalogue file as it is (a JPEG); a drawn silhouette as a 1200×630 PNG card
    // (app/api/images/products): social networks show no SVG.
    ...(image ? { image: image.url.endsWith('.svg') ? { url: image.url.replace(/\.svg$/, '.png'), alt: image.alt, width: 1200, height: 630 } : image } : {}),
    // The page writes og:type product with its price (components/product-detail/ProductPage.tsx).
    ogType: null,
  });
}

/** /products/{slug}: a product with its variants (not in SPEC's route table; every storefront has one). */
export default async function ProductRoute({ params }: { params: Params }) {
  const { context, product } = await productFor(params);
  if (!context || !product) {
    const { country, lang, slug } = await params;
    logPageNotFound(`/products/${slug}`, { country, lang });
    notFound();
  }
  const [reviews, bundles] = await Promise.all([loadProductReviews(product.slug), loadProductBundles(context.country.code, context.lang, product.slug)]);
  return (
    <ProductPage
      product={product}
      context={context}
      bundles={bundles}
      reviews={reviews ? <ProductReviews reviews={reviews} context={context} product={{ slug: product.slug, name: product.name }} /> : null}
    />
  );
}
