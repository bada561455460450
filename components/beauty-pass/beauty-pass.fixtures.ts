/** Example Beauty Pass answers for the islands' tests and stories (amounts in SGD cents). */
import type { BeautyPassResponse } from '@/schemas/api/beauty-pass';
import type { Rewards } from '../bag/bag-types';

export const NOW = Date.parse('2026-11-20T04:00:00Z');

export function passFixture(overrides: { tier?: Partial<BeautyPassResponse['tier']>; points?: Partial<BeautyPassResponse['points']>; log?: BeautyPassResponse['log'] } = {}): BeautyPassResponse {
  return {
    tier: {
      tier: 'white', previousTier: 'pink', changedAt: '2026-03-01T02:00:00Z', yearStart: '2026-03-01T02:00:00Z', yearEnd: '2027-03-01T02:00:00Z',
      spend: 12000, keepSpend: 0, nextTier: 'black', nextSpend: 50000, ...overrides.tier,
    },
    points: { balance: 640, expiring: 640, expiresAt: '2028-03-01T02:00:00Z', ...overrides.points },
    log: overrides.log ?? [
      { id: '3', points: -500, source: 'used_points', reference: 'AT-SG-100007', createdAt: '2026-11-02T08:00:00Z' },
      { id: '2', points: 120, source: 'purchase_points_with_order_number', reference: 'AT-SG-100005', createdAt: '2026-10-01T08:00:00Z' },
      { id: '1', points: 1020, source: 'manual_points_adjustment', reference: 'sandbox', createdAt: '2026-03-01T02:00:00Z' },
    ],
  };
}

const image = { url: '/images/reward.svg', width: 160, height: 160, alt: '' };
const brand = { slug: 'kaya-botanics', name: 'Kaya Botanics' };

export function rewardsFixture(overrides: Partial<Rewards> = {}): Rewards {
  return {
    items: [
      { id: 'reward-1-sg', kind: 'product', title: 'Mini lip balm', points: 200, group: 'under_500', available: true, clickAndCollect: true, selected: false, name: 'Lip balm', brand, image },
      { id: 'reward-4-sg', kind: 'product', title: 'Travel serum', points: 450, group: 'under_500', available: false, clickAndCollect: true, selected: false, name: 'Serum', brand, image },
      { id: 'reward-5-sg', kind: 'product', title: 'Full-size palette', points: 600, group: 'from_500', available: true, clickAndCollect: true, selected: false, name: 'Palette', brand, image },
      { id: 'reward-3-sg', kind: 'product', title: 'Full-size lipstick', points: 900, group: 'from_500', available: true, clickAndCollect: true, selected: false, name: 'Velvet Matte Lipstick', brand, image },
      { id: 'reward-6-sg', kind: 'service', title: 'Makeover session', points: 1500, group: 'from_500', available: true, clickAndCollect: false, selected: false, name: 'Makeover session', brand: { slug: 'atelier', name: 'Atelier' }, image },
    ],
    balance: 640,
    signedIn: true,
    ...overrides,
  };
}
