import { describe, expect, it } from 'vitest';
import { configuredSecret, secretEquals } from './revalidate-secret';

describe('configuredSecret', () => {
  it('takes the environment’s secret, with or without the sandbox', () => {
    expect(configuredSecret('from-env', 'dev-default', {})).toBe('from-env');
    expect(configuredSecret('from-env', 'dev-default', { ATELIER_SANDBOX: 'on' })).toBe('from-env');
  });

  it('falls back to the development default only with the developer sandbox on', () => {
    expect(configuredSecret(undefined, 'dev-default', { ATELIER_SANDBOX: 'on' })).toBe('dev-default');
    expect(configuredSecret(undefined, 'dev-default', {})).toBeNull();
    expect(configuredSecret('', 'dev-default', { ATELIER_SANDBOX: 'off' })).toBeNull();
  });
});

describe('secretEquals', () => {
  it('matches the expected secret only, and nothing when none is expected', () => {
    expect(secretEquals('s3cret', 's3cret')).toBe(true);
    expect(secretEquals('s3cret', 's3cret!')).toBe(false);
    expect(secretEquals('', '')).toBe(false);
    expect(secretEquals('dev-default', null)).toBe(false);
  });
});
