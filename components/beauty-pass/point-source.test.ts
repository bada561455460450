import { describe, expect, it } from 'vitest';
import { POINT_SOURCES } from '@/commerce/loyalty/ledger';
import { pageContextFor } from '@/lib/locale/page-context';
import { sourceWords } from './point-source';
import { beautyPassLabels } from './server-labels';

const labels = beautyPassLabels(pageContextFor('sg', 'en')!);
const words = (source: string, reference: string | null = null, points = 10) => sourceWords({ source, reference, points }, labels);

describe('points log sources in words (SPEC §3)', () => {
  it('every source of the ledger has its own words', () => {
    const texts = POINT_SOURCES.map((source) => words(source, 'AT-SG-1').text);
    expect(texts).not.toContain(labels['source.other']);
    expect(new Set(texts).size).toBe(POINT_SOURCES.length);
  });

  it('an order’s points link to the order; taken back, they say the order was cancelled', () => {
    expect(words('purchase_points_with_order_number', 'AT-SG-100005', 120)).toEqual({ text: 'Order AT-SG-100005', order: 'AT-SG-100005' });
    expect(words('purchase_points_with_order_number', 'AT-SG-100005', -120)).toEqual({ text: 'Order AT-SG-100005 cancelled', order: 'AT-SG-100005' });
  });

  it('a reward redeemed in an order links to it', () => {
    expect(words('used_points', 'AT-SG-100007', -500)).toEqual({ text: 'Reward redeemed in order AT-SG-100007', order: 'AT-SG-100007' });
    expect(words('used_points', null, -500)).toEqual({ text: 'Points used on a reward' });
  });

  it('names the product of a registration and of a review', () => {
    expect(words('registration_of_atelier_app_account').text).toBe('Registration of your Atelier app account');
    expect(words('product_review_with_name', 'Velvet Matte Lipstick').text).toBe('Review of Velvet Matte Lipstick');
  });

  it('plain sources in words; an unknown source is still shown', () => {
    expect(words('expired_points', 'expired 2026-01-01', -40).text).toBe('Points expired');
    expect(words('completed_beauty_profile').text).toBe('Beauty profile completed');
    expect(words('something_new').text).toBe('Points activity');
  });
});
