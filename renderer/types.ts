/**
 * The renderer's contracts: what the content source hands it (normalized entries), what a block is, and
 * the context every block renders in.
 */
import type { ComponentType } from 'react';
import type { Document } from '@contentful/rich-text-types';
import type { FromExtendedSchema, FromSchema } from 'json-schema-to-ts';
import type { CmsSchema, ContentfulAnnotation, commonSchema } from '@/schemas/cms/common.schema';
import type { Device } from '@/lib/device';
import type { UnsavedEntries } from '@/schemas/api/studio';
import type { CountryConfig, LanguageCode } from '@/config/countries/types';

/**
 * An image from the content source, as the renderer receives it: the shared `imageAsset` definition
 * (schemas/cms/common.schema.ts). Always has its intrinsic size (no layout shift); `url` is an absolute path or
 * URL the browser can load, e.g. `/cms/hero-new-season.svg`.
 */
export type ContentAsset = FromSchema<typeof commonSchema.definitions.imageAsset>;

/**
 * A content entry as the renderer sees it: links are resolved, nested entries are normalized the same
 * way, assets are `ContentAsset`s, rich text stays a Contentful rich-text Document.
 */
export interface ContentEntry<F = Record<string, unknown>> {
  id: string;
  contentType: string;
  fields: F;
  /** Made by a route rather than read from the content source (a default listing): no editor can open it. */
  generated?: true;
}

/** Detected in the browser (lib/device.ts); pages render as `unknown`, since they are cached for every device. */
export type { Device };

/** Set when a content editor previews (SPEC §3 preview options); null for shoppers. */
export interface PreviewState {
  /** The segments the editor previews as (SPEC §3 selectedUserSegments). */
  selectedUserSegments: string[];
  /**
   * The studio editor's unsaved fields by entry id (issue 33: the studio's live preview), laid over the drafts the
   * page reads; only ever for that editor's own session (server/studio/unsaved-state.ts).
   */
  unsaved?: UnsavedEntries;
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

/** JSON Schema (draft-07) object, such as a block's `schema` (`<name>.schema.ts`) or a page's `.schema.json`. */
export type JsonSchema = Record<string, unknown>;

/**
 * The fields type of a CMS schema (json-schema-to-ts): `common#/…` references resolve against the shared
 * definitions, a rich-text document is Contentful's `Document`, and fields with a `default` stay optional
 * (the content source leaves them out; the block applies the default).
 */
export type FieldsOf<S extends CmsSchema> = FromExtendedSchema<
  { contentful: ContentfulAnnotation },
  S,
  {
    references: [TypingReferences];
    keepDefaultedPropertiesOptional: true;
    deserialize: [{ pattern: { $comment: RichTextMarker }; output: Document }];
  }
>;

/**
 * The shared definitions as type inference reads them: the rich-text document's nodes refer to themselves, which
 * json-schema-to-ts would expand without end, so the document stands in as a marker read as Contentful's `Document`.
 */
type RichTextMarker = 'contentful rich-text document';
type CommonDefinitions = (typeof commonSchema)['definitions'];
type TypingReferences = Omit<typeof commonSchema, 'definitions'> & {
  readonly definitions: Omit<CommonDefinitions, 'richTextDocument' | 'richTextNode'> & {
    readonly richTextDocument: { readonly $comment: RichTextMarker };
  };
};

/** A block's schema: a CMS schema whose `contentful.contentType` names the block's content type. */
export type BlockSchema = CmsSchema & { readonly contentful: { readonly contentType: string } };

export interface BlockDefinition<F = unknown, D = unknown> {
  /** The content type id in the content source (camelCase, e.g. `heroBanner`): the schema's `contentful.contentType`. */
  contentType: string;
  /** Validates the entry's fields before render. */
  schema: JsonSchema;
  component: ComponentType<BlockProps<F, D>>;
  /** Async data a block needs (products, brands), loaded before render, never inside it. */
  resolveData?: (fields: F, context: RenderContext, entry: ContentEntry<F>) => Promise<D>;
}

/**
 * Typed helper for `blocks/<name>/index.ts`: `export const block = defineBlock<typeof schema>({ schema, component })`
 * (with `, Data` when the block resolves data). The content type comes from the schema, and the component's fields
 * type must be the schema's. The type arguments are written out: inferring them makes tsc expand `FieldsOf` of
 * the larger schemas past its depth limit, now and then, depending on the order it checks files in.
 */
export function defineBlock<S extends BlockSchema, D = undefined>(definition: {
  schema: S;
  component: ComponentType<BlockProps<FieldsOf<NoInfer<S>>, D>>;
  resolveData?: (fields: FieldsOf<NoInfer<S>>, context: RenderContext, entry: ContentEntry<FieldsOf<NoInfer<S>>>) => Promise<D>;
}): BlockDefinition<FieldsOf<S>, D>;
// The implementation is untyped on purpose: checking it against `FieldsOf` of a generic schema is too deep for tsc.
export function defineBlock(definition: { schema: BlockSchema; component: unknown; resolveData?: unknown }): BlockDefinition {
  return { ...definition, contentType: definition.schema.contentful.contentType, schema: definition.schema as JsonSchema } as BlockDefinition;
}

/** A block fixture file (`<name>.fixtures.json`): valid examples render, invalid ones are rejected. */
export interface BlockFixtures<F = Record<string, unknown>, D = unknown> {
  valid: { name: string; entry: ContentEntry<F>; data?: D }[];
  invalid: { name: string; entry: ContentEntry<Record<string, unknown>>; reason: string }[];
}
