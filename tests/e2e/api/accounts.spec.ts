/**
 * Contract tests of the accounts and sessions API against the running store (no browser). Requests go
 * through Node's fetch with cookies handled by hand, so every Set-Cookie is seen exactly as sent. Each
 * test registers its own accounts (unique emails) and comes from its own client address, so tests do not
 * share failure counters.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SANDBOX_DEFAULT_PASSWORD, SandboxUserResponse } from '@/schemas/api/sandbox-users';
import { AccountResponse, AUTH_MESSAGES, BlockedError, MessageResponse, PasswordRulesError, TokenResponse, TokenVerifyResponse, type RegisterInput } from '@/schemas/api/accounts';
import { client } from './fetch-client';

const PASSWORD = 'Rosewood15!';

const email = () => `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    email: email(),
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    firstName: 'Ayu',
    lastName: 'Lestari',
    mobile: { callingCode: '+62', number: '812 3456 7890' },
    birthDate: '1998-02-03',
    consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true, marketing: false },
    ...overrides,
  };
}

/** The newest link to `path` emailed to `recipient`, read from the outbox developer page. */
async function emailedToken(baseURL: string, recipient: string, path: string): Promise<string> {
  const newest = async () => {
    const html = await (await fetch(`${baseURL}/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`)).text();
    return new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(html)?.[1];
  };
  // Reset and unlock links are mailed just after the answer (Next's after()): read until the newest link is settled.
  let token = await newest();
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const again = await newest();
    if (again && again === token) break;
    token = again;
  }
  expect(token, `an email to ${recipient} with a ${path} link`).toMatch(/^[A-Za-z0-9_-]+$/);
  return token!;
}

/** Cookie attributes of one Set-Cookie line, lower-cased names. */
function attributes(line: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const part of line.split(';').slice(1)) {
    const [k, v] = part.trim().split('=');
    out[k.toLowerCase()] = v ?? true;
  }
  return out;
}

test.describe('registration', () => {
  test('registers, signs in with SPEC §9 cookie attributes, and answers the account to its owner only', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    const input = registration();
    const registered = await shopper.call('POST', '/users', input, { 'x-site-country': 'id', 'accept-language': 'id-ID' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const { account } = AccountResponse.parse(registered.body);
    expect(account).toMatchObject({ email: input.email, firstName: 'Ayu', country: 'ID', loyaltyTier: 'pink', loyaltyPoints: 0, isEmployee: false, mobile: { callingCode: '+62', number: '81234567890' } });

    const byName = new Map(registered.setCookie.map((line) => [line.split('=')[0], attributes(line)]));
    for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) {
      const attrs = byName.get(name);
      expect(attrs, name).toBeDefined();
      expect(attrs).toMatchObject({ 'max-age': '5184000', path: '/', secure: true, samesite: 'lax' });
      expect(Boolean(attrs!.httponly), `${name} HttpOnly`).toBe(name !== 'jwt-data');
    }
    expect(byName.get('device-id')).toMatchObject({ httponly: true, path: '/' });

    for (const path of ['/account', '/user']) {
      const own = await shopper.call('GET', path);
      expect(own.status).toBe(200);
      expect(AccountResponse.parse(own.body).account.id).toBe(account.id);
    }
    const someoneElse = await shopper.call('GET', `/account?id=${account.id + 1}`);
    expect(someoneElse).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.notOwner } });
    const guest = await client(baseURL!).call('GET', '/account');
    expect(guest.status).toBe(401);
  });

  test('answers the password rule codes, the consents, the minimum age and a taken email', async ({ baseURL }) => {
    const api = client(baseURL!);
    const weak = await api.call('POST', '/users', registration({ password: 'short', passwordConfirmation: 'shorter' }));
    expect(weak.status).toBe(400);
    expect(PasswordRulesError.parse(weak.body).codes).toEqual(['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004', 'AUTH_MS_PV_007']);

    const sameAsEmail = registration();
    const equal = await api.call('POST', '/users', { ...sameAsEmail, password: sameAsEmail.email, passwordConfirmation: sameAsEmail.email });
    expect(PasswordRulesError.parse(equal.body).codes).toContain('AUTH_MS_PV_005');

    for (const consent of ['overMinimumAge', 'policyAgreement', 'personalInformation', 'thirdPartyDisclosure'] as const) {
      const base = registration();
      const refused = await api.call('POST', '/users', { ...base, consents: { ...base.consents, [consent]: false } });
      expect(refused.status, consent).toBe(400);
      expect(JSON.stringify(refused.body.details), consent).toContain(`consents.${consent}`);
    }
    const noMarketing = registration();
    expect((await api.call('POST', '/users', { ...noMarketing, consents: { ...noMarketing.consents, marketing: undefined } })).status).toBe(201);

    const today = new Date();
    const thirteen = `${today.getUTCFullYear() - 13}-01-01`;
    const young = await api.call('POST', '/users', registration({ birthDate: thirteen }));
    expect(young.status).toBe(400);
    expect(JSON.stringify(young.body.details)).toContain('birthDate');

    const first = registration();
    expect((await client(baseURL!).call('POST', '/users', first)).status).toBe(201);
    const again = await client(baseURL!).call('POST', '/users', { ...first, email: first.email.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.emailTaken } });
  });
});

test.describe('sign-in, blocking and unlock', () => {
  test('an unknown email and a wrong password get the same answer', async ({ baseURL }) => {
    const input = registration();
    await client(baseURL!).call('POST', '/users', input);
    const api = client(baseURL!);
    const wrong = await api.call('POST', '/sessions', { email: input.email, password: 'Wrong-pass1' });
    const unknown = await api.call('POST', '/sessions', { email: email(), password: PASSWORD });
    expect(wrong).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.authenticationFailed } });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(wrong.status);
  });

  test('five failures block the account with a reference id; the emailed link unlocks it', async ({ baseURL }) => {
    const input = registration();
    await client(baseURL!).call('POST', '/users', input);
    const answers = [];
    // Failures from different addresses still count against the one account.
    for (let i = 0; i < 5; i++) answers.push(await client(baseURL!).call('POST', '/sessions', { email: input.email, password: `Wrong-pass${i}` }));
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect(answers[4].status).toBe(423);
    const { referenceId } = BlockedError.parse(answers[4].body);

    const rightPassword = await client(baseURL!).call('POST', '/sessions', { email: input.email, password: PASSWORD });
    expect(rightPassword).toMatchObject({ status: 423, body: { message: AUTH_MESSAGES.blocked, referenceId } });

    const request = await client(baseURL!).call('POST', '/users/unlock', { email: input.email });
    expect(request).toMatchObject({ status: 202, body: { message: AUTH_MESSAGES.unlockRequested } });
    const nobody = await client(baseURL!).call('POST', '/users/unlock', { email: email() });
    expect(nobody.body).toEqual(request.body);

    const token = await emailedToken(baseURL!, input.email, '/users/unlock');
    expect((await client(baseURL!).call('PUT', '/users/unlock', { token })).status).toBe(200);
    expect(await client(baseURL!).call('PUT', '/users/unlock', { token })).toMatchObject({ status: 410, body: { message: AUTH_MESSAGES.unlockTokenInvalid } });
    expect((await client(baseURL!).call('POST', '/sessions', { email: input.email, password: PASSWORD })).status).toBe(200);
  });
});

test.describe('password reset', () => {
  test('same answer for any email; the link sets a new password once, refusing the previous one', async ({ baseURL }) => {
    const input = registration();
    await client(baseURL!).call('POST', '/users', input);
    const known = await client(baseURL!).call('POST', '/auth/password-reset', { email: input.email });
    const unknown = await client(baseURL!).call('POST', '/auth/password-reset', { email: email() });
    expect(known).toMatchObject({ status: 202, body: MessageResponse.parse(unknown.body) });
    expect(unknown.status).toBe(202);

    const token = await emailedToken(baseURL!, input.email, '/users/password/edit');
    const reused = await client(baseURL!).call('PUT', '/auth/password-reset', { token, password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(reused.status).toBe(400);
    expect(PasswordRulesError.parse(reused.body).codes).toEqual(['AUTH_MS_PV_006']);
    const changed = await client(baseURL!).call('PUT', '/auth/password-reset', { token, password: 'Camellia22#', passwordConfirmation: 'Camellia22#' });
    expect(changed.status).toBe(200);
    const again = await client(baseURL!).call('PUT', '/auth/password-reset', { token, password: 'Camellia33#', passwordConfirmation: 'Camellia33#' });
    expect(again).toMatchObject({ status: 410, body: { message: AUTH_MESSAGES.resetTokenExpired } });
    expect((await client(baseURL!).call('POST', '/sessions', { email: input.email, password: PASSWORD })).status).toBe(401);
    expect((await client(baseURL!).call('POST', '/sessions', { email: input.email, password: 'Camellia22#' })).status).toBe(200);
  });
});

test.describe('tokens', () => {
  test('the client flow rotates the refresh cookie; reuse from another device revokes the family', async ({ baseURL }) => {
    const browser = client(baseURL!);
    await browser.call('POST', '/users', registration());
    const firstRefresh = browser.jar.get('jwt-refresh-token')!;
    const deviceId = browser.jar.get('device-id')!;

    const refreshed = await browser.call('POST', '/auth/token', { grant_type: 'refresh_token', flow: 'client' });
    expect(refreshed.status).toBe(200);
    expect(TokenResponse.parse(refreshed.body)).toMatchObject({ token_type: 'Bearer' });
    expect(refreshed.body.refresh_token, 'the client flow keeps the refresh token in its cookie').toBeUndefined();
    expect(browser.jar.get('jwt-refresh-token')).not.toBe(firstRefresh);
    expect((await browser.call('GET', '/account')).status).toBe(200);

    // The server flow, moments later, with the first token from the same device: within the grace period.
    const server = client(baseURL!);
    const grace = await server.call('POST', '/auth/token', { grant_type: 'refresh_token', flow: 'app', refresh_token: decodeURIComponent(firstRefresh), device_id: decodeURIComponent(deviceId) });
    expect(grace.status).toBe(200);
    const serverTokens = TokenResponse.parse(grace.body);
    expect(serverTokens.access_token).toBeTruthy();
    const verified = await server.call('POST', '/auth/token/verify', { token: serverTokens.access_token });
    expect(TokenVerifyResponse.parse(verified.body)).toMatchObject({ valid: true });
    expect((await server.call('GET', '/account', undefined, { authorization: `Bearer ${serverTokens.access_token}` })).status).toBe(200);

    // The same token from another device: theft. Every token of the family dies.
    const thief = await client(baseURL!).call('POST', '/auth/token', { grant_type: 'refresh_token', flow: 'app', refresh_token: decodeURIComponent(firstRefresh), device_id: 'another-device-0001' });
    expect(thief.status).toBe(401);
    const owner = await browser.call('POST', '/auth/token', { grant_type: 'refresh_token', flow: 'client' });
    expect(owner.status).toBe(401);
    expect(owner.setCookie.some((line) => line.startsWith('jwt-data=') && /max-age=0/i.test(line))).toBe(true);

    expect(TokenVerifyResponse.parse((await server.call('POST', '/auth/token/verify', { token: 'not.a.token' })).body)).toEqual({ valid: false });
  });

  test('signing out clears the cookies and ends the refresh token and the access token', async ({ baseURL }) => {
    const browser = client(baseURL!);
    await browser.call('POST', '/users', registration());
    const refresh = browser.jar.get('jwt-refresh-token')!;
    const device = browser.jar.get('device-id')!;
    const access = `jwt-data=${browser.jar.get('jwt-data')}; jwt-signature=${browser.jar.get('jwt-signature')}`;
    expect((await client(baseURL!).call('GET', '/account', undefined, { cookie: access })).status).toBe(200);
    const out = await browser.call('DELETE', '/sessions');
    expect(out.status).toBe(200);
    for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) {
      expect(out.setCookie.find((line) => line.startsWith(`${name}=`)), name).toMatch(/max-age=0/i);
    }
    const afterwards = await client(baseURL!).call('POST', '/auth/token', { grant_type: 'refresh_token', flow: 'app', refresh_token: decodeURIComponent(refresh), device_id: decodeURIComponent(device) });
    expect(afterwards.status).toBe(401);
    // The access cookies kept from before the sign-out are no session any more (issue 30: they were, for 15 minutes).
    expect((await client(baseURL!).call('GET', '/account', undefined, { cookie: access })).status).toBe(401);
  });

  test('bad token requests get 400 with a readable message; cross-site sign-ins are refused', async ({ baseURL }) => {
    const api = client(baseURL!);
    const bad = await api.call('POST', '/auth/token', { grant_type: 'password', flow: 'client' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/not valid/);
    const crossSite = await api.call('POST', '/sessions', { email: email(), password: PASSWORD }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });
});

test.describe('social sign-in', () => {
  test('an unknown Google identity is told to register; registering links it; then it signs in', async ({ baseURL }) => {
    const api = client(baseURL!);
    const person = { subject: `e2e-${randomBytes(6).toString('hex')}`, email: email(), firstName: 'Nurul', lastName: 'Huda' };
    const issued = await api.call('POST', '/api/dev-identity/id-token', person);
    expect(issued.status).toBe(200);
    const idToken = String(issued.body.idToken);

    const unknown = await api.call('POST', '/auth/social', { provider: 'google', idToken });
    expect(unknown).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.socialNotLinked, email: person.email, firstName: 'Nurul' } });
    const socialLinkToken = String(unknown.body.socialLinkToken);

    const registered = await api.call('POST', '/users', registration({ email: person.email, socialLinkToken }));
    expect(registered.status).toBe(201);
    const signedIn = await client(baseURL!).call('POST', '/auth/social', { provider: 'google', idToken });
    expect(signedIn.status).toBe(200);
    expect(AccountResponse.parse(signedIn.body).account.email).toBe(person.email);
    expect((await api.call('POST', '/auth/social', { provider: 'google', idToken: 'forged' })).status).toBe(401);
  });
});

test.describe('sandbox users', () => {
  test('a developer creates an employee, signs in as them, and a deleted account answers "User not found."', async ({ baseURL }) => {
    const developer = client(baseURL!);
    const created = await developer.call('POST', '/sandbox/users', { isEmployee: true }, { 'x-site-country': 'my' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = SandboxUserResponse.parse(created.body).user;
    expect(user).toMatchObject({ isEmployee: true, country: 'MY', mobile: { callingCode: '+60' }, blocked: false });

    const shopper = client(baseURL!);
    const signedIn = await shopper.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD });
    expect(AccountResponse.parse(signedIn.body).account.isEmployee).toBe(true);

    const blocked = await developer.call('PATCH', `/sandbox/users/${user.id}`, { blocked: true });
    expect(SandboxUserResponse.parse(blocked.body).user.blocked).toBe(true);
    expect((await client(baseURL!).call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(423);
    expect((await developer.call('PATCH', `/sandbox/users/${user.id}`, {})).status).toBe(400);

    expect((await developer.call('DELETE', `/sandbox/users/${user.id}`)).status).toBe(200);
    expect(await shopper.call('GET', '/account')).toMatchObject({ status: 404, body: { message: AUTH_MESSAGES.userNotFound } });
    expect((await developer.call('GET', `/sandbox/users/${user.id}`)).status).toBe(404);
    expect((await developer.call('GET', '/sandbox/users/abc')).status).toBe(400);
  });

  test('points that expire soon: the sandbox writes them to the ledger, and refuses a day count without points (issue 30, item 16)', async ({ baseURL }) => {
    const developer = client(baseURL!);
    const created = await developer.call('POST', '/sandbox/users', { points: 1000, pointsExpiringInDays: 10 }, { 'x-site-country': 'sg' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = SandboxUserResponse.parse(created.body).user;
    const member = client(baseURL!);
    expect((await member.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(200);
    const pass = (await member.call('GET', '/beauty-pass')).body as { points: { balance: number; expiring: number; expiresAt: string } };
    expect(pass.points).toMatchObject({ balance: 1000, expiring: 1000 });
    const days = (Date.parse(pass.points.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(10);

    for (const body of [{ pointsExpiringInDays: 10 }, { points: 0, pointsExpiringInDays: 10 }, { points: 10, pointsExpiringInDays: 0 }, { points: 10, pointsExpiringInDays: 'soon' }]) {
      const refused = await developer.call('POST', '/sandbox/users', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(String(refused.body.message), JSON.stringify(body)).toMatch(/pointsExpiringInDays/);
    }
  });
});
