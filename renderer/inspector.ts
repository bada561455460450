/**
 * Contentful Live Preview's field tagging (inspector mode, `@contentful/live-preview`): in preview, the elements a
 * block renders from an entry's fields carry `data-contentful-entry-id`, `-field-id` and `-locale`, so an editor
 * working in Contentful's web app can click them in its preview pane and land on the field. Shoppers' pages carry
 * none (the tags are empty without a preview state).
 *
 * The attributes are the library's own (`ContentfulLivePreview.getProps`), computed while the server renders;
 * the browser side of the library (`preview/LivePreview.tsx`) is loaded by the preview layout only.
 */
import { ContentfulLivePreview } from '@contentful/live-preview';
import type { ContentEntry, RenderContext } from './types';

/** The inspector attributes of one element: `data-contentful-*`, or none. */
export type InspectorTags = Readonly<Partial<Record<`data-contentful-${string}`, string>>>;

const NO_TAGS: InspectorTags = Object.freeze({});

/** The tags of a field of an entry, in the context's locale; none outside preview or for an entry the route made. */
export function fieldTags(entry: Pick<ContentEntry, 'id' | 'generated'>, fieldId: string, context: Pick<RenderContext, 'preview' | 'locale'>): InspectorTags {
  if (context.preview === null || entry.generated) return NO_TAGS;
  return ContentfulLivePreview.getProps({ entryId: entry.id, fieldId, locale: context.locale }) ?? NO_TAGS;
}

/**
 * A block's tagger: `tag('heading')` gives the tags of the entry's `heading` field (a typo in the field name is
 * a type error). Works for linked entries too (`inspector(slide, context)`).
 */
export function inspector<F>(entry: ContentEntry<F>, context: Pick<RenderContext, 'preview' | 'locale'>): (fieldId: keyof F & string) => InspectorTags {
  return (fieldId) => fieldTags(entry, fieldId, context);
}
