import { describe, expect, it } from 'vitest';
import { checkPassword, passwordViolations, type PasswordInput } from './password-rules';

const register = (password: string, extra: Partial<PasswordInput> = {}): PasswordInput => ({
  password,
  confirmation: password,
  email: 'mei@example.com',
  purpose: 'register',
  ...extra,
});

describe('password rules (SPEC §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordViolations(register('Velvet#Rose9'))).toEqual([]);
  });

  it.each([
    ['AUTH_MS_PV_001', 'Ab#1xyz'],
    ['AUTH_MS_PV_002', 'Velvet#Rose'],
    ['AUTH_MS_PV_003', 'VelvetRose9'],
    ['AUTH_MS_PV_004', 'velvet#rose9'],
    ['AUTH_MS_PV_004', 'VELVET#ROSE9'],
  ])('%s is reported for %s', (code, password) => {
    expect(passwordViolations(register(password))).toEqual([code]);
  });

  it('AUTH_MS_PV_003: any non-alphanumeric counts, letters of other scripts do not', () => {
    expect(passwordViolations(register('Velvet.Rose9'))).toEqual([]);
    expect(passwordViolations(register('Velvetรักษ์Rose9'))).toEqual(['AUTH_MS_PV_003']);
  });

  it('AUTH_MS_PV_005: on registration the password must not equal the email (any case)', () => {
    expect(passwordViolations(register('Mei@Example.com1', { email: 'mei@example.com1' }))).toEqual(['AUTH_MS_PV_005']);
  });

  it('AUTH_MS_PV_006: on reset and change, not the email nor one of the previous 2 passwords', () => {
    const reset = register('Velvet#Rose9', { purpose: 'reset' });
    expect(passwordViolations(reset)).toEqual([]);
    expect(passwordViolations({ ...reset, reusesPreviousPassword: true })).toEqual(['AUTH_MS_PV_006']);
    expect(passwordViolations({ ...reset, purpose: 'change', email: 'Velvet#Rose9' })).toEqual(['AUTH_MS_PV_006']);
    expect(checkPassword(reset).map((r) => r.code)).not.toContain('AUTH_MS_PV_005');
  });

  it('AUTH_MS_PV_007: both entries must match', () => {
    expect(passwordViolations(register('Velvet#Rose9', { confirmation: 'Velvet#Rose8' }))).toEqual(['AUTH_MS_PV_007']);
    expect(passwordViolations(register('', { confirmation: '' }))).toContain('AUTH_MS_PV_007');
  });

  it('lists every applicable rule in code order, for the checklist shown as the user types', () => {
    expect(checkPassword(register('a')).map((r) => `${r.code}:${r.met}`)).toEqual([
      'AUTH_MS_PV_001:false',
      'AUTH_MS_PV_002:false',
      'AUTH_MS_PV_003:false',
      'AUTH_MS_PV_004:false',
      'AUTH_MS_PV_005:true',
      'AUTH_MS_PV_007:true',
    ]);
  });
});
