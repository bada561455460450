import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

// A low cost keeps the unit test fast; the format and comparison are the same as production's.
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Velvet#Rose9', cheap);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Velvet#Rose9', stored)).toBe(true);
    expect(await verifyPassword('velvet#Rose9', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('treats composed and decomposed Unicode the same', async () => {
    const stored = await hashPassword('Caf\u00e9#2024A', cheap);
    expect(await verifyPassword('Cafe\u0301#2024A', stored)).toBe(true);
  });

  it('refuses malformed stored values and flags old costs for rehashing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
    expect(needsRehash(await hashPassword('x', cheap))).toBe(true);
  });
});
