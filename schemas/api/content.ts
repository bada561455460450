/**
 * zod contracts of the content endpoints that existed before the catalogue (`layouts/`,
 * `contentful/content-entries/{id}`, `contentful/preview/content-entries/{id}`), for the OpenAPI document.
 * They describe what `app/api/web/v1/layouts/route.ts` and `server/content/entries-api.ts` answer.
 */
import { z } from 'zod';
import { LANGS } from './catalog';

export const MenuLink = z.object({ label: z.string(), path: z.string(), userSegments: z.array(z.string()).optional() });
export const MenuGroup = z.object({
  label: z.string(),
  path: z.string().nullable().optional(),
  emphasis: z.boolean().optional(),
  userSegments: z.array(z.string()).optional(),
  children: z.array(MenuLink).optional(),
});
export const FooterGroup = z.object({ heading: z.string(), links: z.array(MenuLink) });
/** A smart-link exempt rule (SPEC §2): navigations to matching paths are full page loads. */
export const ExemptRule = z.object({ type: z.enum(['absolute', 'regex', 'startsWith']), value: z.string() });

/** `GET layouts/`: the layout entry of a country and language, as the header and footer use it. */
export const LayoutResponse = z.object({
  id: z.string(),
  country: z.string().length(2),
  language: z.enum(LANGS),
  announcement: z.string().nullable(),
  headerMenus: z.array(MenuGroup),
  footerMenus: z.array(FooterGroup),
  config: z.object({ smartLinkExemptedPaths: z.array(ExemptRule) }),
});

/** The id rule of `contentful/…/content-entries/{id}` (the same as server/content/entries-api.ts checks). */
export const EntryIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'An entry id is 1–64 letters, digits, dots, dashes or underscores'),
});

/**
 * One content entry with its links resolved: nested entries have the same shape, assets are
 * `{ id, url, title, description?, contentType, width, height }`, rich text is a Contentful Document.
 */
export const ContentEntry = z.object({
  id: z.string(),
  contentType: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
