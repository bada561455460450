// Turns the judged queries' rules (queries.ts) into the slugs a shopper expects, from the generated
// demo catalogue: the same data the seed writes, so the judgement follows the catalogue, not the engine.
import { catalogSeedData } from '@/demo-data/catalog';
import type { ProductSeed } from '@/demo-data/catalog';
import { EVAL_COUNTRY, JUDGED_QUERIES, type EvalLang, type JudgedQuery, type Rule } from './queries';

/** Lower case, accents and punctuation folded to spaces: "Maison Lumière" ≈ "maison lumiere". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}%+]+/gu, ' ')
    .trim();
}

const contains = (haystack: string, needle: string) => ` ${fold(haystack)} `.includes(` ${fold(needle)}`) || (/[^\x00-\u024f]/.test(needle) && fold(haystack).includes(fold(needle)));

function matches(p: ProductSeed, rule: Rule): boolean {
  if (rule.type !== undefined && ![rule.type].flat().includes(p.productType)) return false;
  if (rule.cat !== undefined && p.category !== rule.cat && !p.category.startsWith(`${rule.cat}/`)) return false;
  if (rule.brand !== undefined && p.brand !== rule.brand) return false;
  if (rule.name !== undefined && !Object.values(p.content).some((c) => c && contains(c.name, rule.name!))) return false;
  if (rule.shade !== undefined && !p.variants.some((v) => v.shadeName && contains(v.shadeName, rule.shade!))) return false;
  if (rule.attr !== undefined) {
    const [key, ...values] = rule.attr;
    const have = [p.attributes[key] ?? []].flat();
    if (!values.some((v) => have.includes(v))) return false;
  }
  return true;
}

/** The slugs relevant to one query in a country: matching any of its rules and sold there. */
export function relevantSlugs(query: JudgedQuery, country: string): Set<string> {
  const out = new Set<string>();
  for (const p of catalogSeedData().products) {
    if (p.notSoldIn.includes(country)) continue;
    if (query.expect.some((rule) => matches(p, rule))) out.add(p.slug);
  }
  return out;
}

export interface JudgedCase extends JudgedQuery {
  lang: EvalLang;
  country: string;
  relevant: Set<string>;
}

/** Every judged query with its relevant slugs, language by language. */
export function judgedCases(): JudgedCase[] {
  return (Object.keys(JUDGED_QUERIES) as EvalLang[]).flatMap((lang) =>
    JUDGED_QUERIES[lang].map((query) => ({ ...query, lang, country: EVAL_COUNTRY[lang], relevant: relevantSlugs(query, EVAL_COUNTRY[lang]) })),
  );
}
