import Link from 'next/link';
import { getTranslator } from '@/lib/i18n/intl';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import { BrandTiles, type BrandTileView } from './BrandTiles';
import type { schema } from './brand-grid.schema';
import './brand-grid.css';

/** The normalized fields of the block's entry, from its schema (brand-grid.schema.ts). */
export type BrandGridFields = FieldsOf<typeof schema>;

export interface BrandTile {
  slug: string;
  name: string;
  houseBrand: boolean;
  /** The brand's logo from the CMS, when it has one. */
  logo?: { url: string; width: number; height: number };
}

/** What `resolveData` loads: the catalogue's brands, in the entry's order (unknown slugs left out). */
export type BrandGridData = BrandTile[];

export const DEFAULT_BRAND_LIMIT = 12;

/** What a tile shows (optional fields left out: an undefined prop would still travel in the RSC payload). */
function tileView(brand: BrandTile, href: string): BrandTileView {
  return { href, name: brand.name, ...(brand.logo ? { logo: brand.logo } : {}), ...(brand.houseBrand ? { house: true as const } : {}) };
}

/** A grid of brand tiles linking to the brand pages, and a link to the brands A–Z. */
export function BrandGrid({ entry, fields, data, context }: BlockProps<BrandGridFields, BrandGridData>) {
  if (!data?.length) return null;
  const t = getTranslator(context.country, context.lang);
  const headingId = `${entry.id}-heading`;
  const tag = inspector(entry, context);
  return (
    <section className="brand-grid" aria-labelledby={headingId} {...tag('brandSlugs')}>
      <div className="brand-grid__header">
        <h2 id={headingId} className={fields.title ? 'brand-grid__title' : 'visually-hidden'} {...tag('title')}>{fields.title ?? t('menu.brands')}</h2>
        <Link href={context.href('/brands')} prefetch={false} className="brand-grid__all">{t('block.brandGridAll')}</Link>
      </div>
      <BrandTiles tiles={data.map((brand) => tileView(brand, context.href(`/brands/${brand.slug}`)))} houseLabel={t('block.houseBrand')} />
    </section>
  );
}
