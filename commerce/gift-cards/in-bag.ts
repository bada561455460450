/**
 * The card applied to a bag, read without the bag service (which feeds its balance to the pricing): the
 * card's row, and whether it can pay in the bag's country now.
 */
import type { Queryable } from '../catalog/context';
import { GIFT_CARD_MESSAGES } from '@/schemas/api/gift-cards';

export interface CardRow {
  id: string;
  country: string;
  currency: string;
  status: 'pending' | 'active' | 'void';
  balance: number;
  code_last4: string;
  expires_at: Date;
}

export const CARD_COLUMNS = 'c.id::text, c.country, c.currency, c.status, c.balance, c.code_last4, c.expires_at';

/** Why a card cannot pay in this bag, or null. */
export function usableProblem(card: CardRow, country: string, now: Date): string | null {
  if (card.country !== country) return GIFT_CARD_MESSAGES.otherCountry;
  if (card.expires_at <= now) return GIFT_CARD_MESSAGES.expired;
  if (card.balance <= 0) return GIFT_CARD_MESSAGES.empty;
  return null;
}

export async function bagCard(db: Queryable, bagId: string): Promise<CardRow | undefined> {
  const { rows } = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM bag_gift_cards g JOIN gift_cards c ON c.id = g.gift_card_id WHERE g.bag_id = $1`, [bagId]);
  return rows[0];
}

/** What the bag's card can pay (its balance when usable here, else 0): the pricing's `giftCard` input. */
export async function bagGiftCardBalance(db: Queryable, bagId: string | undefined, country: string, now: Date): Promise<number> {
  const card = bagId ? await bagCard(db, bagId) : undefined;
  return card && card.status === 'active' && !usableProblem(card, country, now) ? card.balance : 0;
}


/**
 * At sign-in, the guest bag's card follows it into the member's bag. A bag holds one card: the member's own
 * applied card wins, else the guest's moves over (the guest bag is deleted right after).
 */
export async function carryBagGiftCard(db: Queryable, guestBagId: string, memberBagId: string): Promise<void> {
  await db.query(
    `INSERT INTO bag_gift_cards (bag_id, gift_card_id, applied_at)
     SELECT $2, gift_card_id, applied_at FROM bag_gift_cards WHERE bag_id = $1
     ON CONFLICT (bag_id) DO NOTHING`,
    [guestBagId, memberBagId],
  );
}
