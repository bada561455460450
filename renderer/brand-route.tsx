/** Brand pages (`/brands/{slug}/…`) and the brands A–Z index (`/brands`). */
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import brandSchema from '../schemas/cms/brand.schema.json';
import { loadBrand, loadBrands } from '../content/pages';
import { getTranslator } from '../lib/i18n/intl';
import { log, logPageNotFound } from '../lib/log';
import { pageMetadata } from '../lib/metadata';
import type { LocaleParams } from '../lib/locale/page-context';
import { renderContextFor } from './context';
import { renderBlocks } from './render-blocks';
import type { RoutePath } from './route-path';
import type { ContentAsset, ContentEntry } from './types';
import { validateFields } from './validate';

interface BrandFields {
  slug: string;
  name: string;
  logo?: ContentAsset;
  description?: string;
  houseBrand?: boolean;
  blocks?: ContentEntry[];
}

async function brandOrNotFound(params: Promise<LocaleParams>, path: RoutePath) {
  const { country, lang } = await params;
  const context = renderContextFor(country, lang, { path });
  if (!context) notFound();
  const brand = await loadBrand(path.slug, context.locale);
  const valid = brand && validateFields(brandSchema, brand.fields);
  if (!brand || !valid || !valid.valid) {
    if (brand && valid && !valid.valid) log.warn('Brand entry is not valid', { slug: path.slug, entryId: brand.id, errors: valid.errors });
    logPageNotFound(`/brands/${path.slug}`, { country, lang });
    notFound();
  }
  return { brand: brand as unknown as ContentEntry<BrandFields>, context };
}

export async function brandPageMetadata(params: Promise<LocaleParams>, path: RoutePath): Promise<Metadata> {
  const { country, lang } = await params;
  const context = renderContextFor(country, lang);
  if (!context) return {};
  const brand = await loadBrand(path.slug, context.locale);
  if (!brand) return {};
  const fields = brand.fields as unknown as BrandFields;
  return { ...pageMetadata(fields.name, context.country, context.lang), ...(fields.description ? { description: fields.description.slice(0, 300) } : {}) };
}

export async function BrandPage({ params, path }: { params: Promise<LocaleParams>; path: RoutePath }) {
  const { brand, context } = await brandOrNotFound(params, path);
  const { name, logo, description, blocks = [] } = brand.fields;
  const rendered = await renderBlocks(blocks, context);
  return (
    <article className="brand-page" data-page-type="brand">
      <header className="brand-page__header container">
        {logo ? <Image src={logo.url} alt="" width={logo.width} height={logo.height} unoptimized className="brand-page__logo" /> : null}
        <h1>{name}</h1>
        {description ? <p className="brand-page__description">{description}</p> : null}
      </header>
      {rendered}
    </article>
  );
}

export async function BrandIndex({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = renderContextFor(country, lang);
  if (!context) notFound();
  const t = getTranslator(context.country, context.lang);
  const brands = await loadBrands(context.locale);
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
