import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '../db/migrate';
import { foundationSeedSteps, runSeed } from '@/demo-data/seed';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';
import { listOutbox } from '../outbox/outbox';
import { RegisterBody, type RegisterInput } from '@/schemas/api/accounts';
import { accountView, findAccountByEmail, newCardNumber, readLoyaltyStanding, registerAccount, setPassword } from './accounts';
import { withTransaction } from '../db/pool';
import { requestPasswordReset, requestUnlock, resetPassword, sendUnlockLink, unlockAccount, LINK_LIFETIME_MS } from './account-links';
import { FAILURE_WINDOW_MS, MAX_FAILURES, SLOWDOWN, signIn, slowdownMs } from './sign-in';
import { endSession, refreshSession, ROTATION_GRACE_MS, startSession } from './sessions';
import { verifyAccessToken } from './tokens';
import { verifyPassword } from './passwords';
import { linkIdentity, issueDevelopmentIdToken, developmentIdentityProvider, readLinkToken, signInWithSocial } from './social';

// Every password check is counted, so the lockout race test can tell how many passwords were checked.
vi.mock('./passwords', async (original) => {
  const actual = await original<typeof import('./passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PASSWORD = 'Rosewood15!';
const target = { origin: () => 'http://localhost:3000' };
/** Links on each country's own storefront domain, as in production. */
const storefront = { origin: (country: { domain: string }) => `https://${country.domain}` };
let counter = 0;
const uniqueEmail = () => `shopper${++counter}.${Date.now()}@example.com`;

function registration(overrides: Partial<RegisterInput> = {}) {
  return RegisterBody.parse({
    email: uniqueEmail(),
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    firstName: 'Mali',
    lastName: 'Chaiyaporn',
    mobile: { callingCode: '+66', number: '081 234 5678' },
    birthDate: '1995-04-12',
    consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true, marketing: true },
    ...overrides,
  });
}

const ctx = (now = new Date()) => ({ country: 'TH', language: 'th', now });

/** The token in the newest outbox link to `path` for a recipient. */
async function linkToken(pool: pg.Pool, recipient: string, path: string): Promise<string> {
  const [message] = (await listOutbox(pool, { recipient })).filter((m) => m.body.includes(path));
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(message?.body ?? '');
  if (!match) throw new Error(`no ${path} link for ${recipient}`);
  return match[1];
}

describe.each(databasesUnderTest())('accounts on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    process.env.AUTH_JWT_SECRET ??= 'a-test-signing-key-of-at-least-thirty-two-bytes';
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 10 });
    await runMigrations(pool, { dir: MIGRATIONS_DIR });
    await runSeed(pool, foundationSeedSteps, () => undefined);
  });

  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  describe('registration', () => {
    it('stores the account with SPEC §3 fields, a Luhn card number and a hashed password', async () => {
      const input = registration();
      const result = await registerAccount(pool, input, ctx(new Date('2026-11-22T00:00:00Z')));
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const view = accountView(result.account, await readLoyaltyStanding(pool, result.account.id), new Date('2026-11-22T00:00:00Z'));
      expect(view).toMatchObject({ isEmployee: false, age: 31, loyaltyPoints: 0, loyaltyTier: 'pink', tierPointsCounter: 0, email: input.email, country: 'TH', mobile: { callingCode: '+66', number: '0812345678' }, marketingConsent: true });
      expect(view.emailSHA256).toMatch(/^[0-9a-f]{64}$/);
      expect(view.emailMD5).toMatch(/^[0-9a-f]{32}$/);
      expect(view.cardNumber).toMatch(/^6010\d{12}$/);
      expect(result.account.password_hash).toMatch(/^scrypt\$/);
      expect(result.account.password_hash).not.toContain(PASSWORD);
    });

    it('refuses a password that breaks the rules, on the server, with the codes', async () => {
      const email = uniqueEmail();
      const result = await registerAccount(pool, registration({ email, password: email, passwordConfirmation: 'other' }), ctx());
      expect(result).toEqual({ ok: false, reason: 'password_rules', codes: ['AUTH_MS_PV_004', 'AUTH_MS_PV_005', 'AUTH_MS_PV_007'] });
    });

    it('refuses anyone under 14 on the day of registration', async () => {
      const now = new Date('2026-11-22T12:00:00Z');
      expect(await registerAccount(pool, registration({ birthDate: '2012-11-23' }), ctx(now))).toEqual({ ok: false, reason: 'under_age' });
      expect((await registerAccount(pool, registration({ birthDate: '2012-11-22' }), ctx(now))).ok).toBe(true);
    });

    it('refuses a second account for one email, also when both register at once', async () => {
      const input = registration();
      const results = await Promise.all([registerAccount(pool, input, ctx()), registerAccount(pool, input, ctx())]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'email_taken' });
    });

    it('gives card numbers that pass the Luhn check', () => {
      for (let i = 0; i < 50; i++) {
        const digits = newCardNumber().split('').map(Number).reverse();
        const sum = digits.reduce((acc, d, index) => acc + (index % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
        expect(sum % 10).toBe(0);
      }
    });
  });

  describe('sign-in and blocking', () => {
    it('answers an unknown email and a wrong password alike', async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      expect(await signIn(pool, { email: input.email, password: 'Wrong-pass1', clientIp: '10.0.0.1' })).toEqual({ ok: false, reason: 'failed' });
      expect(await signIn(pool, { email: uniqueEmail(), password: PASSWORD, clientIp: '10.0.0.1' })).toEqual({ ok: false, reason: 'failed' });
      const good = await signIn(pool, { email: input.email.toUpperCase(), password: PASSWORD, clientIp: '10.0.0.1' });
      expect(good.ok).toBe(true);
    });

    it(`blocks an account after ${MAX_FAILURES} failures within 15 minutes from any address, until the emailed unlock link is used`, async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      const start = Date.now();
      for (let i = 0; i < MAX_FAILURES - 1; i++) {
        const result = await signIn(pool, { email: input.email, password: `Wrong-pass${i}`, clientIp: `10.1.0.${i}` }, new Date(start + i * 1000));
        expect(result).toEqual({ ok: false, reason: 'failed' });
      }
      const fifth = await signIn(pool, { email: input.email, password: 'Wrong-pass9', clientIp: '10.1.0.9' }, new Date(start + 5000));
      expect(fifth).toMatchObject({ ok: false, reason: 'blocked', newlyBlocked: true });
      const referenceId = fifth.ok === false && fifth.reason === 'blocked' ? fifth.referenceId : '';
      expect(referenceId).toMatch(/^SI-[A-Z2-9]{10}$/);

      // The right password does not get through a block; the reference stays the same.
      const right = await signIn(pool, { email: input.email, password: PASSWORD, clientIp: '10.1.0.10' }, new Date(start + 6000));
      expect(right).toMatchObject({ ok: false, reason: 'blocked', referenceId, newlyBlocked: false });

      // Asking for an unlock link (or the block itself) sends one; it unlocks once.
      const account = await findAccountByEmail(pool, input.email);
      await sendUnlockLink(pool, account!, target);
      await requestUnlock(pool, input.email, target);
      const token = await linkToken(pool, input.email, '/users/unlock');
      expect(await unlockAccount(pool, token)).toMatchObject({ ok: true });
      expect(await unlockAccount(pool, token)).toEqual({ ok: false, reason: 'used' });
      expect((await signIn(pool, { email: input.email, password: PASSWORD, clientIp: '10.1.0.11' })).ok).toBe(true);
    });

    it('does not count failures older than the window', async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      for (let i = 0; i < MAX_FAILURES - 1; i++) await signIn(pool, { email: input.email, password: 'Wrong-pass1', clientIp: '10.2.0.1' });
      // The window (FAILURE_WINDOW_MS from the first failure) passes: the limiter's row expires.
      const { rowCount } = await pool.query('UPDATE rate_limits SET expire = $2 WHERE key LIKE $1', [`sign-in-account:${input.email.toLowerCase()}@%`, Date.now() - FAILURE_WINDOW_MS]);
      expect(rowCount).toBe(1);
      expect(await signIn(pool, { email: input.email, password: 'Wrong-pass1', clientIp: '10.2.0.1' })).toEqual({ ok: false, reason: 'failed' });
    });

    it('answers an email with no account exactly as a real account: blocked at the same failure, one reference id on every try', async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      const unknown = uniqueEmail();
      const tries = async (email: string) => {
        const results = [];
        for (let i = 0; i < MAX_FAILURES + 3; i++) results.push(await signIn(pool, { email, password: i === MAX_FAILURES + 2 ? PASSWORD : 'Wrong-pass1', clientIp: `10.3.0.${i}` }));
        return results.map((r) => (r.ok ? 'signed in' : r.reason === 'blocked' ? `blocked ${r.referenceId}` : r.reason));
      };
      const real = await tries(input.email);
      const made = await tries(unknown);
      const reference = (seen: string[]) => seen[MAX_FAILURES - 1].replace('blocked ', '');
      const shape = (seen: string[], ref: string) => seen.map((s) => s.replace(ref, 'REF'));
      expect(shape(real, reference(real))).toEqual([...Array(MAX_FAILURES - 1).fill('failed'), 'blocked REF', 'blocked REF', 'blocked REF', 'blocked REF']);
      expect(shape(made, reference(made))).toEqual(shape(real, reference(real)));
      expect(reference(made)).toMatch(/^SI-[A-Z2-9]{10}$/);
    });

    it(`holds the ${MAX_FAILURES}-failure block under concurrency: of 20 wrong tries at once, ${MAX_FAILURES - 1} fail and the rest are blocked`, async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        signIn(pool, { email: input.email, password: `Wrong-pass${i}`, clientIp: `10.7.0.${i}` })));
      const blocked = results.filter((r) => !r.ok && r.reason === 'blocked');
      expect(results.filter((r) => !r.ok && r.reason === 'failed')).toHaveLength(MAX_FAILURES - 1);
      expect(blocked).toHaveLength(20 - (MAX_FAILURES - 1));
      // One block, one reference, one unlock e-mail to send.
      expect(new Set(blocked.map((r) => (!r.ok && r.reason === 'blocked' ? r.referenceId : ''))).size).toBe(1);
      expect(blocked.filter((r) => !r.ok && r.reason === 'blocked' && r.newlyBlocked)).toHaveLength(1);
      expect(await signIn(pool, { email: input.email, password: PASSWORD, clientIp: '10.7.1.1' })).toMatchObject({ ok: false, reason: 'blocked' });
    });

    it(`checks at most ${MAX_FAILURES} passwords of 20 concurrent tries on one account, and not the right one that comes last`, async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      const checks = vi.mocked(verifyPassword);
      checks.mockClear();
      const wrong = Array.from({ length: 19 }, (_, i) => signIn(pool, { email: input.email, password: `Wrong-pass${i}`, clientIp: `10.7.2.${i}` }));
      // The right password arrives while the 19 are still being checked (a check takes longer than this).
      const right = new Promise((r) => setTimeout(r, 150)).then(() => signIn(pool, { email: input.email, password: PASSWORD, clientIp: '10.7.2.99' }));
      const results = await Promise.all([...wrong, right]);
      expect(checks.mock.calls.length).toBeLessThanOrEqual(MAX_FAILURES);
      expect(results.at(-1)).toMatchObject({ ok: false, reason: 'blocked' });
    });

    it('slows an address down past its free failures instead of refusing it: the right password gets through; a known device does not wait (issue 30)', async () => {
      const address = `10.9.${counter}.1`;
      const waits: number[] = [];
      const waited = (ms: number) => { waits.push(ms); return Promise.resolve(); };
      const tryAt = (email: string, password: string, deviceId?: string) => signIn(pool, { email, password, clientIp: address, deviceId }, new Date(), waited);
      // An attacker's wrong passwords for 26 e-mails from one address: every one answered, never refused.
      const answers = [];
      for (let i = 0; i < SLOWDOWN.freeFailures + 6; i++) answers.push(await tryAt(uniqueEmail(), 'Wrong-pass1'));
      expect(answers.every((r) => !r.ok && r.reason === 'failed')).toBe(true);
      expect(waits).toEqual([250, 250, 250, 250, 250, 500]);
      // A member who never signed in on this browser, from the same address, with the right password: slowed, let in.
      const input = registration();
      const registered = await registerAccount(pool, input, ctx());
      if (!registered.ok) throw new Error('registration failed');
      waits.length = 0;
      expect((await tryAt(input.email, PASSWORD, 'a-new-browser-1234')).ok).toBe(true);
      expect(waits).toEqual([500]);
      // The same member on a browser that started a session before: no wait, and its mistakes do not count for the address.
      await startSession(pool, registered.account.id, 'known-browser-1234');
      waits.length = 0;
      expect(await tryAt(input.email, 'Wrong-pass1', 'known-browser-1234')).toEqual({ ok: false, reason: 'failed' });
      expect((await tryAt(input.email, PASSWORD, 'known-browser-1234')).ok).toBe(true);
      expect(waits).toEqual([]);
      const { rows } = await pool.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [`sign-in-address:${address}`]);
      expect(rows[0].points).toBe(SLOWDOWN.freeFailures + 6);
      // The device is forgotten when the password is set: it waits like any other again.
      await withTransaction((client) => setPassword(client, registered.account.id, 'Another-pass6', new Date()), pool);
      expect((await tryAt(input.email, 'Another-pass6', 'known-browser-1234')).ok).toBe(true);
      expect(waits).toEqual([500]);
      // Without an address, failures are not counted in the address's (or any shared) bucket.
      waits.length = 0;
      expect((await signIn(pool, { email: input.email, password: 'Another-pass6' }, new Date(), waited)).ok).toBe(true);
      expect(waits).toEqual([]);
      // About 30 password checks, each a deliberate hash: minutes on a busy machine.
    }, 300_000);

    it('the wait doubles every few failures and stops at its most', () => {
      const waits = [20, 21, 25, 26, 31, 36, 41, 60, 10_000].map(slowdownMs);
      expect(waits).toEqual([0, 250, 250, 500, 1000, 2000, 4000, 4000, 4000]);
    });

    it('an unlock link expires after 24 hours', async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      for (let i = 0; i < MAX_FAILURES; i++) await signIn(pool, { email: input.email, password: 'Wrong-pass1', clientIp: '10.4.0.1' });
      await requestUnlock(pool, input.email, target);
      const token = await linkToken(pool, input.email, '/users/unlock');
      expect(await unlockAccount(pool, token, new Date(Date.now() + LINK_LIFETIME_MS.unlock + 1000))).toEqual({ ok: false, reason: 'expired' });
    });
  });

  describe('password reset', () => {
    it('sends a link only for a known email, sets the new password, refuses the email and the previous 2 passwords, and ends sessions', async () => {
      const input = registration();
      const registered = await registerAccount(pool, input, ctx());
      if (!registered.ok) throw new Error('registration failed');
      const session = await startSession(pool, registered.account.id, 'device-reset-1');

      const before = (await listOutbox(pool)).length;
      await requestPasswordReset(pool, uniqueEmail(), target);
      expect((await listOutbox(pool)).length).toBe(before);

      await requestPasswordReset(pool, input.email, target);
      const token = await linkToken(pool, input.email, '/users/password/edit');
      expect(await resetPassword(pool, { token, password: PASSWORD, passwordConfirmation: PASSWORD })).toEqual({ ok: false, reason: 'password_rules', codes: ['AUTH_MS_PV_006'] });
      expect(await resetPassword(pool, { token, password: 'Second-pass2', passwordConfirmation: 'Second-pass2' })).toMatchObject({ ok: true });
      expect(await resetPassword(pool, { token, password: 'Third-pass3', passwordConfirmation: 'Third-pass3' })).toEqual({ ok: false, reason: 'expired' });
      expect((await signIn(pool, { email: input.email, password: 'Second-pass2', clientIp: '10.5.0.1' })).ok).toBe(true);
      expect(await refreshSession(pool, session.refreshToken, 'device-reset-1')).toEqual({ ok: false, reason: 'revoked' });

      // The previous two passwords (the first and the second) are refused; a third new one is accepted.
      await requestPasswordReset(pool, input.email, target);
      const second = await linkToken(pool, input.email, '/users/password/edit');
      expect(await resetPassword(pool, { token: second, password: PASSWORD, passwordConfirmation: PASSWORD })).toMatchObject({ reason: 'password_rules' });
      expect(await resetPassword(pool, { token: second, password: 'Second-pass2', passwordConfirmation: 'Second-pass2' })).toMatchObject({ reason: 'password_rules' });
      expect(await resetPassword(pool, { token: second, password: 'Third-pass3', passwordConfirmation: 'Third-pass3' })).toMatchObject({ ok: true });
    });

    it('writes the email in the member\'s language for their country, else the country\'s first language', async () => {
      const newest = async (email: string) => (await listOutbox(pool, { recipient: email }))[0];
      // A Thai member in Thailand: Thai, on the Thai domain without a prefix (Thai is TH's default).
      const thai = registration({ firstName: 'Mali' });
      await registerAccount(pool, thai, ctx());
      await requestPasswordReset(pool, thai.email, storefront);
      const inThai = await newest(thai.email);
      expect(inThai.subject).toBe('รีเซ็ตรหัสผ่าน Atelier ของคุณ');
      expect(inThai.body).toMatch(/^สวัสดีคุณ Mali\n/);
      expect(inThai.body).toMatch(/\nhttps:\/\/atelier\.co\.th\/users\/password\/edit\?token=[\w-]+\n/);

      // A member in Thailand who chose English: English, with the /en prefix.
      const english = registration();
      await registerAccount(pool, english, { ...ctx(), language: 'en' });
      await requestPasswordReset(pool, english.email, storefront);
      const inEnglish = await newest(english.email);
      expect(inEnglish.subject).toBe('Reset your Atelier password');
      expect(inEnglish.body).toContain('https://atelier.co.th/en/users/password/edit?token=');

      // A language Thailand does not offer (Chinese) and one the store does not know: Thailand's first, Thai.
      for (const language of ['zh', 'xx']) {
        const other = registration();
        await registerAccount(pool, other, { ...ctx(), language });
        await requestPasswordReset(pool, other.email, storefront);
        expect((await newest(other.email)).subject).toBe('รีเซ็ตรหัสผ่าน Atelier ของคุณ');
      }

      // The unlock link too, with the block's reference id; a local development origin is kept.
      for (let i = 0; i < MAX_FAILURES; i++) await signIn(pool, { email: thai.email, password: 'Wrong-pass1', clientIp: '10.6.0.1' });
      const blocked = await findAccountByEmail(pool, thai.email);
      await requestUnlock(pool, thai.email, target);
      const unlock = await newest(thai.email);
      expect(unlock).toMatchObject({ kind: 'unlock', subject: 'ปลดล็อกบัญชี Atelier ของคุณ' });
      expect(unlock.body).toContain(`หมายเลขอ้างอิง ${blocked!.block_reference}`);
      expect(unlock.body).toContain('http://localhost:3000/users/unlock?token=');
    });

    it('answers an expired link as expired', async () => {
      const input = registration();
      await registerAccount(pool, input, ctx());
      await requestPasswordReset(pool, input.email, target);
      const token = await linkToken(pool, input.email, '/users/password/edit');
      const later = new Date(Date.now() + LINK_LIFETIME_MS.password_reset + 1000);
      expect(await resetPassword(pool, { token, password: 'Fresh-pass4', passwordConfirmation: 'Fresh-pass4' }, later)).toEqual({ ok: false, reason: 'expired' });
    });
  });

  describe('refresh-token rotation', () => {
    async function session(device = 'device-a') {
      const registered = await registerAccount(pool, registration(), ctx());
      if (!registered.ok) throw new Error('registration failed');
      return startSession(pool, registered.account.id, device);
    }

    it('rotates: a new token and a verifiable access token for the same account and device', async () => {
      const first = await session();
      const result = await refreshSession(pool, first.refreshToken, 'device-a');
      if (!result.ok) throw new Error(result.reason);
      expect(result.grace).toBe(false);
      expect(result.session.refreshToken).not.toBe(first.refreshToken);
      const claims = await verifyAccessToken(result.session.jwtData, result.session.jwtSignature, { db: pool });
      expect(claims).toMatchObject({ sub: first.accountId, did: 'device-a' });
    });

    it('accepts a rotated token again within 30 s from the same device (two refreshes at once both succeed)', async () => {
      const first = await session();
      const both = await Promise.all([refreshSession(pool, first.refreshToken, 'device-a'), refreshSession(pool, first.refreshToken, 'device-a')]);
      expect(both.map((r) => r.ok)).toEqual([true, true]);
      expect(both.filter((r) => r.ok && r.grace)).toHaveLength(1);
    });

    it('honours the grace window once: the second reuse inside it is refused, and the family lives on', async () => {
      const first = await session();
      const now = Date.now();
      const rotated = await refreshSession(pool, first.refreshToken, 'device-a', new Date(now));
      const grace = await refreshSession(pool, first.refreshToken, 'device-a', new Date(now + 1000));
      expect([rotated.ok, grace.ok && grace.grace]).toEqual([true, true]);
      expect(await refreshSession(pool, first.refreshToken, 'device-a', new Date(now + 2000))).toEqual({ ok: false, reason: 'grace_used' });
      expect(await refreshSession(pool, first.refreshToken, 'device-a', new Date(now + ROTATION_GRACE_MS - 1000))).toEqual({ ok: false, reason: 'grace_used' });
      // The successors the holder now uses still rotate: a replay inside the window ends nothing.
      if (!rotated.ok || !grace.ok) throw new Error('rotation failed');
      for (const successor of [rotated.session.refreshToken, grace.session.refreshToken]) {
        expect(await refreshSession(pool, successor, 'device-a', new Date(now + 3000))).toMatchObject({ ok: true, grace: false });
      }
      // Past the window the old token is theft as before: the family ends.
      expect(await refreshSession(pool, first.refreshToken, 'device-a', new Date(now + ROTATION_GRACE_MS + 1000))).toEqual({ ok: false, reason: 'reused' });
      expect(await refreshSession(pool, grace.session.refreshToken, 'device-a', new Date(now + ROTATION_GRACE_MS + 2000))).toEqual({ ok: false, reason: 'revoked' });
    });

    it('20 concurrent refreshes with one token: one rotation, exactly one grace session, 18 refused', async () => {
      const first = await session();
      const results = await Promise.all(Array.from({ length: 20 }, () => refreshSession(pool, first.refreshToken, 'device-a')));
      expect(results.filter((r) => r.ok && !r.grace)).toHaveLength(1);
      expect(results.filter((r) => r.ok && r.grace)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === 'grace_used')).toHaveLength(18);
      const { rows } = await pool.query(
        `SELECT count(*)::int AS tokens, count(*) FILTER (WHERE revoked_at IS NOT NULL)::int AS revoked
           FROM refresh_tokens WHERE account_id = $1`,
        [first.accountId],
      );
      expect(rows[0]).toEqual({ tokens: 3, revoked: 0 });
    });

    it('rejects reuse after the grace period and revokes the whole family', async () => {
      const first = await session();
      const now = Date.now();
      const rotated = await refreshSession(pool, first.refreshToken, 'device-a', new Date(now));
      if (!rotated.ok) throw new Error(rotated.reason);
      expect(await refreshSession(pool, first.refreshToken, 'device-a', new Date(now + ROTATION_GRACE_MS + 1000))).toEqual({ ok: false, reason: 'reused' });
      // The legitimate successor dies with its family.
      expect(await refreshSession(pool, rotated.session.refreshToken, 'device-a', new Date(now + ROTATION_GRACE_MS + 2000))).toEqual({ ok: false, reason: 'revoked' });
    });

    it('rejects a token presented from another device and revokes its family', async () => {
      const first = await session();
      expect(await refreshSession(pool, first.refreshToken, 'device-b')).toEqual({ ok: false, reason: 'device_mismatch' });
      expect(await refreshSession(pool, first.refreshToken, 'device-a')).toEqual({ ok: false, reason: 'revoked' });
    });

    it('rejects unknown tokens and ends the family on sign-out', async () => {
      expect(await refreshSession(pool, 'not-a-token', 'device-a')).toEqual({ ok: false, reason: 'unknown' });
      const first = await session();
      await endSession(pool, first.refreshToken);
      expect(await refreshSession(pool, first.refreshToken, 'device-a')).toEqual({ ok: false, reason: 'revoked' });
    });

    it('ends the access token with its session: sign-out, a rotation\'s successor signed out, a password change (issue 30)', async () => {
      const verified = (s: { jwtData: string; jwtSignature: string }) => verifyAccessToken(s.jwtData, s.jwtSignature, { db: pool });
      const first = await session();
      const other = await startSession(pool, first.accountId, 'device-b');
      expect(await verified(first)).toMatchObject({ sub: first.accountId, did: 'device-a' });
      // A rotation keeps the family: the old access token and the new one are both the live session.
      const rotated = await refreshSession(pool, first.refreshToken, 'device-a');
      if (!rotated.ok) throw new Error(rotated.reason);
      expect(await verified(first)).toMatchObject({ sub: first.accountId });
      await endSession(pool, rotated.session.refreshToken);
      expect(await verified(first)).toBeUndefined();
      expect(await verified(rotated.session)).toBeUndefined();
      // Another device's session is its own, until the password changes.
      expect(await verified(other)).toMatchObject({ sub: first.accountId, did: 'device-b' });
      await withTransaction((client) => setPassword(client, first.accountId, 'Another-pass5', new Date()), pool);
      expect(await verified(other)).toBeUndefined();
    });
  });

  describe('social sign-in', () => {
    it('answers "not linked" with a link token for an unknown identity, and signs in once it is linked', async () => {
      const idToken = await issueDevelopmentIdToken({ subject: `dev-${Date.now()}`, email: 'Someone@Example.com', firstName: 'Siti', lastName: 'Rahma' });
      const first = await signInWithSocial(pool, developmentIdentityProvider, idToken);
      if (first.ok || first.reason !== 'not_linked') throw new Error('expected not linked');
      expect(first.identity).toMatchObject({ email: 'someone@example.com', firstName: 'Siti', lastName: 'Rahma' });
      const identity = await readLinkToken(first.linkToken);
      expect(identity).toEqual(first.identity);

      const registered = await registerAccount(pool, registration(), ctx());
      if (!registered.ok) throw new Error('registration failed');
      await linkIdentity(pool, identity!, registered.account.id);
      const second = await signInWithSocial(pool, developmentIdentityProvider, idToken);
      expect(second.ok && second.account.id).toBe(registered.account.id);
    });

    it('refuses a token it did not issue', async () => {
      expect(await signInWithSocial(pool, developmentIdentityProvider, 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl')).toEqual({ ok: false, reason: 'invalid_token' });
      expect(await readLinkToken('nonsense')).toBeUndefined();
    });
  });
});
