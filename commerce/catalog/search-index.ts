// The search index builder: one `product_search` row per product and language (en, id, th, zh).
//
// - `document`: to_tsvector('simple', unaccent(text)) with weights — A: name and brand, B: category
//   names and product type, C: attribute values and shade names, D: description. Languages other than English also
//   carry the English name and category names (at the same weights), so "lipstick" finds lipsticks
//   on the Thai site too.
// - `search_text`: lower(unaccent(brand + name + category names)) for trigram matching; the Thai and
//   Chinese rows add the shade names and ATTRIBUTE_WORDS, for their segment check ("ลิปสติก Classic Red",
//   "รองพื้นแมตต์"). Latin rows find shades through `document` and stay short: word_similarity is
//   computed row by row, so its cost grows with the text.
// - Thai and Chinese have no spaces between words: text in those scripts is split into words with
//   Intl.Segmenter before indexing. Queries must be split the same way: use `segmentWords(q)`.
//
// search.ts (the query side) re-exports buildSearchIndex from here.
import type { Queryable } from './context';

/** Bump when the indexed text changes shape, so the seed rebuilds the index. */
export const SEARCH_INDEX_VERSION = 4;

const INDEX_LANGS = ['en', 'id', 'th', 'zh'] as const;
type IndexLang = (typeof INDEX_LANGS)[number];

const THAI = /[\u0E00-\u0E7F]/;
const CJK = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/;
const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(locale: 'th' | 'zh'): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, s);
  }
  return s;
}

/**
 * Puts spaces between the words of Thai and Chinese text (other text is returned as is), so that
 * full-text search and trigrams see words: "ลิปสติกเนื้อแมตต์" → "ลิปสติก เนื้อ แมตต์".
 */
export function segmentWords(text: string): string {
  const locale = THAI.test(text) ? 'th' : CJK.test(text) ? 'zh' : undefined;
  if (!locale) return text;
  const words: string[] = [];
  for (const part of segmenter(locale).segment(text)) {
    if (part.isWordLike) words.push(part.segment);
    else if (part.segment.trim()) words.push(part.segment.trim());
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

const HAN_RUN = /[\p{Script=Han}]+/gu;

/**
 * The Han characters of a text and each pair of adjacent ones within a run ("潤唇膏" → 潤, 唇, 膏, 潤唇, 唇膏), once
 * each: what product_search.han_grams holds, so that a Chinese segment of one or two characters is found through an
 * index (a trigram needs three).
 */
export function hanGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const run of text.match(HAN_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      grams.add(c);
      if (i > 0) grams.add(chars[i - 1] + c);
    });
  }
  return [...grams];
}

interface ProductRow {
  id: number;
  content: Record<string, { name?: string; description?: string } | undefined>;
  product_type: string;
  attributes: Record<string, string | string[]>;
  brand_name: string;
  /** Category names, top level first, each { en, th, … }. */
  category_names: Record<string, string>[];
  /** The variants' shade names ("Classic Red 11"), in variant order. */
  shades: string[] | null;
}

export interface SearchDocumentParts {
  name: string;
  brand: string;
  category: string;
  attributes: string;
  /** Shade names, without a palette's running number ("Classic Red 11" → "Classic Red"). */
  shades: string;
  /** ATTRIBUTE_WORDS of the product's attribute values in this language. */
  attributeWords: string;
  description: string;
}

const words = (s: string) => s.replace(/[-_/]+/g, ' ');

/**
 * Attribute values (English in the catalogue) as Thai and Chinese shoppers type them: indexed in those
 * rows beside the English value, so "รองพื้นแมตต์" and "霧面唇膏" find the matte ones whose local name does
 * not say so. The facet values shoppers combine with a product word most: finish, waterproof, vegan,
 * fragrance-free, and a few key ingredients and notes.
 */
export const ATTRIBUTE_WORDS: Readonly<Record<string, Partial<Record<IndexLang, string>>>> = {
  matte: { th: 'แมตต์', zh: '霧面' },
  dewy: { th: 'ฉ่ำวาว', zh: '水光' },
  waterproof: { th: 'กันน้ำ', zh: '防水' },
  vegan: { th: 'วีแกน', zh: '純素' },
  'fragrance-free': { th: 'ไร้น้ำหอม', zh: '無香料' },
  centella: { th: 'ใบบัวบก', zh: '積雪草' },
  'rice-ferment': { th: 'ข้าวหมัก', zh: '米發酵' },
  oud: { th: 'ไม้กฤษณา', zh: '沉香' },
  rose: { th: 'กุหลาบ', zh: '玫瑰' },
};

/** The texts indexed for one product in one language (exported for tests and for search.ts's own checks). */
export function searchDocumentParts(row: ProductRow, lang: IndexLang): SearchDocumentParts {
  const local = row.content[lang];
  const en = row.content.en ?? {};
  const name = [local?.name ?? en.name ?? '', lang !== 'en' && local?.name && local.name !== en.name ? en.name : '']
    .filter(Boolean)
    .join(' ');
  const categories = row.category_names.flatMap((n) => {
    const localName = n[lang] ?? n.en;
    return lang !== 'en' && n.en && n.en !== localName ? [localName, n.en] : [localName];
  });
  const values = Object.values(row.attributes ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v]));
  const attributes = values.map(words).join(' ');
  const attributeWords = [...new Set(values.map((v) => ATTRIBUTE_WORDS[v]?.[lang]).filter((w): w is string => Boolean(w)))].join(' ');
  return {
    name: segmentWords(name),
    brand: row.brand_name,
    category: segmentWords(`${categories.join(' ')} ${words(row.product_type)}`),
    attributes,
    shades: [...new Set((row.shades ?? []).map((s) => s.replace(/\s+\d+$/u, '')))].join(' '),
    attributeWords,
    description: segmentWords(local?.description ?? en.description ?? ''),
  };
}

/**
 * (Re)builds the index for the given products, or for every product. Upserts, so it is safe to run
 * at any time; rows of deleted products go with them (ON DELETE CASCADE).
 */
export async function buildSearchIndex(db: Queryable, productIds?: readonly number[]): Promise<{ products: number; rows: number }> {
  if (productIds && productIds.length === 0) return { products: 0, rows: 0 };
  const { rows } = await db.query<ProductRow>(
    `SELECT p.id, p.content, p.product_type, p.attributes, b.name AS brand_name,
            (SELECT coalesce(jsonb_agg(c.name ORDER BY c.level), '[]'::jsonb)
               FROM categories leaf
               JOIN categories c ON leaf.path = c.path OR leaf.path LIKE c.path || '/%'
              WHERE leaf.id = p.category_id) AS category_names,
            (SELECT array_agg(v.shade_name ORDER BY v.position, v.id) FROM variants v
              WHERE v.product_id = p.id AND v.shade_name IS NOT NULL) AS shades
       FROM products p
       JOIN brands b ON b.id = p.brand_id
      WHERE $1::int[] IS NULL OR p.id = ANY($1::int[])
      ORDER BY p.id`,
    [productIds ? [...productIds] : null],
  );

  const cols: Record<keyof SearchDocumentParts | 'id' | 'lang' | 'hanGrams', (string | number)[]> = {
    id: [], lang: [], name: [], brand: [], category: [], attributes: [], shades: [], attributeWords: [], description: [], hanGrams: [],
  };
  for (const row of rows) {
    for (const lang of INDEX_LANGS) {
      const parts = searchDocumentParts(row, lang);
      cols.id.push(row.id);
      cols.lang.push(lang);
      cols.name.push(parts.name);
      cols.brand.push(parts.brand);
      cols.category.push(parts.category);
      cols.attributes.push(parts.attributes);
      cols.shades.push(parts.shades);
      cols.attributeWords.push(parts.attributeWords);
      cols.description.push(parts.description);
      // The Han characters and pairs of what search_text holds (below): brand, name, category, and in the Thai and
      // Chinese rows the shades and attribute words. Space-separated (no gram holds a space).
      const searched = [parts.brand, parts.name, parts.category, ...(lang === 'th' || lang === 'zh' ? [parts.shades, parts.attributeWords] : [])];
      cols.hanGrams.push(hanGrams(searched.join(' ')).join(' '));
    }
  }
  if (cols.id.length === 0) return { products: 0, rows: 0 };

  await db.query(
    `INSERT INTO product_search AS t (product_id, lang, document, search_text, name_keys, han_grams)
     SELECT d.id, d.lang,
            setweight(to_tsvector('simple', unaccent(d.name || ' ' || d.brand)), 'A') ||
            setweight(to_tsvector('simple', unaccent(d.category)), 'B') ||
            setweight(to_tsvector('simple', unaccent(d.attributes || ' ' || d.shades || ' ' || d.attribute_words)), 'C') ||
            setweight(to_tsvector('simple', unaccent(d.description)), 'D'),
            lower(unaccent(d.brand || ' ' || d.name || ' ' || d.category ||
                           CASE WHEN d.lang IN ('th', 'zh') THEN ' ' || d.shades || ' ' || d.attribute_words ELSE '' END)),
            -- The product's names in every language, as a query naming it exactly is compared (search.ts, exact).
            ARRAY(SELECT DISTINCT lower(unaccent(e.value->>'name')) FROM products p CROSS JOIN jsonb_each(p.content) e
                   WHERE p.id = d.id AND e.value->>'name' IS NOT NULL),
            coalesce(string_to_array(nullif(d.han_grams, ''), ' '), '{}')
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
            AS d(id, lang, name, brand, category, attributes, shades, attribute_words, description, han_grams)
     ON CONFLICT (product_id, lang) DO UPDATE
        SET document = excluded.document, search_text = excluded.search_text, name_keys = excluded.name_keys, han_grams = excluded.han_grams
      WHERE (t.document, t.search_text, t.name_keys, t.han_grams) IS DISTINCT FROM (excluded.document, excluded.search_text, excluded.name_keys, excluded.han_grams)`,
    [cols.id, cols.lang, cols.name, cols.brand, cols.category, cols.attributes, cols.shades, cols.attributeWords, cols.description, cols.hanGrams],
  );
  // The words of the search texts, for typo tolerance (migration 0044; search.ts).
  await db.query(
    `INSERT INTO search_words (lang, word)
     SELECT DISTINCT ps.lang, w.word
       FROM product_search ps CROSS JOIN unnest(tsvector_to_array(to_tsvector('simple', ps.search_text))) AS w(word)
      WHERE ps.product_id = ANY($1::int[])
     ON CONFLICT DO NOTHING`,
    [[...new Set(cols.id)]],
  );
  return { products: rows.length, rows: cols.id.length };
}
