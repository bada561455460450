import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './member-session';

// Accounts as a shopper uses them (issue 5): register, be signed in, sign out, and sign in again from a
// product page through the header's account menu, landing back on that page. Runs on `localhost`, where
// the Secure session cookies work over http. Every run registers a new email.

const API = '/api/web/v1';
const SG = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };
const PASSWORD = 'Velvet#2026';

const uniqueEmail = () => `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const accountButton = (page: Page, name: string | RegExp) => page.getByRole('banner').getByLabel(name, { exact: typeof name === 'string' });

async function register(page: Page, person: { email: string; firstName: string; lastName: string }) {
  await page.goto('/sign_up');
  await hydrated(page);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await expect(page.getByLabel('Country code')).toHaveValue('+65');
  await page.getByLabel('Number', { exact: true }).fill('91234567');
  await page.getByLabel('Date of birth').fill('1995-04-20');
  for (const consent of [
    'I am over 14 years old',
    'I agree to the Terms & conditions and the Privacy policy',
    'I agree to the collection and use of my personal information',
    'I agree to the disclosure of my personal information to third parties',
  ]) {
    await page.getByLabel(consent).check();
  }
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.describe('accounts', () => {
  test('register → signed in → sign out → sign in from a product page returns to it', async ({ page, request }) => {
    const person = { email: uniqueEmail(), firstName: 'Mei', lastName: 'Tan' };

    // Register: signed in at once, and the account menu shows the name, points and tier.
    await register(page, person);
    await expect(page).toHaveURL(/\/$/);
    await hydrated(page);
    const signedIn = accountButton(page, 'Account: Mei Tan');
    await expect(signedIn).toBeVisible();
    await signedIn.click();
    const menu = page.getByRole('banner').locator('details.account-menu');
    await expect(menu.getByText('Hi, Mei')).toBeVisible();
    await expect(menu.getByText(/^\d[\d,]* points?$/)).toBeVisible();
    await expect(menu.getByText(/^Beauty Pass (Pink|White|Black|Gold)$/)).toBeVisible();

    // Sign out: a full reload, then the guest menu.
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await hydrated(page);
    await expect(accountButton(page, 'Account')).toBeVisible();
    await expect(accountButton(page, 'Account: Mei Tan')).toHaveCount(0);

    // A product page, found through the search API.
    const search = await request.get(`${API}/search?q=lipstick`, { headers: SG });
    expect(search.status()).toBe(200);
    const { items } = (await search.json()) as { items: { slug: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const productPath = `/products/${items[0].slug}`;
    expect((await page.goto(productPath))?.status()).toBe(200);
    await hydrated(page);

    // Sign in from the account menu: return_to holds the product page.
    await accountButton(page, 'Account').click();
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await expect(signInLink).toHaveAttribute('href', `/sign_in?return_to=${encodeURIComponent(productPath)}`);
    await signInLink.click();
    await expect(page).toHaveURL(`/sign_in?return_to=${encodeURIComponent(productPath)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await hydrated(page);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();

    // Back on the product page, signed in.
    await expect(page).toHaveURL(productPath);
    await hydrated(page);
    await expect(accountButton(page, 'Account: Mei Tan')).toBeVisible();
  });

  test('a wrong password says "Authentication failed." and keeps the email', async ({ page }) => {
    await page.goto('/sign_in');
    await hydrated(page);
    const email = uniqueEmail();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password1');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Authentication failed.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page).toHaveURL(/\/sign_in$/);
  });

  test('the sign-up checklist follows the password as it is typed', async ({ page }) => {
    await page.goto('/sign_up');
    await hydrated(page);
    const rule = (text: string) => page.getByRole('listitem').filter({ hasText: text });
    await expect(rule('At least 8 characters')).toHaveText('Not met: At least 8 characters');

    await page.getByLabel('Email', { exact: true }).fill('mei@example.com');
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await expect(rule('At least 8 characters')).toHaveText('Met: At least 8 characters');
    await expect(rule('At least 1 digit')).toHaveText(/^Not met/);
    await expect(rule('At least 1 lowercase and 1 uppercase letter')).toHaveText(/^Not met/);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(rule('At least 1 digit')).toHaveText(/^Met/);
    await expect(rule('At least 1 special character, such as @, $, #')).toHaveText(/^Met/);
    await expect(rule('At least 1 lowercase and 1 uppercase letter')).toHaveText(/^Met/);
    await expect(rule('Both passwords must match')).toHaveText(/^Not met/);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await expect(rule('Both passwords must match')).toHaveText(/^Met/);
    await expect(page.getByText('6 of 6 password rules met')).toBeAttached();

    // Submitting without the consents and a birth date under 14 is refused in the browser.
    await page.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 10}-01-01`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('You must be at least 14 years old to create an account')).toBeVisible();
    await expect(page.getByText('Tick this box to continue')).toHaveCount(4);
    await expect(page).toHaveURL(/\/sign_up$/);
  });
});
