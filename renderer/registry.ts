/**
 * The block registry: content type → block. Adding a block is one folder under `blocks/` and one line here
 * (its content type, props type and stylesheet come with the folder). The list is written out because the
 * app's bundler (Turbopack) has no glob import; renderer/registry.test.ts fails when a folder is not listed.
 */
import type { BlockDefinition } from './types';
import { block as brandGrid } from '@/blocks/brand-grid';
import { block as categoryTiles } from '@/blocks/category-tiles';
import { block as heroBanner } from '@/blocks/hero-banner';
import { block as imageCarousel } from '@/blocks/image-carousel';
import { block as imageWithText } from '@/blocks/image-with-text';
import { block as landingText } from '@/blocks/landing-text';
import { block as legalSection } from '@/blocks/legal-section';
import { block as productCarousel } from '@/blocks/product-carousel';
import { block as productListing } from '@/blocks/product-listing';
import { block as promoStrip } from '@/blocks/promo-strip';
import { block as richText } from '@/blocks/rich-text';
import { block as sectionHeading } from '@/blocks/section-heading';
import { block as storeLocatorTeaser } from '@/blocks/store-locator-teaser';
import { block as video } from '@/blocks/video';

// One line per block, alphabetical.
const blocks = [
  brandGrid,
  categoryTiles,
  heroBanner,
  imageCarousel,
  imageWithText,
  landingText,
  legalSection,
  productCarousel,
  productListing,
  promoStrip,
  richText,
  sectionHeading,
  storeLocatorTeaser,
  video,
] satisfies { contentType: string }[];

export type BlockRegistry = ReadonlyMap<string, BlockDefinition<unknown, unknown>>;

/** A registry of these blocks by content type; throws when two blocks claim one content type. */
export function createBlockRegistry(list: readonly { contentType: string }[]): BlockRegistry {
  const registry = new Map<string, BlockDefinition<unknown, unknown>>();
  for (const b of list) {
    if (registry.has(b.contentType)) throw new Error(`two blocks are registered for the content type ${b.contentType}`);
    registry.set(b.contentType, b as unknown as BlockDefinition<unknown, unknown>);
  }
  return registry;
}

export const blockRegistry: BlockRegistry = createBlockRegistry(blocks);
