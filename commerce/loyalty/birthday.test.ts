import { describe, expect, it } from 'vitest';
import { isBirthdayMonth } from './points';

describe('birthday month (double points)', () => {
  it('is the birth month in the country’s time zone', () => {
    // 31 March 20:00 UTC is already 1 April in Bangkok (UTC+7), still March in UTC.
    const now = new Date('2026-03-31T20:00:00.000Z');
    expect(isBirthdayMonth('1990-04-15', now, 'Asia/Bangkok')).toBe(true);
    expect(isBirthdayMonth('1990-04-15', now, 'UTC')).toBe(false);
    expect(isBirthdayMonth('1990-03-02', now, 'UTC')).toBe(true);
  });
});
