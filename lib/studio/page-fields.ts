/**
 * A page's slug and page type in the studio (issue 18). The page type is a field of the page content type
 * (schemas/cms/page.schema.json); what it may change to is limited to what the shop can still serve: home, about
 * and legal pages are served at fixed addresses by the shop's own routes (/, /about, /terms, /privacy, which name
 * their slugs) and brand pages under /brands, so only landing and category pages (served at /pages/{slug}) change
 * type, and only a landing page changes its slug (a category page's slug is its catalogue category's path).
 */

/** Lower-case words of letters and digits joined by single hyphens (the page schema's and the routes' pattern). */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX = 100;
export const PAGE_SLUG_HINT = 'lower-case letters and digits, words joined by single hyphens (e.g. summer-glow)';

export const PAGE_TYPES = ['home', 'landing', 'category', 'brand', 'legal', 'about'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The types a page may be moved between in the studio. */
export const CHANGEABLE_PAGE_TYPES: readonly PageType[] = ['landing', 'category'];

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Home page',
  landing: 'Landing page',
  category: 'Category page',
  brand: 'Brand page',
  legal: 'Legal page',
  about: 'About page',
};

const FIXED_TYPE_REASON: Record<PageType, string> = {
  home: 'The home page is served at / by the shop itself.',
  about: 'The about page is served at /about by the shop itself.',
  legal: 'Legal pages are served at fixed addresses (/terms, /privacy) by the shop itself.',
  brand: 'Brand pages are served under /brands by the shop itself.',
  category: '',
  landing: '',
};

export const isPageType = (value: unknown): value is PageType => typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);

/** Why a page of this type keeps its type, or undefined when it may change (between landing and category). */
export function pageTypeFixedReason(type: string): string | undefined {
  if (!isPageType(type)) return `The page type \u201c${type}\u201d is not one the shop knows; change it in Contentful.`;
  return CHANGEABLE_PAGE_TYPES.includes(type) ? undefined : `${FIXED_TYPE_REASON[type]} Its type cannot change here.`;
}

/** Why a page of this type keeps its slug, or undefined when it may change (landing pages only). */
export function slugFixedReason(type: string): string | undefined {
  if (type === 'landing') return undefined;
  if (type === 'category') return 'A category page\u2019s slug is its catalogue category\u2019s path, so it cannot change here.';
  if (!isPageType(type)) return `The page type \u201c${type}\u201d is not one the shop knows; change its slug in Contentful.`;
  return `${FIXED_TYPE_REASON[type]} Its slug cannot change here.`;
}

/** What is wrong with a slug for a page, or undefined when it is fine; `otherSlugs` are every other page's. */
export function slugProblem(slug: string, otherSlugs: readonly string[]): string | undefined {
  if (!slug) return 'The slug is required.';
  if (slug.length > PAGE_SLUG_MAX) return `The slug has at most ${PAGE_SLUG_MAX} characters.`;
  if (!PAGE_SLUG.test(slug)) return `The slug has ${PAGE_SLUG_HINT}.`;
  if (otherSlugs.includes(slug)) return `Another page already has the slug \u201c${slug}\u201d. Choose another.`;
  return undefined;
}

/** What is wrong with a change of a page's slug or type (before → after), or undefined when it is allowed. */
export function pageChangeProblem(
  before: { slug: string; pageType: string },
  after: { slug: string; pageType: string },
  otherSlugs: readonly string[],
): { field: 'slug' | 'pageType'; message: string; taken?: boolean } | undefined {
  if (after.pageType !== before.pageType) {
    const fixed = pageTypeFixedReason(before.pageType);
    if (fixed) return { field: 'pageType', message: fixed };
    if (!isPageType(after.pageType) || !CHANGEABLE_PAGE_TYPES.includes(after.pageType))
      return { field: 'pageType', message: `A page can be moved only between ${CHANGEABLE_PAGE_TYPES.map((t) => `${PAGE_TYPE_LABELS[t].toLowerCase()}s`).join(' and ')} here.` };
  }
  if (after.slug !== before.slug) {
    const fixed = slugFixedReason(before.pageType);
    if (fixed) return { field: 'slug', message: fixed };
    const problem = slugProblem(after.slug, otherSlugs);
    if (problem) return { field: 'slug', message: problem, taken: PAGE_SLUG.test(after.slug) && otherSlugs.includes(after.slug) };
  }
  return undefined;
}

/** Where shoppers get a page (as rich-text links address it: components/rich-text/entry-link.ts). */
export function pagePath(slug: string, pageType: string): string {
  if (pageType === 'home') return '/';
  if (pageType === 'about' || pageType === 'legal') return `/${slug}`;
  if (pageType === 'brand') return `/brands/${slug}`;
  return `/pages/${slug}`;
}
