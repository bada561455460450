import { CmsImage } from '@/components/cms-image/CmsImage';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import type { schema } from './category-tiles.schema';
import './category-tiles.css';

/** The normalized fields of the block's entry, from its schema (category-tiles.schema.ts). */
export type CategoryTilesFields = FieldsOf<typeof schema>;
/** The normalized fields of a linked entry (its schema is a definition in category-tiles.schema.ts). */
export type CategoryTileFields = CategoryTilesFields['tiles'][number]['fields'];

/**
 * A grid of category links: square images on mist with the label below (2 columns, 3 from 768px, 6 from
 * 1024px). The label names the link, so tile images are decorative (alt=""); a tile without an image keeps
 * its empty mist square, so every row lines up.
 */
export function CategoryTiles({ entry, fields, context }: BlockProps<CategoryTilesFields>) {
  const { title, tiles } = fields;
  const tag = inspector(entry, context);
  return (
    <section className="category-tiles media-block" {...tag('tiles')}>
      {title ? <h2 className="category-tiles__title" {...tag('title')}>{title}</h2> : null}
      <ul className="category-tiles__grid">
        {tiles.map((tile, i) => {
          const tileTag = inspector(tile, context);
          return (
            <li key={`${tile.id}-${i}`} className="category-tiles__item" {...tileTag('href')}>
              {/* A tile whose href the allow list refuses keeps its place, as text. */}
              <CmsLink href={tile.fields.href} context={context} className="category-tiles__tile" refused="span">
                <span className="category-tiles__media" {...tileTag('image')}>
                  {tile.fields.image ? <CmsImage className="category-tiles__image" image={tile.fields.image} alt="" /> : null}
                </span>
                <span className="category-tiles__label" {...tileTag('label')}>{tile.fields.label}</span>
              </CmsLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
