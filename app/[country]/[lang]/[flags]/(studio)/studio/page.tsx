import Link from 'next/link';
import type { Metadata } from 'next';
import { countries } from '@/config/countries/registry';
import { requireEditorPage } from '@/server/studio/access';
import { listPages } from '@/server/studio/content';
import { NewPageForm } from '@/components/studio/NewPageForm';

// Editors see the content source's latest state: rendered on every request, never prerendered or cached.
export const instant = false;

const STATUS_TEXT = { draft: 'Draft', published: 'Published', changed: 'Changed since publish' } as const;

/** The access check runs here too: metadata resolves before anything streams, so a shopper's 403 is the answer's status. */
export async function generateMetadata(): Promise<Metadata> {
  await requireEditorPage('/studio');
  return { title: 'Pages · Studio · Atelier' };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

/** `/studio`: every page entry (slug, countries, status, last change), searched by slug or title, filtered by country. */
export default async function StudioPages({ searchParams }: { searchParams: SearchParams }) {
  await requireEditorPage('/studio');
  const params = await searchParams;
  const q = one(params.q).toLowerCase();
  const country = countries.get(one(params.country))?.code ?? '';
  const pages = (await listPages()).filter(
    (p) => (!q || p.slug.toLowerCase().includes(q) || p.title.toLowerCase().includes(q)) && (!country || p.countries.length === 0 || p.countries.includes(country)),
  );
  return (
    <>
      <h1>Pages</h1>
      <form method="get" className="studio-search" role="search" aria-label="Pages">
        <label className="studio-field">
          <span>Search pages</span>
          <input type="search" name="q" defaultValue={one(params.q)} />
        </label>
        <label className="studio-field">
          <span>Country</span>
          <select name="country" defaultValue={country}>
            <option value="">Every country</option>
            {countries.list.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show pages</button>
      </form>
      <p role="status">
        {pages.length} {pages.length === 1 ? 'page' : 'pages'}
      </p>
      <table className="studio-table">
        <caption className="visually-hidden">Pages, latest change first</caption>
        <thead>
          <tr>
            <th scope="col">Slug</th>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Countries</th>
            <th scope="col">Status</th>
            <th scope="col">Last change (UTC)</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <Link href={`/studio/pages/${encodeURIComponent(p.id)}`}>{p.slug}</Link>
              </th>
              <td>{p.title}</td>
              <td>{p.pageType}</td>
              <td>{p.countries.length ? p.countries.join(', ') : 'All'}</td>
              <td>{STATUS_TEXT[p.status]}</td>
              <td>
                <time dateTime={p.updatedAt}>{p.updatedAt.slice(0, 16).replace('T', ' ')}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <NewPageForm countries={countries.list.map((c) => ({ code: c.code, name: c.name }))} />
    </>
  );
}
