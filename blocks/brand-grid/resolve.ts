/** `resolveData` of the brand grid: the catalogue's brands (names, house brand) with the CMS brand logos. */
import { loadBrand } from '@/server/content/pages';
import { loadBrands } from '@/server/catalog';
import type { ContentAsset, RenderContext } from '@/renderer/types';
import { DEFAULT_BRAND_LIMIT, type BrandGridData, type BrandGridFields } from './BrandGrid';

export async function resolveBrandGrid(fields: BrandGridFields, context: RenderContext): Promise<BrandGridData> {
  const brands = await loadBrands(context.country.code, context.lang);
  const bySlug = new Map(brands.map((b) => [b.slug, b]));
  const picked = fields.brandSlugs?.length ? fields.brandSlugs.flatMap((slug) => bySlug.get(slug) ?? []) : brands;
  const shown = picked.slice(0, fields.limit ?? DEFAULT_BRAND_LIMIT);
  return Promise.all(
    shown.map(async (b) => {
      const entry = await loadBrand(b.slug, context.locale).catch(() => null);
      const logo = entry?.fields.logo as ContentAsset | undefined;
      return {
        slug: b.slug,
        name: b.name,
        houseBrand: b.houseBrand,
        ...(logo?.url && logo.width && logo.height ? { logo: { url: logo.url, width: logo.width, height: logo.height } } : {}),
      };
    }),
  );
}
