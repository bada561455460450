// What the CMS content (demo-data/content/entries) already refers to, for tests that check the catalogue
// agrees with it: brand slugs and names, and the category paths of the category pages' tiles.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Entry {
  sys: { id: string; contentType: string };
  fields: Record<string, Record<string, unknown>>;
}

const entriesDir = fileURLToPath(new URL('../content/entries/', import.meta.url));
const read = (file: string): Entry[] => JSON.parse(readFileSync(`${entriesDir}${file}`, 'utf8')) as Entry[];
const DEFAULT_LOCALE = 'en-SG';

/** The CMS brands: slug, name and house-brand flag. */
export function cmsBrands(): { slug: string; name: string; houseBrand: boolean }[] {
  return read('brands.json')
    .filter((e) => e.sys.contentType === 'brand')
    .map((e) => ({
      slug: String(e.fields.slug[DEFAULT_LOCALE]),
      name: String(e.fields.name[DEFAULT_LOCALE]),
      houseBrand: e.fields.houseBrand?.[DEFAULT_LOCALE] === true,
    }));
}

/** Category paths the category pages link to: "makeup", "makeup/lips", … (from /pages/… tile links). */
export function cmsCategoryPaths(): string[] {
  const paths = new Set<string>();
  for (const e of read('pages-categories.json')) {
    if (e.sys.contentType === 'page' && e.fields.pageType?.[DEFAULT_LOCALE] === 'category') paths.add(String(e.fields.slug[DEFAULT_LOCALE]));
    const href = e.fields.href?.[DEFAULT_LOCALE];
    const match = typeof href === 'string' ? /^\/pages\/([a-z0-9-]+\/[a-z0-9-]+)$/.exec(href) : null;
    if (match) paths.add(match[1]);
  }
  return [...paths].sort();
}
