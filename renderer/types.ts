/**
 * The renderer's contracts: what the content source hands it (normalized entries), what a block is, and
 * the context every block renders in.
 */
import type { ComponentType } from 'react';
import type { Device } from '@/lib/device';
import type { CountryConfig, LanguageCode } from '@/config/countries/types';

/** An image or file from the content source. Always has its intrinsic size (no layout shift). */
export interface ContentAsset {
  id: string;
  /** Absolute path or URL the browser can load, e.g. `/cms/hero-new-season.svg`. */
  url: string;
  title: string;
  description?: string;
  contentType: string;
  width: number;
  height: number;
}

/**
 * A content entry as the renderer sees it: links are resolved, nested entries are normalized the same
 * way, assets are `ContentAsset`s, rich text stays a Contentful rich-text Document.
 */
export interface ContentEntry<F = Record<string, unknown>> {
  id: string;
  contentType: string;
  fields: F;
}

/** Detected in the browser (lib/device.ts); pages render as `unknown`, since they are cached for every device. */
export type { Device };

/** Set when a content editor previews (SPEC §3 preview options); null for shoppers. */
export interface PreviewState {
  /** The segments the editor previews as (SPEC §3 selectedUserSegments). */
  selectedUserSegments: string[];
}

/** Where and for whom a page renders. */
export interface RenderContext {
  country: CountryConfig;
  lang: LanguageCode;
  /** The content locale, e.g. `th-TH`, `zh-HK` (our language + country). */
  locale: string;
  device: Device;
  preview: PreviewState | null;
  /** Public href of a path in this country and language (locale prefix when not the default). */
  href: (path: string) => string;
  /** Route segments after the page slug (category path of a landing or brand page). */
  path?: { slug?: string; topCategory?: string; category?: string; subCategory?: string };
  /** The visitor's variation key of every page flag (lib/experiments/page-flags.ts); defaults in preview. */
  flags: Readonly<Record<string, string>>;
}

export interface BlockProps<F, D = undefined> {
  entry: ContentEntry<F>;
  fields: F;
  /** What `resolveData` loaded before render (undefined for blocks without it). */
  data: D;
  context: RenderContext;
}

/** JSON Schema (draft-07) object, as imported from a block's `<name>.schema.json`. */
export type JsonSchema = Record<string, unknown>;

export interface BlockDefinition<F = unknown, D = unknown> {
  /** The content type id in the content source (camelCase, e.g. `heroBanner`). */
  contentType: string;
  /** Validates the entry's fields before render. */
  schema: JsonSchema;
  component: ComponentType<BlockProps<F, D>>;
  /** Async data a block needs (products, brands), loaded before render, never inside it. */
  resolveData?: (fields: F, context: RenderContext, entry: ContentEntry<F>) => Promise<D>;
}

/** Typed helper for `blocks/<name>/index.ts`: `export const block = defineBlock({...})`. */
export function defineBlock<F, D = undefined>(definition: BlockDefinition<F, D>): BlockDefinition<F, D> {
  return definition;
}

/** A block fixture file (`<name>.fixtures.json`): valid examples render, invalid ones are rejected. */
export interface BlockFixtures<F = Record<string, unknown>, D = unknown> {
  valid: { name: string; entry: ContentEntry<F>; data?: D }[];
  invalid: { name: string; entry: ContentEntry<Record<string, unknown>>; reason: string }[];
}
