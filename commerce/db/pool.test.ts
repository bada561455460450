import { describe, expect, it } from 'vitest';
import { poolMax } from './pool';

describe('poolMax (DATABASE_POOL_MAX)', () => {
  it('keeps 10 connections per instance when unset', () => {
    expect(poolMax(undefined)).toBe(10);
    expect(poolMax('')).toBe(10);
  });
  it('takes the configured size', () => {
    expect(poolMax('4')).toBe(4);
  });
  it('refuses a size that is not a whole number from 1 to 100, naming the variable', () => {
    expect(() => poolMax('0')).toThrow('DATABASE_POOL_MAX must be a whole number from 1 to 100, not "0"');
    expect(() => poolMax('2.5')).toThrow(/DATABASE_POOL_MAX/);
    expect(() => poolMax('many')).toThrow(/DATABASE_POOL_MAX/);
  });
});
