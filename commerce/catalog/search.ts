// Catalogue text search: the matching `listProducts` uses when `q` is set, as-you-type suggestions,
// and the search log behind "popular searches".
//
// Matching, per product over its `product_search` rows in the languages of `searchLanguages`:
//   - full text: `websearch_to_tsquery('simple', unaccent(q))`, or every word with the last one as a
//     prefix (`'velvet' & 'lip':*`, for as-you-type);
//   - typo tolerance: each query word, or a catalogue word (search_words: the words of the products' names,
//     brands and categories) whose trigram `word_similarity` to it is at or above TYPO_THRESHOLD (the `<%`
//     operator, so the trigram index finds them; the database's threshold is set to it), in the name, brand
//     or category ("lipstik" → "lipstick", "moisturizing" → "moisturiser");
//   - Thai and Chinese (no spaces between words): the query is segmented with Intl.Segmenter, as the
//     index was, and every segment must occur in search_text.
//   - before matching, the query's words are rewritten through QUERY_SYNONYMS (spelling variants and
//     everyday words the catalogue does not use: "nail polish" → "nail colour", "口紅" → "唇膏"), and a
//     letter run followed by digits is cut in two ("spf50" → "spf 50", as the catalogue writes it).
// Ranking: an exact (case- and accent-insensitive) product name first, then score — ts_rank, plus 1
// when every word is in the product's name or brand (weight A: "cleansing balm" puts the balms
// before the oils of the category "Cleansing balms & oils"), plus the trigram similarity (Latin) or
// the phrase bonus (Thai, Chinese) — then popularity, then id.
import type { PopularQueries, Suggestions } from '@/schemas/api/catalog';
import type { LanguageCode } from '@/config/countries/types';
import type { CatalogContext, Queryable } from './context';
import { Params, localizedSql, queryCatalog, summaryRowsSql, toSummary, type SummaryRow } from './summary';

import { hanGrams, segmentWords } from './search-index';

export { buildSearchIndex } from './search-index';

/** Word similarity (pg_trgm) from which a query matches a product's search text despite a typo. */
export const TYPO_THRESHOLD = 0.55;
/** Longest query kept (the API refuses longer ones; the log truncates). */
export const MAX_QUERY_LENGTH = 100;
const SUGGESTION_LIMIT = 5;
/** Suggestions rank the this many most popular products that match (a short prefix matches thousands). */
export const SUGGESTION_CANDIDATES = 200;
const POPULAR_DAYS = 30;

/** Trims, collapses white space and lower-cases a query; '' when nothing is left. */
export function normalizeQuery(q: string | null | undefined): string {
  return (q ?? '').normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/**
 * Words shoppers type that the catalogue writes otherwise: [what is typed, what the catalogue says]. Latin
 * entries match whole words; Thai and Chinese ones anywhere (no spaces there). Kept short and general: a
 * spelling variant or an everyday synonym of a catalogue word, never a product's own name.
 */
export const QUERY_SYNONYMS: readonly (readonly [string, string])[] = [
  ['moisturizer', 'moisturiser'],
  ['moisturizers', 'moisturisers'],
  ['color', 'colour'],
  ['nail polish', 'nail colour'],
  ['kutek', 'cat kuku'],
  ['tahan air', 'waterproof'],
  ['merah', 'red'],
  ['สีแดง', 'red'],
  ['紅色', 'red'],
  ['口紅', '唇膏'],
  // Simplified Chinese spellings of the catalogue's (traditional) hair-care words.
  ['洗发水', '洗髮水'],
  ['护发素', '護髮素'],
  ['发膜', '髮膜'],
];

const LATIN_WORD = /^[\p{Script=Latin}\p{N}\s]+$/u;

/** The query as matched: synonyms rewritten (QUERY_SYNONYMS) and "spf50" cut into "spf 50". */
export function rewriteQuery(normalized: string): string {
  let text = ` ${normalized} `;
  for (const [from, to] of QUERY_SYNONYMS) {
    text = LATIN_WORD.test(from) ? text.split(` ${from} `).join(` ${to} `) : text.split(from).join(` ${to} `);
  }
  return text.replace(/(\p{L})(\p{N})/gu, '$1 $2').replace(/\s+/gu, ' ').trim();
}

const THAI = /\p{Script=Thai}/u;
const HAN = /\p{Script=Han}/u;

/**
 * The words of a query. Thai and Chinese are written without spaces, so a query with such
 * characters is cut into words by Intl.Segmenter (the way the index cut product texts); other
 * queries split on anything that is not a letter, mark or digit.
 */
export function queryWords(q: string): { words: string[]; segmented: boolean; script: 'latin' | 'thai' | 'han' } {
  const text = normalizeQuery(q);
  const script = THAI.test(text) ? 'thai' : HAN.test(text) ? 'han' : 'latin';
  if (!text) return { words: [], segmented: false, script };
  if (script !== 'latin') {
    // Cut exactly as the index cut product texts (search-index.ts).
    const words = segmentWords(text)
      .split(' ')
      .map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
      .filter(Boolean);
    return { words, segmented: true, script };
  }
  return { words: text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean), segmented: false, script };
}

/**
 * The `product_search` languages a query is matched against. A Thai query: the Thai rows; a Chinese
 * one: the Chinese rows. Otherwise the request's and the country's languages and English, without
 * Thai and Chinese (their rows hold no Latin text that the English row lacks; skipping them halves
 * the trigram work).
 */
export function searchLanguages(ctx: CatalogContext, script: 'latin' | 'thai' | 'han' = 'latin'): string[] {
  if (script === 'thai') return ['th'];
  if (script === 'han') return ['zh'];
  return [...new Set([ctx.lang, ...ctx.country.languages, 'en'])].filter((l) => l !== 'th' && l !== 'zh');
}

/** Narrowing of a match before it is scored (as-you-type suggestions at a retailer's size). */
export interface MatchOptions {
  /** Score only the this many most popular matching products (and with soldIn, only those priced there). */
  mostPopular?: number;
  /** Placeholder of the country whose priced products count toward mostPopular. */
  soldIn?: string;
}

export interface TextMatch {
  /** CTEs `sq` (the parsed query: wq, pq, qn, segs) and `m` (id, score: the products that match). */
  ctes: string;
  /** SQL boolean: the product is named exactly the query, in any language. Needs `m` in scope. */
  exact: string;
}

/**
 * The SQL that matches query q; null when q has nothing to search for (empty or only punctuation).
 * Every value from q is a parameter; the tsquery text is built only from letters, marks and digits.
 */
export function textMatch(p: Params, ctx: CatalogContext, q: string, options: MatchOptions = {}): TextMatch | null {
  const normalized = rewriteQuery(normalizeQuery(q).slice(0, MAX_QUERY_LENGTH));
  const { words, segmented, script } = queryWords(normalized);
  if (words.length === 0) return null;
  // 'a' & 'b':* — words hold only \p{L}\p{M}\p{N}, so no quote or operator can get in.
  const prefixQuery = words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
  // The same words, each in the name or brand (weight A): 'a':A & 'b':*A.
  const nameQuery = words.map((w, i) => `'${w}':${i === words.length - 1 ? '*' : ''}A`).join(' & ');
  const qParam = p.add(segmented ? words.join(' ') : normalized);
  const pqParam = p.add(prefixQuery);
  const nqParam = p.add(nameQuery);
  // One Latin word: a row with the whole word in its name or brand (weight A, which search_text holds too) is as
  // close as can be — word_similarity would say 1 — so the trigram measure is computed only for the other rows (it
  // was 11 of a search's 37 ms for the 1,375 products that say "lipstick").
  const wholeWordInName = !segmented && words.length === 1 ? p.add(`'${words[0]}':A`) : null;
  const qnParam = p.add(normalized);
  const segsParam = p.add(segmented ? words : []);
  const langsParam = p.add(searchLanguages(ctx, script));
  // Score: ts_rank plus, for Latin text, the trigram word similarity; for Thai and Chinese (where
  // trigram similarity is costly and says little) a bonus when the segments occur as one phrase.
  const closeness = segmented
    ? `CASE WHEN strpos(ps.search_text, array_to_string(sq.segs, ' ')) > 0 THEN 0.5 ELSE 0 END`
    : wholeWordInName
      ? 'CASE WHEN ps.document @@ sq.wa THEN 1 ELSE word_similarity(sq.qn, ps.search_text) END'
      : 'word_similarity(sq.qn, ps.search_text)';
  const inLanguages = (a: string) => `${a}.lang = ANY(${langsParam}::text[])`;
  // A Chinese segment's characters and pairs (han_grams, migration 0045): the index finds the rows that have them all
  // — a trigram index cannot narrow a segment of two characters — and LIKE checks those.
  const grams = segmented ? [...new Set(words.flatMap((w) => hanGrams(w)))] : [];
  // Thai and Chinese: every segment somewhere in the (segmented) search text — one LIKE each, so the trigram index
  // finds the candidates (segments hold only letters, marks and digits: no wildcard), and for Chinese the index of
  // characters and pairs — beside the words as written.
  // Latin: beside the words as written, the typo query `sq.tq` (below): each word, or a catalogue word close to it,
  // in the name, brand or category (weights A and B: what search_text holds).
  const matchedRows = (cap: (a: string) => string) =>
    `SELECT ps.* FROM product_search ps CROSS JOIN sq
     WHERE ${cap('ps')}${inLanguages('ps')} AND (ps.document @@ sq.wq OR ps.document @@ sq.pq OR ${
       segmented
         ? `(${[...(grams.length ? [`ps.han_grams @> ${p.add(grams)}::text[]`] : []), ...words.map((w) => `ps.search_text LIKE ${p.add(`%${w.toLowerCase()}%`)}`)].join(' AND ')})`
         : 'ps.document @@ sq.tq'
     })`;
  // The typo query: for every query word the catalogue words (search_words, migration 0044) whose word_similarity to
  // it reaches TYPO_THRESHOLD — the `<%` operator the trigram index answers (migration 0031 sets
  // pg_trgm.word_similarity_threshold to it) — ORed, in the name, brand or category; the words ANDed. A word with no
  // close catalogue word is left out (as the whole query's similarity to a product's text let one unknown word pass:
  // "sampo anti ketombe" finds the anti-dandruff shampoo); NULL (no typo match) when no word has one. "lipstik" →
  // 'lipstick':AB; "eye liner" → ('eye' | 'eyes' | 'eyeliner' | …) & ('liner' | 'eyeliner'). Catalogue words are
  // lexemes of the 'simple' parser (letters and digits); any other is left out rather than quoted into the query.
  const typoQuery = segmented
    ? 'NULL::tsquery'
    : `(SELECT to_tsquery('simple', string_agg(x.alternatives, ' & ' ORDER BY x.i))
          FROM (SELECT q.i, '(' || string_agg('''' || sw.word || ''':AB', ' | ') || ')' AS alternatives
                  FROM unnest(${p.add(words)}::text[]) WITH ORDINALITY AS q(word, i)
                  JOIN search_words sw ON sw.lang = ANY(${langsParam}::text[]) AND lower(unaccent(q.word)) <% sw.word
                 WHERE sw.word ~ '^[[:alnum:]]+$'
                 GROUP BY q.i) x
        HAVING count(*) > 0)`;
  // The most popular matching products first, found through the same indexes before any is scored: ranking a
  // short prefix's thousands of matches would cost more than every other step of a suggestion. Sold in a country:
  // popularity is read from the product's row there (product_prices_country holds it: no visit to products).
  const noCap = () => '';
  const capped = options.mostPopular
    ? `
    capped AS (
      ${
        options.soldIn
          ? `SELECT pp.product_id AS id FROM product_prices pp
      WHERE pp.country = ${options.soldIn} AND pp.product_id IN (SELECT mr.product_id FROM (${matchedRows(noCap)}) mr)
      ORDER BY pp.popularity DESC, pp.product_id`
          : `SELECT p.id FROM products p
      WHERE p.id IN (SELECT mr.product_id FROM (${matchedRows(noCap)}) mr)
      ORDER BY p.popularity DESC, p.id`
      }
      LIMIT ${p.add(options.mostPopular)}
    ),`
    : '';
  const inCapped = (a: string) => `${a}.product_id IN (SELECT id FROM capped) AND `;
  const ctes = `
    sq AS (
      SELECT websearch_to_tsquery('simple', unaccent(${qParam})) AS wq,
             to_tsquery('simple', unaccent(${pqParam})) AS pq,
             to_tsquery('simple', unaccent(${nqParam})) AS nq,
             ${wholeWordInName ? `to_tsquery('simple', unaccent(${wholeWordInName}))` : 'NULL::tsquery'} AS wa,
             ${typoQuery} AS tq,
             lower(unaccent(${qnParam})) AS qn,
             ARRAY(SELECT lower(unaccent(s)) FROM unnest(${segsParam}::text[]) s) AS segs
    ),${capped}
    m AS (
      SELECT ps.product_id AS id,
             max(ts_rank(ps.document, sq.pq) + CASE WHEN ps.document @@ sq.nq THEN 1 ELSE 0 END + ${closeness}) AS score,
             -- Named exactly q in some language: name_keys holds every language's name (search-index.ts).
             bool_or(sq.qn = ANY(ps.name_keys)) AS exact
      FROM (${matchedRows(capped ? inCapped : noCap)}) ps CROSS JOIN sq
      GROUP BY ps.product_id
    )`;
  // The name in any of the product's languages (a Thai shopper may type the Thai or the English name).
  return { ctes, exact: 'm.exact' };
}

/** SQL boolean: product (alias) has a variant priced in the country (placeholder): its row in product_prices. */
export function pricedInSql(productAlias: string, countryParam: string): string {
  return `EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = ${productAlias}.id AND pp.country = ${countryParam})`;
}

/** As-you-type: up to 5 products, 5 brands and 5 categories sold in the country that match q. */
export async function searchSuggestions(db: Queryable, ctx: CatalogContext, q: string): Promise<Suggestions> {
  // The query as typed (trimmed), so the client can match the answer to its input.
  const query = (q ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const empty: Suggestions = { query, products: [], brands: [], categories: [] };
  if (!normalizeQuery(query)) return empty;

  const p = new Params();
  const country = p.add(ctx.country.code);
  const match = textMatch(p, ctx, query, { mostPopular: SUGGESTION_CANDIDATES, soldIn: country });
  if (!match) return empty;
  const lang = p.add(ctx.lang);
  const limit = p.add(SUGGESTION_LIMIT);
  const threshold = TYPO_THRESHOLD;
  const categoryName = localizedSql('c.name', lang);

  const sql = `
    WITH ${match.ctes},
    ranked AS (
      SELECT p.id, row_number() OVER (ORDER BY ${match.exact} DESC, m.score DESC, p.popularity DESC, p.id) AS ord, NULL::int AS pref_variant_id
      FROM m JOIN products p ON p.id = m.id CROSS JOIN sq
      WHERE ${pricedInSql('p', country)}
      ORDER BY ord
      LIMIT ${limit}
    ),
    product_rows AS (${summaryRowsSql(p, ctx, 'ranked')}),
    -- Brands: a word of the name starting with q first (the name's start before that), then typo matches.
    brand_rows AS (
      SELECT b.slug, b.name,
             row_number() OVER (ORDER BY starts_with(x.n, sq.qn) DESC, strpos(' ' || x.n, ' ' || sq.qn) > 0 DESC, word_similarity(sq.qn, x.n) DESC, x.n, b.id) AS ord
      FROM brands b CROSS JOIN sq CROSS JOIN LATERAL (SELECT lower(unaccent(b.name)) AS n) x
        -- Sold here: one product of the brand priced in the country, looked up per matching brand (products_brand, then
        -- product_prices) and no further than the first: a LATERAL with LIMIT, as for categories below (the EXISTS it
        -- replaces was planned as a hash join of every product priced in the country: 25,000 rows at retail size).
        CROSS JOIN LATERAL (SELECT 1 FROM products bp WHERE bp.brand_id = b.id AND ${pricedInSql('bp', country)} LIMIT 1) sold
      WHERE (strpos(' ' || x.n, ' ' || sq.qn) > 0 OR word_similarity(sq.qn, x.n) >= ${threshold})
      ORDER BY ord
      LIMIT ${limit}
    ),
    -- Categories with products sold here whose name (in the language or in English) contains q or nearly does.
    category_rows AS (
      SELECT c.path, ${categoryName} AS name,
             row_number() OVER (ORDER BY (starts_with(x.n, sq.qn) OR starts_with(x.en, sq.qn)) DESC,
                                         greatest(word_similarity(sq.qn, x.n), word_similarity(sq.qn, x.en)) DESC, c.level, c.position, c.path) AS ord
      FROM categories c CROSS JOIN sq CROSS JOIN LATERAL (SELECT lower(unaccent(${categoryName})) AS n, lower(unaccent(coalesce(c.name->>'en', ''))) AS en) x
        -- Sold here: one product of the category or below it priced in the country, looked up per matching category
        -- (products_category, then product_prices) and no further than the first (a LATERAL with LIMIT: an EXISTS
        -- would be planned as a join of every product priced in the country).
        CROSS JOIN LATERAL (SELECT 1 FROM categories leaf JOIN products cp ON cp.category_id = leaf.id
                            WHERE (leaf.path = c.path OR left(leaf.path, length(c.path) + 1) = c.path || '/') AND ${pricedInSql('cp', country)}
                            LIMIT 1) sold
      WHERE (strpos(x.n, sq.qn) > 0 OR strpos(x.en, sq.qn) > 0 OR word_similarity(sq.qn, x.n) >= ${threshold} OR word_similarity(sq.qn, x.en) >= ${threshold})
      ORDER BY ord
      LIMIT ${limit}
    )
    SELECT
      (SELECT coalesce(jsonb_agg(to_jsonb(r) ORDER BY r.ord), '[]'::jsonb) FROM product_rows r) AS products,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('slug', b.slug, 'name', b.name) ORDER BY b.ord), '[]'::jsonb) FROM brand_rows b) AS brands,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('path', c.path, 'name', c.name) ORDER BY c.ord), '[]'::jsonb) FROM category_rows c) AS categories`;
  const [row] = await queryCatalog<{ products: SummaryRow[]; brands: Suggestions['brands']; categories: Suggestions['categories'] }>(db, sql, p.values);
  return {
    query,
    products: row.products.map((r) => {
      const s = toSummary(r, ctx);
      return { id: s.id, slug: s.slug, name: s.name, brand: s.brand, image: s.image, price: s.price };
    }),
    brands: row.brands,
    categories: row.categories,
  };
}

/** Searches of one visitor logged per hour at most; more are answered but not counted (a rate limit in PostgreSQL). */
export const LOGGED_SEARCHES_PER_VISITOR_HOUR = 20;

/**
 * The characters a popular search may hold in each interface language (one rule for logging and for listing, so
 * it is written once, as regular-expression ranges both JavaScript and PostgreSQL read): digits, a few marks
 * people type between words (`&`, `'`, `.`, `-`, `+`, `/`, `%`), and the letters of the scripts the language is
 * written in — Latin for English and Indonesian; Thai, or Chinese, besides Latin (brand names) for Thai and
 * Chinese. Anything else is no text a shopper of that language typed: a byte sequence decoded as U+FFFD, a
 * control character, markup, another script. Lower case only: the log holds normalized queries.
 */
const HAN_CHARS = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const LATIN_CHARS = 'a-z\\u00df-\\u00f6\\u00f8-\\u024f\\u0300-\\u036f\\u1e00-\\u1eff';
const SCRIPT_CHARS: Record<LanguageCode, string> = {
  en: LATIN_CHARS,
  id: LATIN_CHARS,
  th: `${LATIN_CHARS}\\u0e01-\\u0e3a\\u0e40-\\u0e4e`,
  zh: `${LATIN_CHARS}${HAN_CHARS}`,
};
/** The whole query is of these characters (the pattern, as JavaScript and PostgreSQL both read it). */
export const popularTextPattern = (lang: LanguageCode): string => `^[${SCRIPT_CHARS[lang]}0-9 &'\\u2019.+/%-]+$`;
/** A percent sign before a hex digit: an escape left undecoded (`%a`, `%2f`), never text a shopper typed. */
export const UNDECODED_ESCAPE = '%[0-9a-f]';
/** Fewest different visitors who searched a query before it is listed as popular (one visitor makes no trend). */
export const MIN_POPULAR_VISITORS = 3;

/** Whether a normalized query is valid text of `lang` (`popularTextPattern`, and no undecoded escape). */
export const textOfLanguage = (query: string, lang: LanguageCode): boolean =>
  new RegExp(popularTextPattern(lang), 'u').test(query) && !new RegExp(UNDECODED_ESCAPE, 'u').test(query);

/**
 * Whether a normalized query may be listed as a popular search: at least 2 characters (1 when it has a Chinese
 * character: one is a word there), at least one of them a letter or digit, and valid text of one of `langs`.
 */
export function listableQuery(query: string, langs: readonly LanguageCode[]): boolean {
  if (!/[\p{L}\p{N}]/u.test(query) || !langs.some((lang) => textOfLanguage(query, lang))) return false;
  return [...query].length >= (HAN.test(query) ? 1 : 2);
}

/**
 * Records a search for popular queries — normalized, and only one that found products and is listable as text of
 * the request's language or another of the country's (an English page in Thailand may be searched in Thai; which
 * shopper is shown it is `popularQueries`' choice) — as one search of `visitor` (an opaque key, see
 * `server/search-visitor.ts`). A visitor's searches beyond
 * LOGGED_SEARCHES_PER_VISITOR_HOUR in the hour are not logged: the quota row is taken with one conditional upsert in
 * the same statement as the log, so the limit holds across store instances. Answers whether the search was logged.
 */
export async function logSearch(db: Queryable, ctx: CatalogContext, q: string, resultCount: number, visitor: string): Promise<boolean> {
  const query = normalizeQuery(q).slice(0, MAX_QUERY_LENGTH).trim();
  if (!query || resultCount <= 0 || !listableQuery(query, [ctx.lang, ...ctx.country.languages]) || !visitor) return false;
  const { rowCount } = await db.query(
    `WITH quota AS (
       INSERT INTO search_visitor_quota AS q (visitor, window_start, used) VALUES ($5, date_trunc('hour', now()), 1)
       ON CONFLICT (visitor, window_start) DO UPDATE SET used = q.used + 1 WHERE q.used < $6
       RETURNING 1
     ), earlier AS (
       DELETE FROM search_visitor_quota WHERE visitor = $5 AND window_start < date_trunc('hour', now())
     )
     INSERT INTO search_queries (country, lang, query, result_count, visitor) SELECT $1, $2, $3, $4, $5 FROM quota`,
    [ctx.country.code, ctx.lang, query, Math.trunc(resultCount), visitor, LOGGED_SEARCHES_PER_VISITOR_HOUR],
  );
  return rowCount === 1;
}

/**
 * The most searched queries in the country over the last 30 days, as a shopper of `ctx.lang` is shown them:
 * searches that found something, counted once per visitor (so no visitor can push a term up), searched by at least
 * MIN_POPULAR_VISITORS visitors, and valid text of the shopper's language (the rule `logSearch` records by, checked
 * again here: rows logged before it, or in another language of the country, are in the table too).
 */
export async function popularQueries(db: Queryable, ctx: CatalogContext, limit = 8): Promise<PopularQueries['items']> {
  return queryCatalog<PopularQueries['items'][number]>(
    db,
    `SELECT query, count(DISTINCT coalesce(visitor, 'row:' || id))::int AS count
     FROM search_queries
     WHERE country = $1 AND created_at > now() - make_interval(days => $2) AND result_count > 0
       AND query ~ $4 AND query !~ $5 AND (char_length(query) >= 2 OR query ~ $7)
     GROUP BY query
     HAVING count(DISTINCT coalesce(visitor, 'row:' || id)) >= $6
     ORDER BY count(DISTINCT coalesce(visitor, 'row:' || id)) DESC, max(created_at) DESC, query
     LIMIT $3`,
    [ctx.country.code, POPULAR_DAYS, Math.max(0, Math.trunc(limit)), popularTextPattern(ctx.lang), UNDECODED_ESCAPE, MIN_POPULAR_VISITORS, `[${HAN_CHARS}]`],
  );
}
