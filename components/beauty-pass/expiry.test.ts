import { describe, expect, it } from 'vitest';
import { expiresSoon } from './expiry';

const NOW = Date.parse('2026-11-20T00:00:00Z');
const inDays = (days: number) => new Date(NOW + days * 24 * 60 * 60 * 1000).toISOString();

describe('points expiry popup rule', () => {
  it('warns when points expire within 30 days', () => {
    expect(expiresSoon({ expiring: 300, expiresAt: inDays(1) }, NOW)).toBe(true);
    expect(expiresSoon({ expiring: 300, expiresAt: inDays(30) }, NOW)).toBe(true);
  });

  it('does not warn later than 30 days, after the date, or with nothing expiring', () => {
    expect(expiresSoon({ expiring: 300, expiresAt: inDays(31) }, NOW)).toBe(false);
    expect(expiresSoon({ expiring: 300, expiresAt: inDays(-1) }, NOW)).toBe(false);
    expect(expiresSoon({ expiring: 0, expiresAt: null }, NOW)).toBe(false);
  });
});
