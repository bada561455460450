// @vitest-environment node
/**
 * A CMS route's not-found decisions (issue 21 items 17 and 21): the "Page Not Found: {path}" line names the path
 * the visitor asked for, and a page entry that fails the page schema is a 404 for shoppers but, in preview, shows
 * the editor the ajv errors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentEntry } from './types';
import { CmsPage } from './cms-route';

const pages: Record<string, ContentEntry> = {
  // No pageType, and a title the schema refuses (empty): fails schemas/cms/page.schema.json twice.
  broken: { id: 'page-broken', contentType: 'page', fields: { slug: 'broken', title: '' } },
};

vi.mock('@/server/content/pages', () => ({ loadPage: vi.fn(async (slug: string) => pages[slug] ?? null) }));
vi.mock('@/server/catalog', async () => {
  const { categoryChain } = await import('@/lib/category-chain');
  return { categoryChain, loadCategories: vi.fn(async () => []) };
});

const params = () => Promise.resolve({ country: 'sg', lang: 'en' });
const notFound = expect.objectContaining({ digest: expect.stringMatching(/404/) });
let warnings: string[] = [];

beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
});
afterEach(() => vi.restoreAllMocks());

const notFoundLines = () => warnings.map((l) => JSON.parse(l) as { msg: string; path?: string }).filter((l) => l.msg.startsWith('Page Not Found'));

describe('CMS routes: what a missing or invalid page entry does', () => {
  it('logs "Page Not Found" with the requested path, not the slug', async () => {
    await expect(CmsPage({ params: params(), slug: 'x', at: '/pages/x', path: { slug: 'x' } })).rejects.toThrow(notFound);
    await expect(CmsPage({ params: params(), slug: 'nope', at: '/pages/nope/lips', path: { slug: 'nope', topCategory: 'lips' } })).rejects.toThrow(notFound);
    await expect(CmsPage({ params: params(), slug: 'home', at: '/' })).rejects.toThrow(notFound);
    expect(notFoundLines().map((l) => [l.msg, l.path])).toEqual([
      ['Page Not Found: /pages/x', '/pages/x'],
      ['Page Not Found: /pages/nope/lips', '/pages/nope/lips'],
      ['Page Not Found: /', '/'],
    ]);
  });

  it('an invalid page entry is a 404 for shoppers', async () => {
    await expect(CmsPage({ params: params(), slug: 'broken', at: '/pages/broken', path: { slug: 'broken' } })).rejects.toThrow(notFound);
  });

  it('in preview, an invalid page entry shows the editor its ajv errors instead of a bare 404', async () => {
    const element = await CmsPage({ params: params(), slug: 'broken', at: '/preview/pages/broken', path: { slug: 'broken' }, preview: { selectedUserSegments: [] } });
    const out = renderToStaticMarkup(element!);
    expect(out).toContain('Page not shown: /preview/pages/broken');
    expect(out).toContain('role="note"');
    expect(out).toContain('data-entry-id="page-broken"');
    expect(out).toContain('must have required property &#x27;pageType&#x27;');
    expect(out).toMatch(/<code>\/title<\/code> must NOT have fewer than 1 characters/);
    expect(notFoundLines().map((l) => l.path)).toEqual(['/preview/pages/broken']);
  });

  it('in preview, a page that does not exist is still a 404', async () => {
    await expect(CmsPage({ params: params(), slug: 'x', at: '/preview/pages/x', path: { slug: 'x' }, preview: { selectedUserSegments: [] } })).rejects.toThrow(notFound);
  });
});
