/**
 * The editors' studio API's inputs (issue 18, app/api/studio): what an editor's browser sends to save, create,
 * publish and preview content. Answers are the studio's entries (server/studio/content.ts).
 */
import { z } from 'zod';

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;
const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const StudioEntryId = z.object({ id: z.string().regex(ENTRY_ID, { error: 'An entry id has letters, digits, dots, dashes and underscores (at most 64).' }) });

export const StudioVersion = z.number({ error: 'version is the entry version the change starts from' }).int().positive();

/** An entry's fields as the Management API stores them: field → locale → value. */
export const StudioFields = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, { error: 'A field name has letters and digits only.' }),
  z.record(z.string().regex(LOCALE, { error: 'A locale is written like en-SG.' }), z.unknown()),
);

export const StudioSaveBody = z.object({ version: StudioVersion, fields: StudioFields }).strict();
export const StudioPublishBody = z.object({ version: StudioVersion }).strict();

/** The most entries a page's publish or restore names (a page, its blocks and their linked entries). */
export const STUDIO_PAGE_MAX_ENTRIES = 1000;

/**
 * The versions the editor holds of a page's entries (the page, each block and each entry a block links to), by id:
 * a publish or restore changes nothing when one of them is not the entry's current version (409 naming it).
 */
export const StudioPageVersionsBody = z
  .object({
    versions: z
      .record(z.string(), z.number({ error: 'Each version is the entry version the editor holds (a whole number).' }).int().positive())
      .refine((v) => Object.keys(v).every((id) => ENTRY_ID.test(id)), { error: 'versions is keyed by entry ids: An entry id has letters, digits, dots, dashes and underscores (at most 64).' })
      .refine((v) => Object.keys(v).length > 0, { error: 'versions names at least the page\u2019s own version.' })
      .refine((v) => Object.keys(v).length <= STUDIO_PAGE_MAX_ENTRIES, { error: `versions names at most ${STUDIO_PAGE_MAX_ENTRIES} entries.` }),
  })
  .strict();

/** A version of a page's history in a path: `/api/studio/pages/{id}/history/{version}/…`. */
export const StudioPageVersionParams = StudioEntryId.extend({
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, { error: 'A version is a whole number from 1 (as the page\u2019s history lists them).' })
    .transform(Number),
});

/**
 * A new entry of a block's content type or of one a block links to (a slide, a tile): created when the editor
 * first saves it, with the id the editor's page already links to, so an added block never saved leaves nothing behind.
 */
export const StudioNewEntryBody = z
  .object({
    contentType: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/, { error: 'contentType is a block content type id.' }),
    id: StudioEntryId.shape.id.optional(),
    fields: StudioFields.default({}),
  })
  .strict();

export const StudioEntriesQuery = z.object({
  contentType: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/, { error: 'contentType is a content type id.' }),
});

export const StudioNewPageBody = z
  .object({
    slug: z
      .string()
      .trim()
      .min(1, { error: 'The slug is required.' })
      .max(100, { error: 'The slug has at most 100 characters.' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'The slug has lower-case letters and digits, words joined by dashes (e.g. summer-glow).' }),
    title: z.string().trim().min(1, { error: 'The title is required.' }).max(200, { error: 'The title has at most 200 characters.' }),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, { error: 'A country is a two-letter code (SG).' })).max(8).default([]),
  })
  .strict();

export const StudioPreviewQuery = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug is a page slug.' }),
  locale: z.string().regex(LOCALE, { error: 'locale is written like en-SG.' }),
  /** The user segments to preview as (comma-joined ids, as the preview routes take them); none: a visitor in no segment. */
  user_segments: z
    .string()
    .max(1000, { error: 'user_segments has at most 1000 characters.' })
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:,[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, { error: 'user_segments is a comma-separated list of segment ids (e.g. new-visitors,beauty-pass-gold).' })
    .optional(),
});

/** The largest image an editor uploads in the studio. */
export const STUDIO_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The raster types an editor may upload (decided from the bytes: commerce/media/image-file.ts), with the name an editor knows them by. */
export const STUDIO_IMAGE_TYPES = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF', 'image/avif': 'AVIF' } as const;
export type StudioImageType = keyof typeof STUDIO_IMAGE_TYPES;

/** An image uploaded from the studio's asset picker (multipart form fields). */
export const StudioImageUpload = z.object({
  file: z
    .instanceof(File, { error: 'Choose an image file to upload.' })
    .refine((f) => f.size > 0, { error: 'The image file is empty.' })
    .refine((f) => f.size <= STUDIO_IMAGE_MAX_BYTES, { error: `An image has at most ${STUDIO_IMAGE_MAX_BYTES / 1024 / 1024} MB.` })
    .refine((f) => f.type in STUDIO_IMAGE_TYPES, { error: 'Upload a PNG, JPEG, WebP, GIF or AVIF image.' }),
  title: z.string({ error: 'Give the image a title: shoppers who cannot see it read it.' }).trim().min(1, { error: 'Give the image a title: shoppers who cannot see it read it.' }).max(200, { error: 'The title has at most 200 characters.' }),
  description: z.string().trim().max(300, { error: 'The description has at most 300 characters.' }).optional(),
});

/** The largest unsaved state one editor keeps for one page's live preview (its JSON). */
export const STUDIO_UNSAVED_MAX_BYTES = 256 * 1024;
/** The most entries of one page's unsaved state (the page, its blocks and the entries they link to). */
export const STUDIO_UNSAVED_MAX_ENTRIES = 200;

/**
 * The editor's unsaved state of a page for the live preview (`PUT /api/studio/preview-state`): the changed entries'
 * fields by entry id (the page, its blocks, their linked entries; new blocks not yet saved included), with each
 * entry's content type, which a new entry has nowhere else.
 */
export const StudioUnsavedBody = z
  .object({
    pageId: StudioEntryId.shape.id,
    entries: z
      .record(StudioEntryId.shape.id, z.object({ contentType: StudioNewEntryBody.shape.contentType, fields: StudioFields }).strict())
      .refine((entries) => Object.keys(entries).length <= STUDIO_UNSAVED_MAX_ENTRIES, { error: `The unsaved state has at most ${STUDIO_UNSAVED_MAX_ENTRIES} entries.` }),
  })
  .strict();
export type StudioUnsavedBody = z.infer<typeof StudioUnsavedBody>;
export type UnsavedEntries = StudioUnsavedBody['entries'];

export const StudioUnsavedQuery = z.object({ pageId: StudioEntryId.shape.id });

/** A product ref as a product carousel stores it: a product slug or a variant SKU. */
const PRODUCT_REF = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * The product picker's question (`GET /api/studio/products`): a search by name (`q`, as the shop's search reads it),
 * or the products a field already holds (`refs`, comma-joined slugs or SKUs, in order) to show them; one of the two.
 */
export const StudioProductsQuery = z
  .object({
    q: z.string().trim().min(1, { error: 'Type part of a product name to search for.' }).max(100, { error: 'A search has at most 100 characters.' }).optional(),
    refs: z
      .string()
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(
        z
          .array(z.string().regex(PRODUCT_REF, { error: 'A product is named by its slug or a variant SKU (letters, digits, dots, dashes, underscores).' }))
          .min(1, { error: 'Name at least one product slug.' })
          .max(24, { error: 'At most 24 products at once.' }),
      )
      .optional(),
  })
  .strict()
  .refine((query) => query.q !== undefined || query.refs !== undefined, { error: 'Type part of a product name to search for (q), or name the products a field holds (refs).' })
  .refine((query) => query.q === undefined || query.refs === undefined, { error: 'Ask either q (a search by name) or refs (the products a field holds), not both.' });

/** A product as the picker shows it: its slug (what the field stores), name, brand and image. */
export const StudioProduct = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }),
});
export type StudioProduct = z.infer<typeof StudioProduct>;
