import type { Metadata } from 'next';
import { z } from 'zod';
import { loadEntry, loadPage } from '@/server/content/pages';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { renderContextFor } from '@/renderer/context';
import { renderBlocks } from '@/renderer/render-blocks';
import type { ContentEntry } from '@/renderer/types';
import { validateFields } from '@/renderer/validate';
import pageSchema from '@/schemas/cms/page.schema.json';
import { ContentEntry as ContentEntrySchema, EntryIdParams } from '@/schemas/api/content';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Content test (developer page)', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

const MAX_JSON = 20_000;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');
const Slug = z.string().regex(/^[a-z0-9][a-z0-9/-]{0,199}$/, 'A page slug is lower-case letters, digits, dashes and slashes');

type Wanted = { kind: 'none' } | { kind: 'error'; message: string } | { kind: 'json'; entry: ContentEntry } | { kind: 'id'; id: string } | { kind: 'slug'; slug: string };

/** What the form asks for: edited JSON first, else an entry id, else a page slug; a readable message when it is malformed. */
function wanted(query: Record<string, string | string[] | undefined>): Wanted {
  const json = one(query.json);
  if (json) {
    if (json.length > MAX_JSON) return { kind: 'error', message: `The JSON is longer than ${MAX_JSON} characters.` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (error) {
      return { kind: 'error', message: `The JSON does not parse: ${error instanceof Error ? error.message : String(error)}` };
    }
    const entry = ContentEntrySchema.safeParse(parsed);
    return entry.success ? { kind: 'json', entry: entry.data as ContentEntry } : { kind: 'error', message: `An entry is { id, contentType, fields }: ${entry.error.issues.map((i) => `${i.path.join('.') || 'entry'} ${i.message}`).join('; ')}` };
  }
  const id = one(query.id);
  if (id) {
    const valid = EntryIdParams.safeParse({ id });
    return valid.success ? { kind: 'id', id } : { kind: 'error', message: valid.error.issues[0].message };
  }
  const slug = one(query.slug);
  if (slug) {
    const valid = Slug.safeParse(slug);
    return valid.success ? { kind: 'slug', slug } : { kind: 'error', message: valid.error.issues[0].message };
  }
  return { kind: 'none' };
}

async function Rendered({ searchParams, context }: { searchParams: Search; context: PageContext }) {
  const query = await searchParams;
  const ask = wanted(query);
  if (ask.kind === 'none') return <p>Give an entry id (e.g. <code>gifts-hero</code>) or a page slug (e.g. <code>about</code>).</p>;
  if (ask.kind === 'error') return <p role="alert">{ask.message}</p>;
  const preview = one(query.preview) === '1';
  const render = renderContextFor(context.country.code.toLowerCase(), context.lang, { preview: { selectedUserSegments: [] } })!;
  const entry =
    ask.kind === 'json' ? ask.entry : ask.kind === 'id' ? await loadEntry(ask.id, render.locale, preview) : await loadPage(ask.slug, context.country.code, render.locale, preview);
  if (!entry) return <p role="alert">{ask.kind === 'id' ? `No entry ${ask.id} in ${render.locale}.` : `No page ${ask.kind === 'slug' ? ask.slug : ''} for ${context.country.code} in ${render.locale}.`}</p>;

  const isPage = entry.contentType === 'page';
  const pageCheck = isPage ? validateFields(pageSchema, entry.fields) : null;
  const blocks = isPage ? ((Array.isArray(entry.fields.blocks) ? entry.fields.blocks : []) as ContentEntry[]) : [entry];
  const rendered = await renderBlocks(blocks, render);
  return (
    <>
      <section aria-labelledby="content-entry">
        <h2 id="content-entry">{`${entry.contentType} ${entry.id}`}</h2>
        <p>{`${render.locale}${preview ? ', preview (drafts)' : ', published'}${isPage ? `, ${blocks.length} block(s)` : ''}`}</p>
        {pageCheck ? (
          pageCheck.valid ? <p>The page entry is valid.</p> : (
            <div role="alert">
              <p>The page entry fails its schema (the route would be a 404):</p>
              <ul>{pageCheck.errors.map((e, i) => <li key={i}><code>{e.path}</code> {e.message}</li>)}</ul>
            </div>
          )
        ) : null}
      </section>
      <section aria-label="Rendered blocks">
        {rendered.length ? rendered : <p>Nothing rendered.</p>}
      </section>
      <form method="get" className="sandbox-page" aria-label="Edit and render">
        <label htmlFor="content-json">Entry JSON (edit and render again; nothing is saved)</label>
        <textarea id="content-json" name="json" rows={16} defaultValue={JSON.stringify(entry, null, 2)} className="sandbox-json" />
        <button type="submit" className="button button--secondary">Render this JSON</button>
      </form>
    </>
  );
}

/**
 * Developer page: render a content entry (by id) or a page (by slug) through the renderer as an editor's preview
 * does, with each skipped block's report (unknown type, ajv errors, failed data) in place — or an edited copy
 * of its JSON, to see what a change would do before publishing it.
 */
export default async function SandboxContentPage({ params, searchParams }: { params: Promise<LocaleParams>; searchParams: Search }) {
  const context = await resolvePageContext(params);
  return (
    <SandboxShell title="Content test" intro="Developer page. Renders content through the store’s renderer, reporting invalid blocks in place." indexHref={context.href('/sandbox')} loading="Rendering…">
      <form method="get" className="sandbox-form" aria-label="Content to render">
        <label>Entry id<input name="id" autoComplete="off" placeholder="gifts-hero" /></label>
        <label>Page slug<input name="slug" autoComplete="off" placeholder="about" /></label>
        <label><input type="checkbox" name="preview" value="1" /> Preview (drafts)</label>
        <button type="submit" className="button">Render</button>
      </form>
      <Rendered searchParams={searchParams} context={context} />
    </SandboxShell>
  );
}
