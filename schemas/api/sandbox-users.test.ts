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

describe('sandbox users: points that expire soon (issue 30, item 16)', () => {
  it('takes a number of days with points, and refuses days without points or out of range with a readable message', () => {
    expect(SandboxUserCreate.parse({ points: 1000, pointsExpiringInDays: 10 })).toEqual({ points: 1000, pointsExpiringInDays: 10 });
    const issues = (body: unknown) => SandboxUserCreate.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ pointsExpiringInDays: 10 })).toEqual(['pointsExpiringInDays: pointsExpiringInDays needs points to expire (points above 0)']);
    expect(issues({ points: 0, pointsExpiringInDays: 10 })).toEqual(['pointsExpiringInDays: pointsExpiringInDays needs points to expire (points above 0)']);
    expect(issues({ points: 10, pointsExpiringInDays: 0 })?.[0]).toMatch(/^pointsExpiringInDays: /);
    expect(issues({ points: 10, pointsExpiringInDays: 366 })?.[0]).toMatch(/^pointsExpiringInDays: /);
    expect(issues({ points: 10, pointsExpiringInDays: 1.5 })?.[0]).toMatch(/^pointsExpiringInDays: /);
  });
});
