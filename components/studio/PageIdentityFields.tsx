'use client';
/**
 * A page's slug and page type in the studio: the slug checked as it is typed (its form, and no other page having
 * it), the type a select of the types the page may move between; what cannot change here says why.
 */
import { CHANGEABLE_PAGE_TYPES, PAGE_SLUG_HINT, PAGE_TYPE_LABELS, isPageType, pageTypeFixedReason, slugFixedReason, slugProblem } from '@/lib/studio/page-fields';

export interface PageIdentityFieldsProps {
  slug: string;
  /** The page's type as last saved (what it may change from). */
  savedType: string;
  pageType: string;
  /** The slug as last saved: unchanged, it is not checked against the others (two home pages share "home"). */
  savedSlug: string;
  otherSlugs: readonly string[];
  onChange: (field: 'slug' | 'pageType', value: string) => void;
}

export function PageIdentityFields({ slug, savedType, pageType, savedSlug, otherSlugs, onChange }: PageIdentityFieldsProps) {
  const slugFixed = slugFixedReason(savedType);
  const typeFixed = pageTypeFixedReason(savedType);
  const problem = slug === savedSlug ? undefined : slugProblem(slug, otherSlugs);
  return (
    <>
      <div className="studio-field">
        <label htmlFor="studio-slug">Slug</label>
        <input
          id="studio-slug"
          value={slug}
          readOnly={!!slugFixed}
          aria-invalid={problem ? true : undefined}
          aria-describedby="studio-slug-help"
          spellCheck={false}
          autoCapitalize="off"
          onChange={(e) => onChange('slug', e.target.value)}
        />
        <span id="studio-slug-help" className={problem ? 'studio-field-error' : 'studio-help'}>
          {slugFixed ?? problem ?? `The page\u2019s address: ${PAGE_SLUG_HINT}. After publishing, the old address is no longer served.`}
        </span>
      </div>
      <div className="studio-field">
        <label htmlFor="studio-page-type">Page type</label>
        <select id="studio-page-type" value={pageType} disabled={!!typeFixed} aria-describedby={typeFixed ? 'studio-type-help' : undefined} onChange={(e) => onChange('pageType', e.target.value)}>
          {!isPageType(pageType) || !CHANGEABLE_PAGE_TYPES.includes(pageType) ? <option value={pageType}>{isPageType(pageType) ? PAGE_TYPE_LABELS[pageType] : pageType}</option> : null}
          {!typeFixed &&
            CHANGEABLE_PAGE_TYPES.map((t) => (
              <option key={t} value={t}>
                {PAGE_TYPE_LABELS[t]}
              </option>
            ))}
        </select>
        {typeFixed && (
          <span id="studio-type-help" className="studio-help">
            {typeFixed}
          </span>
        )}
      </div>
    </>
  );
}
