/**
 * The store's menus: from the CMS layout entry of the country, or the built-in ones in
 * config/navigation.json when the CMS has none ("Layout not found" is logged).
 */
import builtIn from '@/config/navigation.json';
import layoutSchema from '@/schemas/cms/layout.schema.json';
import { validateFields } from './validate';
import type { ContentEntry } from './types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { Translate } from '@/lib/i18n/intl';
import { log } from '@/lib/log';
import { visibleToSegments } from '@/lib/user-segments';

export interface MenuLink { label: string; path: string; userSegments?: string[] }
export interface MenuGroup { label: string; path?: string | null; emphasis?: boolean; userSegments?: string[]; children?: MenuLink[] }
export interface FooterGroup { heading: string; links: MenuLink[] }
import type { ExemptRule } from '@/lib/navigation-guard';
export type { ExemptRule };

export interface SiteNavigation {
  header: MenuGroup[];
  footer: FooterGroup[];
  account: MenuLink[];
  announcement?: string;
  smartLinkExemptedPaths: ExemptRule[];
  source: 'cms' | 'built-in';
}

interface LayoutFields {
  headerMenus: MenuGroup[];
  footerMenus: FooterGroup[];
  announcement?: string;
  config?: { smartLinkExemptedPaths?: ExemptRule[] };
}

const translateLink = (t: Translate) => (l: MenuLink): MenuLink => ({ label: t(l.label as MessageKey), path: l.path });

/**
 * The menus of a layout entry as a visitor in `segments` sees them: a menu or link targeted at user segments
 * shows only to those segments (lib/user-segments.ts), so the live pages, rendered for no segment, leave it out.
 */
export function siteNavigation(layout: ContentEntry | null, t: Translate, where: { country: string; locale: string }, segments: readonly string[] = []): SiteNavigation {
  if (layout) {
    const result = validateFields(layoutSchema, layout.fields);
    if (result.valid) {
      const fields = layout.fields as unknown as LayoutFields;
      const visible = <T extends { userSegments?: string[] }>(items: T[]) => items.filter((item) => visibleToSegments(item, segments));
      return {
        header: visible(fields.headerMenus).map((g) => (g.children ? { ...g, children: visible(g.children) } : g)),
        footer: fields.footerMenus.map((g) => ({ ...g, links: visible(g.links) })),
        account: builtIn.account.map(translateLink(t)),
        announcement: fields.announcement,
        smartLinkExemptedPaths: fields.config?.smartLinkExemptedPaths ?? [],
        source: 'cms',
      };
    }
    log.warn('Layout not found', { ...where, entryId: layout.id, reason: 'invalid layout entry', errors: result.errors });
  } else {
    log.warn('Layout not found', where);
  }
  return builtInNavigation(t);
}

/** The menus of config/navigation.json, translated. */
export function builtInNavigation(t: Translate): SiteNavigation {
  return {
    header: builtIn.header.map((g) => ({
      label: t(g.label as MessageKey),
      path: 'path' in g ? g.path : null,
      emphasis: 'emphasis' in g ? g.emphasis : undefined,
      children: 'children' in g ? g.children?.map(translateLink(t)) : undefined,
    })),
    footer: builtIn.footer.map((g) => ({ heading: t(g.heading as MessageKey), links: g.links.map(translateLink(t)) })),
    account: builtIn.account.map(translateLink(t)),
    smartLinkExemptedPaths: builtIn.smartLinkExemptedPaths as ExemptRule[],
    source: 'built-in',
  };
}

/**
 * The navigation guard's exempt rules (SPEC §2, layout config `smartLinkExemptedPaths`) for every layout:
 * the CMS layout's, or the built-in ones when the country has no valid layout entry (siteNavigation logs that).
 */
export function smartLinkExemptedPaths(layout: ContentEntry | null): ExemptRule[] {
  if (layout && validateFields(layoutSchema, layout.fields).valid) return (layout.fields as unknown as LayoutFields).config?.smartLinkExemptedPaths ?? [];
  return builtIn.smartLinkExemptedPaths as ExemptRule[];
}
