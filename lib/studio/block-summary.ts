/**
 * How the studio names a block to an editor (issue 33): by what a shopper reads in it, never by an id. The block
 * list, the linked entries (slides, tiles) and the editor's announcements all use it. Pure: the form, the entry's
 * fields and the image library's titles and descriptions in, a short text out.
 */
import { documentToPlainTextString } from '@contentful/rich-text-plain-text-renderer';
import type { Document } from '@contentful/rich-text-types';
import { valuesWithFallback, type EntryFields, type SchemaNode, type StudioBlockForm } from './form-schema';

/** An image of the library as the summary reads it. */
export interface SummaryAsset {
  id: string;
  title: string;
  description?: string;
}

/** The longest summary shown (a heading or a first sentence, cut on a word). */
export const SUMMARY_LENGTH = 60;

/** The fields a block is named by first, in this order. */
const HEADING_FIELDS = ['heading', 'title'];

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}\u2026`;
}

const isDocument = (value: unknown): value is Document => !!value && typeof value === 'object' && (value as Document).nodeType === 'document';

/**
 * Whether a field holds text a shopper reads: a string that is no choice from a list (a theme, a source) and no
 * address, code or slug (those have a pattern of the whole value, `^…`; a text's pattern only asks for a letter), or a
 * rich-text document.
 */
function isReadText(form: StudioBlockForm, name: string): boolean {
  const field = form.fields.find((f) => f.name === name);
  if (field?.kind === 'richText') return true;
  if (field?.kind !== 'value') return false;
  const property = (form.formSchema.properties as Record<string, SchemaNode> | undefined)?.[name];
  const wholeValuePattern = typeof property?.pattern === 'string' && property.pattern.startsWith('^');
  return property?.type === 'string' && property.enum === undefined && !wholeValuePattern && property.format === undefined;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return shortened(value);
  if (isDocument(value)) return shortened(documentToPlainTextString(value, ' '));
  return '';
}

/**
 * A block's summary in `locale` (an empty field reads the default locale's value, as a shopper gets it): its heading
 * or title, else its image's description (or title), else its first text; '' when it has none of them yet, and the
 * caller names it by the block's name alone.
 */
export function blockSummary(form: StudioBlockForm | undefined, fields: EntryFields, locale: string, defaultLocale: string, assets: readonly SummaryAsset[]): string {
  if (!form) return '';
  const values = valuesWithFallback(form, fields, locale, defaultLocale);
  for (const name of HEADING_FIELDS) {
    const text = isReadText(form, name) ? textOf(values[name]) : '';
    if (text) return text;
  }
  for (const field of form.fields) {
    if (field.kind !== 'asset' || typeof values[field.name] !== 'string') continue;
    const asset = assets.find((a) => a.id === values[field.name]);
    const text = textOf(asset?.description?.trim() || asset?.title || '');
    if (text) return text;
  }
  for (const field of form.fields) {
    const text = isReadText(form, field.name) ? textOf(values[field.name]) : '';
    if (text) return text;
  }
  return '';
}

/** The block's name with its summary ("Image with text: Summer glow"), or its name alone. */
export const blockLabel = (name: string, summary: string) => (summary ? `${name}: ${summary}` : name);
