'use client';

/**
 * The brand grid's tiles, from a short list of what each tile shows. A client component on purpose: the
 * cached page's RSC payload then carries this list (about 130 bytes a brand) instead of every tile's element
 * tree (about 330), and the HTML is the same (docs/performance.md).
 */
import Link from 'next/link';

export interface BrandTileView {
  href: string;
  name: string;
  /** The CMS logo; without one the tile shows the name. */
  logo?: { url: string; width: number; height: number };
  /** Present (true) for the house brand. */
  house?: true;
}

export function BrandTiles({ tiles, houseLabel }: { tiles: BrandTileView[]; houseLabel: string }) {
  return (
    <ul className="brand-grid__list">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link href={tile.href} prefetch={false} className="brand-grid__tile">
            {tile.logo ? (
              // A plain img: logos are SVG served as they are (next/image would add only attributes).
              // eslint-disable-next-line @next/next/no-img-element -- the logo names the link (alt is the brand)
              <img src={tile.logo.url} width={tile.logo.width} height={tile.logo.height} alt={tile.name} loading="lazy" className="brand-grid__logo" />
            ) : (
              <span className="brand-grid__name">{tile.name}</span>
            )}
            {tile.house ? <span className="badge brand-grid__house">{houseLabel}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
