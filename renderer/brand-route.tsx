/**
 * Brand pages (`/brands/{slug}/…`) and the brands A–Z index (`/brands`).
 *
 * A brand page is the catalogue's brand (its products) with the CMS brand entry's content when there is one
 * (logo, description, blocks); a brand neither knows is a 404. The page ends with a listing of the brand's
 * products, narrowed to a category when the path names one (`/brands/kaya-botanics/skincare/serums`); a
 * category the catalogue does not have is a 404. The A–Z lists the catalogue's brands.
 */
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import brandSchema from '@/schemas/cms/brand.schema.json';
import { loadBrand } from '@/server/content/pages';
import { Breadcrumb } from '@/components/breadcrumb/Breadcrumb';
import { categoryChain, loadBrands, loadCategories } from '@/server/catalog';
import { getTranslator } from '@/lib/i18n/intl';
import { log, logPageNotFound } from '@/lib/log';
import { notFoundMetadata, pageMetadata } from '@/lib/metadata';
import { brandAvailability } from '@/server/seo/availability';
import type { LocaleParams } from '@/lib/locale/page-context';
import { listingEntry } from './cms-route';

/** Products a brand page renders before "Show more": two rows of four on desktop (docs/performance.md). */
const BRAND_PAGE_SIZE = 8;
import { renderContextFor } from './context';
import { renderBlocks } from './render-blocks';
import type { RoutePath } from './route-path';
import type { ContentAsset, ContentEntry, PreviewState } from './types';
import { validateFields } from './validate';

interface BrandFields {
  slug: string;
  name: string;
  logo?: ContentAsset;
  description?: string;
  houseBrand?: boolean;
  blocks?: ContentEntry[];
}

const categoryPathOf = (path: RoutePath) => [path.topCategory, path.category, path.subCategory].filter(Boolean).join('/');

async function brandOrNotFound(params: Promise<LocaleParams>, path: RoutePath, preview: PreviewState | null) {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { path, flags, preview });
  if (!context) notFound();
  const [cms, catalogBrands] = await Promise.all([loadBrand(path.slug, context.locale, preview !== null), loadBrands(context.country.code, context.lang)]);
  const valid = cms && validateFields(brandSchema, cms.fields);
  if (cms && valid && !valid.valid) log.warn('Brand entry is not valid', { slug: path.slug, entryId: cms.id, errors: valid.errors });
  const brand = cms && valid && valid.valid ? (cms as unknown as ContentEntry<BrandFields>) : null;
  const product = catalogBrands.find((b) => b.slug === path.slug) ?? null;
  const categoryPath = categoryPathOf(path);
  const chain = categoryPath ? categoryChain(await loadCategories(context.country.code, context.lang), categoryPath) : [];
  if ((!brand && !product) || !chain) {
    logPageNotFound(`/brands/${[path.slug, categoryPath].filter(Boolean).join('/')}`, { country, lang });
    notFound();
  }
  const name = brand?.fields.name ?? product!.name;
  return { brand, catalogBrand: product, name, chain, categoryPath, context };
}

export async function brandPageMetadata(params: Promise<LocaleParams>, path: RoutePath, preview = false): Promise<Metadata> {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { flags });
  if (!context) return {};
  const [cms, catalogBrands] = await Promise.all([loadBrand(path.slug, context.locale, preview), loadBrands(context.country.code, context.lang)]);
  const fields = cms?.fields as unknown as BrandFields | undefined;
  const product = catalogBrands.find((b) => b.slug === path.slug);
  const name = fields?.name ?? product?.name;
  if (!name) return notFoundMetadata(country, lang);
  const categoryPath = categoryPathOf(path);
  const chain = categoryPath ? categoryChain(await loadCategories(context.country.code, context.lang), categoryPath) : null;
  const title = chain ? `${name} ${chain.at(-1)!.name}` : name;
  const description = fields?.description ?? product?.description;
  const seo = { path: `/brands/${[path.slug, categoryPath].filter(Boolean).join('/')}`, available: await brandAvailability(path.slug), ...(description ? { description: description.slice(0, 300) } : {}) };
  if (preview) return { ...pageMetadata(title, context.country, context.lang), ...(description ? { description: seo.description } : {}), robots: { index: false } };
  return pageMetadata(title, context.country, context.lang, seo);
}

/** A brand page; `preview` (the preview routes, editors only) renders the brand entry's drafts. */
export async function BrandPage({ params, path, preview = null }: { params: Promise<LocaleParams>; path: RoutePath; preview?: PreviewState | null }) {
  const { brand, catalogBrand, name, chain, categoryPath, context } = await brandOrNotFound(params, path, preview);
  const t = getTranslator(context.country, context.lang);
  const logo = brand?.fields.logo;
  const description = brand?.fields.description ?? catalogBrand?.description;
  // The CMS content belongs to the brand's own page; a category of the brand shows its products.
  const cmsBlocks = categoryPath ? [] : (brand?.fields.blocks ?? []);
  const hasListing = cmsBlocks.some((b) => b.contentType === 'productListing');
  const listing = listingEntry(`brand-${path.slug}${categoryPath ? `-${categoryPath.replace(/\//g, '-')}` : ''}-listing`, {
    title: t('listing.shopAll', { name: chain.length ? `${name} ${chain.at(-1)!.name}` : name }),
    brand: path.slug,
    ...(categoryPath ? { category: categoryPath } : {}),
    // A brand page leads with the brand's story; eight products, then "Show more" (keeps the cached page light).
    pageSize: BRAND_PAGE_SIZE,
  }) as ContentEntry;
  const rendered = await renderBlocks([...cmsBlocks, ...(hasListing || !catalogBrand ? [] : [listing])], context);
  return (
    <article className="brand-page" data-page-type="brand">
      <header className="brand-page__header container">
        {chain.length ? (
          <Breadcrumb
            label={t('breadcrumb.label')}
            items={[
              { label: t('breadcrumb.home'), href: context.href('/') },
              { label: name, href: context.href(`/brands/${path.slug}`) },
              ...chain.map((c, i) => ({ label: c.name, href: context.href(`/brands/${path.slug}/${chain.slice(0, i + 1).map((x) => x.slug).join('/')}`) })),
            ]}
          />
        ) : null}
        {logo ? <Image src={logo.url} alt="" width={logo.width} height={logo.height} unoptimized className="brand-page__logo" /> : null}
        <h1>{chain.length ? `${name} · ${chain.at(-1)!.name}` : name}</h1>
        {description && !chain.length ? <p className="brand-page__description">{description}</p> : null}
      </header>
      <div className="cms-page brand-page__content">{rendered}</div>
    </article>
  );
}

export async function BrandIndex({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { flags });
  if (!context) notFound();
  const t = getTranslator(context.country, context.lang);
  const brands = await loadBrands(context.country.code, context.lang);
  const byLetter = new Map<string, typeof brands>();
  for (const b of brands) {
    const letter = /^[a-z]/i.test(b.name) ? b.name[0].toUpperCase() : '#';
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), b]);
  }
  return (
    <div className="container section brand-index">
      <h1>{t('brands.title')}</h1>
      {brands.length === 0 ? <p>{t('brands.empty')}</p> : null}
      <nav aria-label={t('brands.lettersLabel')} className="brand-index__letters">
        {[...byLetter.keys()].map((letter) => <a key={letter} href={`#brands-${letter}`}>{letter}</a>)}
      </nav>
      {[...byLetter].map(([letter, list]) => (
        <section key={letter} id={`brands-${letter}`} aria-labelledby={`brands-${letter}-heading`}>
          <h2 id={`brands-${letter}-heading`}>{letter}</h2>
          <ul className="brand-index__list">
            {list.map((b) => <li key={b.slug}><Link href={context.href(`/brands/${b.slug}`)} prefetch={false}>{b.name}</Link></li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}
