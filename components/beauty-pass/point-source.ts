/**
 * A points log entry's source in words (SPEC §3 point log sources), with the order it links to when it has
 * one: `purchase_points_with_order_number` (earned, or taken back when the order was cancelled) and
 * `used_points` (a reward redeemed in an order). `registration_of_{product}_account` names the product;
 * `product_review_with_name` names the reviewed product (the entry's reference).
 */
import { fill } from '@/lib/i18n/plural-templates';
import type { BeautyPassLabels } from './labels';

export interface LogEntry {
  points: number;
  source: string;
  reference: string | null;
}

export interface SourceWords {
  text: string;
  /** The order number to link to, when the entry belongs to an order. */
  order?: string;
}

const PLAIN = [
  'manual_points_adjustment', 'level_redemption', 'expired_points', 'survey_points', 'loyalty_points', 'online_review', 'published_review',
  'completed_beauty_profile', 'downloaded_mobile_app', 'referred_mobile_app', 'bonus_points', 'purchase_points',
] as const;
type PlainSource = (typeof PLAIN)[number];
const isPlain = (source: string): source is PlainSource => (PLAIN as readonly string[]).includes(source);

/** `registration_of_atelier_app_account` → `Atelier app`. */
function productOf(source: string): string | null {
  const match = /^registration_of_(.+)_account$/.exec(source);
  if (!match) return null;
  const words = match[1].replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function sourceWords(entry: LogEntry, labels: BeautyPassLabels): SourceWords {
  const { source, reference, points } = entry;
  if (isPlain(source)) return { text: labels[`source.${source}`] };
  if (source === 'purchase_points_with_order_number' && reference) {
    return { text: fill(labels[points < 0 ? 'source.purchase_points_cancelled' : 'source.purchase_points_with_order_number'], { number: reference }), order: reference };
  }
  if (source === 'used_points') {
    return reference ? { text: fill(labels['source.used_points_order'], { number: reference }), order: reference } : { text: labels['source.used_points'] };
  }
  if (source === 'product_review_with_name' && reference) return { text: fill(labels['source.product_review_with_name'], { product: reference }) };
  const product = productOf(source);
  if (product) return { text: fill(labels['source.registration'], { product }) };
  return { text: labels['source.other'] };
}
