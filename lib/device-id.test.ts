import { describe, expect, it } from 'vitest';
import { isDeviceId, newDeviceId } from './device-id';

describe('device id', () => {
  it('issues ids it accepts, each new', () => {
    const a = newDeviceId();
    const b = newDeviceId();
    expect(isDeviceId(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('refuses a missing, short, long or odd cookie value', () => {
    for (const value of [undefined, null, '', 'short', 'x'.repeat(101), 'has space inside', 'semi;colon-value', '../../etc/passwd']) expect(isDeviceId(value)).toBe(false);
    expect(isDeviceId('abcdEFGH-1234_5678')).toBe(true);
  });
});
