/** Browser tests of member pages: a new sandbox member, and signing in on the page the test is on. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BeautyPassResponse } from '@/schemas/api/beauty-pass';
import { SANDBOX_DEFAULT_PASSWORD, SandboxUserResponse } from '@/schemas/api/sandbox-users';

export const API = '/api/web/v1';

/** Islands are usable once the page has hydrated; the header's search link turns into a button then. */
export async function hydrated(page: Page, search: string | RegExp = 'Search') {
  await expect(page.getByRole('banner').getByRole('button', { name: search })).toBeVisible();
}

/** A new sandbox member; `fields` are the sandbox's (points, tier, country…). */
export async function newMember(request: APIRequestContext, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const created = await request.post(`${API}/sandbox/users`, { data: fields, headers });
  expect(created.status()).toBe(201);
  return SandboxUserResponse.parse(await created.json()).user;
}

/** The sign-in form's accessible names in the page's language. */
export interface SignInLabels {
  email: string;
  password: string;
  submit: string;
}
const ENGLISH: SignInLabels = { email: 'Email', password: 'Password', submit: 'Sign in' };

/**
 * Fills the sign-in form the page is on and presses Sign in until the form sends it: the header hydrates
 * in its own chunk, so a press can land on a form not hydrated yet, whose fields React then resets. The
 * form sends the shopper back to its `return_to`; callers assert where they land.
 */
export async function signInHere(page: Page, email: string, labels: SignInLabels = ENGLISH) {
  const main = page.getByRole('main');
  await expect(async () => {
    await main.getByLabel(labels.email, { exact: true }).fill(email, { timeout: 5_000 });
    await main.getByLabel(labels.password, { exact: true }).fill(SANDBOX_DEFAULT_PASSWORD, { timeout: 5_000 });
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === `${API}/sessions` && r.method() === 'POST', { timeout: 3_000 });
    await main.getByRole('button', { name: labels.submit }).click({ timeout: 5_000 });
    await sent;
  }).toPass({ timeout: 30_000 });
}

/** Opens `/sign_in` with `returnTo`, signs in and waits to be back there (its pathname). */
export async function signInTo(page: Page, email: string, returnTo: string, labels: SignInLabels = ENGLISH) {
  await page.goto(`/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  await signInHere(page, email, labels);
  const pathname = returnTo.split('?')[0];
  await expect(page).toHaveURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

/** The signed-in member's points log, read with the page's own cookies. */
export async function pointsLog(page: Page) {
  const answer = await page.request.get(`${API}/beauty-pass`);
  expect(answer.status()).toBe(200);
  return BeautyPassResponse.parse(await answer.json()).log;
}
