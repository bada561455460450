/**
 * The studio's people (/studio/people): the demo admin adds an editor, who is mailed a link (the developer outbox),
 * sets a password through it, signs in and sees the studio without People (403 on the page and its API); removing a
 * person asks first, and then they can no longer open the studio. The page has no axe-core violations.
 */
import { expect, test, type Page } from '@playwright/test';
import { editorPage, signIn, violations } from './studio-steps';

/** The newest password link mailed to `recipient`, read from the developer outbox (the mail is sent after the answer). */
async function mailedLink(page: Page, recipient: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get(`/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`)).text();
    link = /https?:\/\/[^"'\s<]+\/users\/password\/edit\?token=[A-Za-z0-9_-]+/.exec(html)?.[0];
    expect(link, `a password link mailed to ${recipient}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!;
}

test.describe('the studio’s people', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin adds an editor who sets a password through the mailed link, signs in without People; removing asks first, then the studio is closed to them', async ({ browser }) => {
    const admin = await editorPage(browser);
    await admin.goto('/studio');
    await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'People' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    expect(await violations(admin)).toEqual([]);

    const email = `new.editor.${Date.now()}@example.com`;
    const form = admin.getByRole('form', { name: 'Add a person' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('First name').fill('Nadia');
    await form.getByLabel('Last name').fill('Tan');
    await form.getByLabel('Role').selectOption('editor');
    await form.getByRole('button', { name: 'Add person' }).press('Enter');
    await expect(admin.getByRole('main').getByRole('status')).toHaveText(`${email} was added as an editor and was sent a link to set their password.`);
    const row = admin.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('Never signed in');
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('editor');
    // The same person twice is refused, readably.
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('First name').fill('Nadia');
    await form.getByLabel('Last name').fill('Tan');
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(admin.getByRole('main').getByRole('alert')).toContainText(`${email} is already in the studio`);

    // The new editor sets a password through the mailed link and signs in.
    const editor = await (await browser.newContext()).newPage();
    await editor.goto(await mailedLink(admin, email));
    const password = 'Nadia-Studio#26';
    await editor.getByLabel('New password', { exact: true }).fill(password);
    await editor.getByLabel('Confirm password', { exact: true }).fill(password);
    await editor.getByRole('button', { name: 'Save new password' }).click();
    await expect(editor.getByText('Your new password is saved. You can sign in with it now.')).toBeVisible();
    await signIn(editor, email, password);
    await editor.goto('/studio');
    await expect(editor.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await expect(editor.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'People' })).toHaveCount(0);
    expect((await editor.request.get('/studio/people')).status()).toBe(403);
    expect((await editor.request.get('/api/studio/people')).status()).toBe(403);

    // Removing asks first: cancelling keeps them; confirming ends their studio.
    await admin.reload();
    const removeButton = admin.getByRole('button', { name: `Remove from the studio: ${email}` });
    await removeButton.click();
    const dialog = admin.getByRole('dialog', { name: `Remove ${email} from the studio?` });
    await expect(dialog).toBeVisible();
    expect(await violations(admin)).toEqual([]);
    // By keyboard: the dialog takes the focus, Escape closes it and keeps the person; Cancel does too.
    await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await removeButton.focus();
    await admin.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(removeButton).toBeVisible();
    await removeButton.click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(admin.getByRole('main').getByRole('status')).toHaveText(`${email} was removed from the studio; their sessions have ended.`);
    await expect(admin.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveCount(0);
    expect((await editor.request.get('/api/studio/people')).status()).not.toBe(200);
    const closed = await editor.request.get('/studio', { maxRedirects: 0 });
    expect([302, 303, 307, 403]).toContain(closed.status());
    await editor.context().close();
    await admin.context().close();
  });
});
