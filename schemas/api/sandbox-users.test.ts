import { describe, expect, it } from 'vitest';
import { SandboxUserCreate, SandboxUserUpdate } from './sandbox-users';

describe('sandbox users: names are checked as registration checks them', () => {
  it('refuses a markup-like first name with the registration message (it answered 500 when registration refused it later)', () => {
    const created = SandboxUserCreate.safeParse({ firstName: '<img src=x onerror=alert(1)>' });
    expect(created.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['firstName: First name must not contain < > or control characters']);
    const updated = SandboxUserUpdate.safeParse({ lastName: 'a\u0000b' });
    expect(updated.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['lastName: Last name must not contain < > or control characters']);
  });

  it('takes what registration takes, and nothing at all', () => {
    expect(SandboxUserCreate.parse({ firstName: ' Ayu ', email: 'AYU@Example.com' })).toEqual({ firstName: 'Ayu', email: 'ayu@example.com' });
    expect(SandboxUserCreate.parse({})).toEqual({});
  });
});
