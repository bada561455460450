/**
 * What every CMS-rendered route does: read params → load the page entry → validate → render its blocks.
 * Routes stay one line each (app/[country]/[lang]/(shop)/…/page.tsx).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPage } from '../content/pages';
import { logPageNotFound } from '../lib/log';
import { pageMetadata } from '../lib/metadata';
import type { LocaleParams } from '../lib/locale/page-context';
import { renderContextFor } from './context';
import { validPage } from './page';
import { renderBlocks } from './render-blocks';
import type { RenderContext } from './types';

/** The page entry for `slug`, or a 404 (no entry, an entry for other countries, or an invalid one). */
async function pageOrNotFound(params: Promise<LocaleParams>, slug: string, path?: RenderContext['path']) {
  const { country, lang } = await params;
  const context = renderContextFor(country, lang, { path });
  if (!context) notFound();
  const page = validPage(await loadPage(slug, context.country.code, context.locale), slug);
  if (!page) {
    logPageNotFound(`/${[slug, path?.topCategory, path?.category, path?.subCategory].filter(Boolean).join('/')}`, { country, lang });
    notFound();
  }
  return { page, context };
}

export async function cmsPageMetadata(params: Promise<LocaleParams>, slug: string): Promise<Metadata> {
  const { country, lang } = await params;
  const context = renderContextFor(country, lang);
  if (!context) return {};
  const page = validPage(await loadPage(slug, context.country.code, context.locale), slug);
  if (!page) return {};
  const metadata = pageMetadata(page.fields.title, context.country, context.lang);
  return page.fields.description ? { ...metadata, description: page.fields.description } : metadata;
}

/** Renders a CMS page: its title as the page's h1 (for assistive technology) and its blocks in order. */
export async function CmsPage({ params, slug, path, children }: { params: Promise<LocaleParams>; slug: string; path?: RenderContext['path']; children?: React.ReactNode }) {
  const { page, context } = await pageOrNotFound(params, slug, path);
  const blocks = await renderBlocks(page.fields.blocks ?? [], context);
  return (
    <article className="cms-page" data-page-type={page.fields.pageType}>
      <h1 className="visually-hidden">{page.fields.title}</h1>
      {blocks}
      {children}
    </article>
  );
}
