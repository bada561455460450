import { describe, expect, it } from 'vitest';
import { formatMinor } from './money';
import { countries } from '@/config/countries/registry';
import { formatDate, formatMoney, moneyFormat } from './format';

const C = (code: string) => countries.get(code)!;

describe('money and date formatting', () => {
  it("formats integer minor units in the country's currency and locale", () => {
    expect(formatMoney(3500, C('SG'), 'en')).toBe('$35.00');
    expect(formatMoney(500000, C('ID'), 'id')).toBe('Rp\u00a0500.000');
    expect(formatMoney(50000, C('TH'), 'th')).toBe('฿500.00');
    expect(formatMoney(8000, C('MY'), 'en')).toBe('RM\u00a080.00');
    expect(formatMoney(300000, C('PH'), 'en')).toBe('₱3,000.00');
    expect(formatMoney(40000, C('HK'), 'zh')).toBe('HK$400.00');
  });
  it("writes the country's own currency symbol in every language of the country (issue 21 item 15: not \"THB 500.00\")", () => {
    expect(formatMoney(50000, C('TH'), 'en')).toBe('฿500.00');
    expect(formatMoney(40000, C('HK'), 'en')).toBe('HK$400.00');
    expect(formatMoney(500000, C('ID'), 'en')).toBe('Rp\u00a0500.000');
    expect(formatMoney(2500, C('AU'), 'en')).toBe('$25.00');
  });
  it('formats in the browser exactly as on the server, from the format the server hands an island', () => {
    for (const [code, lang] of [['TH', 'en'], ['TH', 'th'], ['HK', 'zh'], ['MY', 'en'], ['ID', 'id']] as const) {
      expect(formatMinor(123456, C(code).currency.code, moneyFormat(C(code), lang))).toBe(formatMoney(123456, C(code), lang));
    }
  });
  it('refuses fractional money', () => {
    expect(() => formatMoney(10.5, C('SG'), 'en')).toThrow(TypeError);
  });
  it("formats dates in the country's time zone and locale", () => {
    const d = Date.UTC(2026, 0, 31, 20, 0); // 31 Jan 20:00 UTC = 1 Feb in Bangkok and Sydney
    expect(formatDate(d, C('TH'), 'en', { day: 'numeric' })).toBe('1');
    expect(formatDate(d, C('MY'), 'en', { day: 'numeric' })).toBe('1');
    expect(formatDate(d, C('PH'), 'en', { day: 'numeric' })).toBe('1');
    expect(formatDate(d, C('SG'), 'en', { day: 'numeric', month: 'short' })).toBe('1 Feb');
    expect(formatDate(d, C('TH'), 'th', { year: 'numeric' })).toMatch(/2569/); // Buddhist era
  });
});
