import Image from 'next/image';
import type { ContentAsset } from '@/renderer/types';

/** The parts of a content asset an image needs; title and description give the default alt text. */
export type CmsImageAsset = Pick<ContentAsset, 'url' | 'width' | 'height'> & Partial<Pick<ContentAsset, 'title' | 'description'>>;

export interface CmsImageProps {
  image: CmsImageAsset;
  className?: string;
  /** The alt text; by default the asset's description, else its title. `''` for a decorative image. */
  alt?: string;
  /** The page's likely LCP image: preloaded with high fetch priority, never lazy. Otherwise it loads lazily. */
  priority?: boolean;
}

/** The alt text an asset gives itself: its description, else its title. */
export function assetAlt(image: CmsImageAsset): string {
  return image.description || image.title || '';
}

/**
 * An image from content with its intrinsic width and height (so it never shifts the layout), served as it is
 * (CMS assets are already sized; no optimizer).
 */
export function CmsImage({ image, className, alt = assetAlt(image), priority = false }: CmsImageProps) {
  return (
    <Image
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      unoptimized
      {...(priority ? { preload: true, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
