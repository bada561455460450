import { describe, expect, it } from 'vitest';
import pageSchema from '@/schemas/cms/page.schema.json';
import { PAGE_SLUG, PAGE_SLUG_MAX, PAGE_TYPES, pageChangeProblem, pagePath, pageTypeFixedReason, slugFixedReason, slugProblem } from './page-fields';

describe('a page\u2019s slug and type in the studio', () => {
  it('agrees with the page schema on the slug\u2019s form and the types', () => {
    expect(PAGE_SLUG.source).toBe(pageSchema.properties.slug.pattern);
    expect(PAGE_SLUG_MAX).toBe(pageSchema.properties.slug.maxLength);
    expect([...PAGE_TYPES]).toEqual(pageSchema.properties.pageType.enum);
  });

  it('says what is wrong with a slug', () => {
    expect(slugProblem('summer-glow', ['winter'])).toBeUndefined();
    expect(slugProblem('', [])).toBe('The slug is required.');
    expect(slugProblem('Summer glow', [])).toBe('The slug has lower-case letters and digits, words joined by single hyphens (e.g. summer-glow).');
    expect(slugProblem('summer--glow', [])).toMatch(/^The slug has lower-case/);
    expect(slugProblem('-summer', [])).toMatch(/^The slug has lower-case/);
    expect(slugProblem('a'.repeat(101), [])).toBe('The slug has at most 100 characters.');
    expect(slugProblem('winter', ['winter'])).toBe('Another page already has the slug \u201cwinter\u201d. Choose another.');
  });

  it('lets landing pages change slug, landing and category pages change type, and keeps the others', () => {
    expect(slugFixedReason('landing')).toBeUndefined();
    expect(slugFixedReason('category')).toMatch(/catalogue category/);
    expect(slugFixedReason('home')).toBe('The home page is served at / by the shop itself. Its slug cannot change here.');
    expect(pageTypeFixedReason('landing')).toBeUndefined();
    expect(pageTypeFixedReason('category')).toBeUndefined();
    expect(pageTypeFixedReason('legal')).toBe('Legal pages are served at fixed addresses (/terms, /privacy) by the shop itself. Its type cannot change here.');
    expect(pageTypeFixedReason('blog')).toMatch(/not one the shop knows/);
  });

  it('checks a change of slug and type as the save API does', () => {
    const landing = { slug: 'autumn', pageType: 'landing' };
    expect(pageChangeProblem(landing, landing, ['autumn'])).toBeUndefined();
    expect(pageChangeProblem(landing, { slug: 'autumn-edit', pageType: 'category' }, [])).toBeUndefined();
    expect(pageChangeProblem(landing, { slug: 'winter', pageType: 'landing' }, ['winter'])).toEqual({ field: 'slug', message: 'Another page already has the slug \u201cwinter\u201d. Choose another.', taken: true });
    expect(pageChangeProblem(landing, { slug: 'Autumn', pageType: 'landing' }, [])).toMatchObject({ field: 'slug', taken: false });
    expect(pageChangeProblem(landing, { ...landing, pageType: 'home' }, [])).toEqual({ field: 'pageType', message: 'A page can be moved only between landing pages and category pages here.' });
    expect(pageChangeProblem({ slug: 'terms', pageType: 'legal' }, { slug: 'terms', pageType: 'landing' }, [])?.field).toBe('pageType');
    expect(pageChangeProblem({ slug: 'home', pageType: 'home' }, { slug: 'start', pageType: 'home' }, [])?.message).toMatch(/slug cannot change/);
  });

  it('gives the address shoppers get a page at', () => {
    expect([pagePath('home', 'home'), pagePath('terms', 'legal'), pagePath('about', 'about'), pagePath('sale', 'landing'), pagePath('makeup', 'category'), pagePath('x', 'brand')]).toEqual([
      '/',
      '/terms',
      '/about',
      '/pages/sale',
      '/pages/makeup',
      '/brands/x',
    ]);
  });
});
