import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { instalmentPlan, payLaterProvider, payLaterProviderName, splitInstalments } from './pay-later';

const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

describe('pay-later instalments', () => {
  it('splits into equal whole minor units, the first carrying what does not divide', () => {
    expect(splitInstalments(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitInstalments(8_100, 4)).toEqual([2_025, 2_025, 2_025, 2_025]);
    expect(splitInstalments(8_103, 4)).toEqual([2_028, 2_025, 2_025, 2_025]);
    expect(splitInstalments(2, 3)).toEqual([2, 0, 0]);
    expect(splitInstalments(0, 4)).toEqual([0, 0, 0, 0]);
  });

  it('adds up to the total exactly, for any total and count', () => {
    for (const count of [1, 2, 3, 4, 6]) {
      for (const total of [1, 7, 99, 1_001, 405_000, 12_345_679, 2_147_483_647]) {
        const parts = splitInstalments(total, count);
        expect(parts).toHaveLength(count);
        expect(sum(parts), `${total} / ${count}`).toBe(total);
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(count);
      }
    }
  });

  it('refuses amounts that are not whole minor units and plans without instalments', () => {
    expect(() => splitInstalments(10.5, 3)).toThrow(RangeError);
    expect(() => splitInstalments(-1, 3)).toThrow(RangeError);
    expect(() => splitInstalments(100, 0)).toThrow(RangeError);
  });

  it('dates the instalments in the country’s time zone', () => {
    const lateEvening = new Date('2026-11-19T18:30:00Z'); // already the 20th in Bangkok
    expect(instalmentPlan(9_000, payLaterProvider('atome')!, lateEvening, 'Asia/Bangkok').map((i) => i.dueDate)).toEqual(['2026-11-20', '2026-12-20', '2027-01-19']);
    expect(instalmentPlan(9_000, payLaterProvider('atome')!, lateEvening).map((i) => i.dueDate)[0]).toBe('2026-11-19');
  });

  it('rupiah (no decimals) split by Kredivo: whole rupiah, monthly due dates from the start', () => {
    const plan = instalmentPlan(405_000 + 1, payLaterProvider('kredivo')!, new Date('2026-11-20T03:15:00Z'));
    expect(plan).toEqual([
      { number: 1, amount: 135_001, dueDate: '2026-11-20' },
      { number: 2, amount: 135_000, dueDate: '2026-12-20' },
      { number: 3, amount: 135_000, dueDate: '2027-01-19' },
    ]);
  });

  it('knows every provider a country offers, by its own name', () => {
    for (const country of countries.list) {
      for (const id of country.buyNowPayLaterProviders) {
        const provider = payLaterProvider(id);
        expect(provider, `${country.code} ${id}`).toBeDefined();
        expect(provider!.instalments).toBeGreaterThanOrEqual(2);
        expect(provider!.intervalDays).toBeGreaterThan(0);
      }
    }
    expect(payLaterProviderName('grabpay_later')).toBe('GrabPay Later');
    expect(payLaterProviderName('some_new_provider')).toBe('Some New Provider');
    expect(payLaterProvider('toString')).toBeUndefined();
  });
});
