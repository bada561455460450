// What a token sees of a stored entity (a "view"), and the JSON shapes the two APIs answer with.
import { allLocaleFields, ASSET_FIELDS, fieldValue, flattenFields, localeChain } from './localize';
import { linksIn } from './seed';
import type { ContentStore } from './store';
import type { EntityType, FieldDef, Link, LocalizedFields, StoredEntity } from './types';
import { isLink } from './validate';

/** `published`: the delivery token's world; `preview`: the latest drafts, never-published ones too. */
export type Mode = 'published' | 'preview';

export interface View {
  entity: StoredEntity;
  type: EntityType;
  id: string;
  contentType?: string;
  defs: FieldDef[];
  fields: LocalizedFields;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export const link = (linkType: string, id: string): Link => ({ sys: { type: 'Link', linkType, id } });

export function viewOf(entity: StoredEntity, mode: Mode, store: ContentStore): View | undefined {
  if (mode === 'published' && !entity.published) return undefined;
  const defs = entity.type === 'Asset' ? ASSET_FIELDS : (store.contentType(entity.contentType ?? '')?.fields ?? []);
  const published = mode === 'published' ? entity.published : null;
  return {
    entity,
    type: entity.type,
    id: entity.id,
    contentType: entity.contentType,
    defs,
    fields: published ? published.fields : entity.draft.fields,
    // As in Contentful's delivery API, a published entity was "created" when first published and
    // "updated" when last published.
    createdAt: published ? (entity.firstPublishedAt ?? entity.createdAt) : entity.createdAt,
    updatedAt: published ? published.publishedAt : entity.draft.updatedAt,
    revision: entity.publishedCounter,
  };
}

/** Every entity of a kind that the mode can see, in store order. */
export function viewsOf(kind: EntityType, mode: Mode, store: ContentStore): View[] {
  const all = kind === 'Entry' ? store.entries : store.assets;
  return all.map((e) => viewOf(e, mode, store)).filter((v): v is View => v !== undefined);
}

/** The Content Delivery API shape: fields in one locale (with fallback) or, for `*`, in all locales. */
export function deliveryJson(view: View, locale: string, store: ContentStore): Record<string, unknown> {
  const { spaceId, environment, locales } = store.space;
  const fields =
    locale === '*'
      ? allLocaleFields(view.fields, view.defs)
      : flattenFields(view.fields, view.defs, localeChain(locales, locale), store.defaultLocale);
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      space: link('Space', spaceId),
      id: view.id,
      type: view.type,
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
      environment: link('Environment', environment),
      revision: view.revision,
      ...(view.contentType ? { contentType: link('ContentType', view.contentType) } : {}),
      ...(locale === '*' ? {} : { locale }),
    },
    fields,
  };
}

/** The Content Management API shape: the latest draft, all locales, with version bookkeeping. */
export function managementJson(entity: StoredEntity, store: ContentStore): Record<string, unknown> {
  const { spaceId, environment } = store.space;
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      space: link('Space', spaceId),
      id: entity.id,
      type: entity.type,
      createdAt: entity.createdAt,
      updatedAt: entity.draft.updatedAt,
      environment: link('Environment', environment),
      version: entity.draft.version,
      ...(entity.published
        ? { publishedVersion: entity.published.publishedVersion, publishedAt: entity.published.publishedAt }
        : {}),
      ...(entity.firstPublishedAt ? { firstPublishedAt: entity.firstPublishedAt } : {}),
      publishedCounter: entity.publishedCounter,
      automationTags: [],
      ...(entity.contentType ? { contentType: link('ContentType', entity.contentType) } : {}),
    },
    fields: structuredClone(entity.draft.fields),
  };
}

/**
 * The links a delivery response would expose for a view: Link fields, arrays of links and entries
 * embedded in rich text (not links hidden in JSON Object fields, which Contentful does not resolve).
 */
export function linksOfView(view: View, locale: string, store: ContentStore): { linkType: string; id: string }[] {
  const chain = locale === '*' ? [] : localeChain(store.space.locales, locale);
  const out: { linkType: string; id: string }[] = [];
  for (const def of view.defs) {
    const carriesLinks = def.type === 'Link' || def.type === 'RichText' || (def.type === 'Array' && def.items?.type === 'Link');
    if (!carriesLinks || !view.fields[def.id]) continue;
    const values =
      locale === '*'
        ? Object.values(view.fields[def.id])
        : [fieldValue(view.fields, def, chain, store.defaultLocale)];
    for (const value of values) {
      if (def.type === 'RichText') out.push(...linksIn(value));
      else for (const v of Array.isArray(value) ? value : [value]) if (isLink(v)) out.push({ linkType: v.sys.linkType, id: v.sys.id });
    }
  }
  return out;
}
