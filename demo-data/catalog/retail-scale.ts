// The retailer-sized catalogue (`SEED_SCALE=retail`): the demo catalogue's products first, unchanged, then
// about 55 times as many from the same leaf templates, brands and texts. A template has only so many line ×
// noun names, so the further products belong to a collection ("Pro", "Daily", …) and some to an edition
// ("Mini", "Travel Size", …), each named in the four catalogue languages the way a retailer's range reads.
import { l10n, type CatalogLang, type L10n } from './l10n';

export type SeedScale = 'demo' | 'retail';

export const SEED_SCALES: readonly SeedScale[] = ['demo', 'retail'];

/** Products per template at retail scale, as a multiple of the demo count (454 → about 25,000). */
export const RETAIL_MULTIPLIER = 55;

/** `SEED_SCALE` of the environment: unset is the demo catalogue; anything else unknown is refused. */
export function seedScaleFromEnv(value: string | undefined = process.env.SEED_SCALE): SeedScale {
  if (value === undefined || value === '') return 'demo';
  if ((SEED_SCALES as readonly string[]).includes(value)) return value as SeedScale;
  throw new Error(`SEED_SCALE=${value} is not a catalogue size: use ${SEED_SCALES.join(' or ')} (unset: demo)`);
}

/** Collections a brand's range is sold in. */
export const COLLECTIONS: readonly L10n[] = [
  l10n('Pro', 'โปร', 'Pro', '專業'),
  l10n('Daily', 'เดลี่', 'Harian', '日常'),
  l10n('Luxe', 'ลักซ์', 'Luxe', '奢華'),
  l10n('Studio', 'สตูดิโอ', 'Studio', '工作室'),
  l10n('Pure', 'เพียว', 'Murni', '純淨'),
  l10n('Bloom', 'บลูม', 'Bloom', '花漾'),
  l10n('Glow', 'โกลว์', 'Glow', '光采'),
  l10n('Silk', 'ซิลค์', 'Sutra', '絲滑'),
  l10n('Hydra', 'ไฮดรา', 'Hydra', '水潤'),
  l10n('Calm', 'คาล์ม', 'Calm', '舒緩'),
  l10n('Bright', 'ไบรท์', 'Cerah', '亮白'),
  l10n('Air', 'แอร์', 'Air', '輕盈'),
  l10n('Prime', 'ไพรม์', 'Prime', '極致'),
  l10n('Dew', 'ดิว', 'Embun', '露珠'),
  l10n('Active', 'แอคทีฟ', 'Aktif', '活力'),
  l10n('Noble', 'โนเบิล', 'Noble', '典藏'),
];

/** Editions of a collection product; `null` is the standard one. */
export const EDITIONS: readonly (L10n | null)[] = [
  null,
  l10n('Mini', 'มินิ', 'Mini', '迷你裝'),
  l10n('Travel Size', 'ขนาดพกพา', 'Ukuran Travel', '旅行裝'),
  l10n('Limited Edition', 'ลิมิเต็ด อิดิชั่น', 'Edisi Terbatas', '限量版'),
  l10n('Duo', 'ดูโอ', 'Duo', '雙件組'),
  l10n('Refill', 'รีฟิล', 'Isi Ulang', '補充裝'),
];

export interface Series {
  collection: L10n;
  edition: L10n | null;
}

/** Every collection × edition, standard editions first. */
export const SERIES: readonly Series[] = EDITIONS.flatMap((edition) => COLLECTIONS.map((collection) => ({ collection, edition })));

/** A product's name within a series, from its name without one: where each language puts such words. */
export function seriesName(lang: CatalogLang, base: string, { collection, edition }: Series): string {
  const e = edition ? edition[lang] : '';
  switch (lang) {
    case 'en':
      return [collection.en, base, e].filter(Boolean).join(' ');
    case 'zh':
      return `${collection.zh}${base}${e ? ` ${e}` : ''}`;
    default:
      return [base, collection[lang], e].filter(Boolean).join(' ');
  }
}
