import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { isStorePath, safeHref } from '../../lib/safe-url';
import type { BlockProps, ContentAsset, ContentEntry, RenderContext } from '../../renderer/types';

/** The normalized fields of a linked `categoryTile` entry. */
export interface CategoryTileFields {
  label: string;
  image?: ContentAsset;
  /** A site path (localized through the context) or an https URL. */
  href: string;
}

/** The normalized fields of a `categoryTiles` entry (see category-tiles.schema.json). */
export interface CategoryTilesFields {
  title?: string;
  tiles: ContentEntry<CategoryTileFields>[];
}

/**
 * A grid of category links: square images on mist with the label below (2 columns, 3 from 768px, 6 from
 * 1024px). The label names the link, so tile images are decorative (alt=""); a tile without an image keeps
 * its empty mist square, so every row lines up.
 */
export function CategoryTiles({ fields, context }: BlockProps<CategoryTilesFields>) {
  const { title, tiles } = fields;
  return (
    <section className="category-tiles">
      {title ? <h2 className="category-tiles__title">{title}</h2> : null}
      <ul className="category-tiles__grid">
        {tiles.map((tile, i) => (
          <li key={`${tile.id}-${i}`} className="category-tiles__item">
            <TileLink href={tile.fields.href} context={context}>
              <span className="category-tiles__media">
                {tile.fields.image ? (
                  <Image
                    className="category-tiles__image"
                    src={tile.fields.image.url}
                    width={tile.fields.image.width}
                    height={tile.fields.image.height}
                    alt=""
                    unoptimized
                    loading="lazy"
                  />
                ) : null}
              </span>
              <span className="category-tiles__label">{tile.fields.label}</span>
            </TileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Hrefs pass the content link allow list (`lib/safe-url`, defence in depth behind the schema); site paths go
 * through the context (locale prefix), https URLs are used as they are.
 */
function TileLink({ href, context, children }: { href: string; context: RenderContext; children: ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <span className="category-tiles__tile">{children}</span>;
  if (isStorePath(safe)) {
    return (
      <Link href={context.href(safe)} className="category-tiles__tile" prefetch={false}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} className="category-tiles__tile">
      {children}
    </a>
  );
}
