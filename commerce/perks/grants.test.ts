import { describe, expect, it } from 'vitest';
import { endOfMonth, grantsFor, offerState, type MemberFacts, type OfferDefinition } from './grants';

const now = new Date('2026-11-22T03:00:00Z');
const member = (overrides: Partial<MemberFacts> = {}): MemberFacts => ({ tier: 'white', birthDate: '1990-05-04', isEmployee: false, joinedAt: new Date('2026-01-01T00:00:00Z'), timeZone: 'Asia/Singapore', ...overrides });
const def = (overrides: Partial<OfferDefinition>): OfferDefinition => ({ id: 'd', perkType: 'ten_percent_off', audience: 'member', tiers: ['pink', 'white', 'black', 'gold'], effect: 'percent_off', validDays: 90, maxRedemptions: 1, ...overrides });

describe('grantsFor', () => {
  it('gives every member the tier offers they qualify for, once, valid for its days', () => {
    const grants = grantsFor(member(), [def({ id: 'ten' }), def({ id: 'gold', perkType: 'gold_welcome', tiers: ['gold'] })], now);
    expect(grants).toEqual([{ definitionId: 'ten', period: 'once', validFrom: now, validUntil: new Date('2027-02-20T03:00:00Z'), maxRedemptions: 1 }]);
    expect(grantsFor(member({ tier: 'gold' }), [def({ id: 'gold', tiers: ['gold'] })], now).map((g) => g.definitionId)).toEqual(['gold']);
  });

  it('gives birthday offers in the birthday month only (the country time zone), once per year, to the month end', () => {
    const birthday = def({ id: 'bday', audience: 'birthday', perkType: 'birthday_voucher', effect: 'amount_off' });
    expect(grantsFor(member(), [birthday], now)).toEqual([]);
    const grants = grantsFor(member({ birthDate: '1990-11-30' }), [birthday], now);
    expect(grants).toEqual([{ definitionId: 'bday', period: '2026', validFrom: now, validUntil: new Date('2026-11-30T16:00:00Z'), maxRedemptions: 1 }]); // 1 December 00:00 in Singapore
    // 30 November 20:00 UTC is already 1 December in Singapore.
    expect(grantsFor(member({ birthDate: '1990-12-01' }), [birthday], new Date('2026-11-30T20:00:00Z'))).toHaveLength(1);
  });

  it('gives the welcome voucher only within its days after joining, and the staff perk only to employees', () => {
    const welcome = def({ id: 'welcome', audience: 'new_member', perkType: 'welcome_voucher', validDays: 30 });
    expect(grantsFor(member({ joinedAt: new Date('2026-11-01T00:00:00Z') }), [welcome], now)).toHaveLength(1);
    expect(grantsFor(member({ joinedAt: new Date('2026-10-01T00:00:00Z') }), [welcome], now)).toEqual([]);
    const staff = def({ id: 'staff', audience: 'employee', perkType: 'staff_discount', effect: 'automatic', validDays: null });
    expect(grantsFor(member(), [staff], now)).toEqual([]);
    expect(grantsFor(member({ isEmployee: true }), [staff], now)[0]).toMatchObject({ definitionId: 'staff', validUntil: null });
  });

  it('ends a month at the first instant of the next in the country\'s time zone (December rolls into January)', () => {
    expect(endOfMonth(new Date('2026-12-31T23:00:00Z'), 'UTC')).toEqual(new Date('2027-01-01T00:00:00Z'));
    // 31 December 23:00 UTC is already 1 January in Singapore: the month that ends is January.
    expect(endOfMonth(new Date('2026-12-31T23:00:00Z'), 'Asia/Singapore')).toEqual(new Date('2027-01-31T16:00:00Z'));
    expect(endOfMonth(new Date('2026-12-15T00:00:00Z'), 'Asia/Bangkok')).toEqual(new Date('2026-12-31T17:00:00Z'));
  });

  it('follows daylight saving: the next month starts at local midnight whatever the offset', () => {
    // Sydney: summer time (UTC+11) until 5 April 2026 and from 4 October 2026, else UTC+10.
    expect(endOfMonth(new Date('2026-03-15T00:00:00Z'), 'Australia/Sydney')).toEqual(new Date('2026-03-31T13:00:00Z'));
    expect(endOfMonth(new Date('2026-04-15T00:00:00Z'), 'Australia/Sydney')).toEqual(new Date('2026-04-30T14:00:00Z'));
    expect(endOfMonth(new Date('2026-09-15T00:00:00Z'), 'Australia/Sydney')).toEqual(new Date('2026-09-30T14:00:00Z'));
    expect(endOfMonth(new Date('2026-10-15T00:00:00Z'), 'Pacific/Auckland')).toEqual(new Date('2026-10-31T11:00:00Z'));
  });

  it('a birthday offer granted on the 1st in Singapore (still the 30th in UTC) lasts the whole Singapore month', () => {
    const [grant] = grantsFor(member({ birthDate: '1990-12-01' }), [def({ id: 'bday', audience: 'birthday', perkType: 'birthday_voucher', validDays: null })], new Date('2026-11-30T20:00:00Z'));
    expect(grant.validUntil).toEqual(new Date('2026-12-31T16:00:00Z'));
  });
});

describe('offerState', () => {
  const offer = { effect: 'percent_off' as const, redeemed: 0, maxRedemptions: 1, validFrom: new Date('2026-11-01T00:00:00Z'), validUntil: new Date('2026-12-01T00:00:00Z') };
  it('is available, fully redeemed, expired at its valid-till instant, or automatic', () => {
    expect(offerState(offer, now)).toBe('available');
    expect(offerState({ ...offer, redeemed: 1 }, now)).toBe('fully_redeemed');
    expect(offerState(offer, new Date('2026-12-01T00:00:00Z'))).toBe('expired');
    expect(offerState({ ...offer, effect: 'automatic' }, now)).toBe('automatic');
  });
});
