/**
 * The studio's pickers (issue 33): a product picked by name for a product carousel and seen in the preview after
 * saving, an image chosen from the library by a search, blocks listed by readable summaries, the form's array
 * buttons in words; axe-clean with the library open.
 */
import { expect, test } from '@playwright/test';
import { addBlock, editorPage, newLandingPage, saveDraft, uniqueSlug, violations } from './studio-steps';

test.describe('studio pickers', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an editor picks a product by name and an image from the library, and the blocks are listed by what they show', async ({ browser }) => {
    const page = await editorPage(browser);
    await newLandingPage(page, uniqueSlug('pickers'), 'Picked for you');
    const blocks = page.getByRole('list', { name: 'Blocks' });

    // A product carousel: its title names it in the list; a product is found by name with the keyboard.
    await addBlock(page, 'Product carousel');
    await page.getByLabel(/^Title\*?$/).fill('Our lipstick picks');
    await expect(blocks.getByRole('button', { name: /^Product carousel: Our lipstick picks \(unsaved\)$/ })).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Add a product by name' });
    await search.fill('lipstick');
    const listbox = page.getByRole('listbox', { name: 'Products matching \u201clipstick\u201d' });
    const first = listbox.getByRole('option').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await expect(first.locator('img')).toHaveCount(1);
    await search.press('ArrowDown');
    const second = listbox.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const picked = (await second.textContent())!.split(' \u00b7 ')[0];
    await search.press('Enter');
    const chosen = page.getByRole('list', { name: 'Chosen products for Product refs' });
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen.getByRole('listitem').first()).toContainText(picked);
    await expect(chosen.getByRole('button', { name: `Remove ${picked}` })).toBeVisible();

    // An image with text: the image is chosen in the library by a word of its description.
    await addBlock(page, 'Image with text');
    await expect(blocks.getByRole('button', { name: /^Image with text \(unsaved\)$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Choose an image for Image' }).click();
    const library = page.getByRole('dialog', { name: 'Choose an image for Image' });
    await library.getByRole('searchbox', { name: 'Search images by title or description' }).fill('plinths arch');
    const images = library.getByRole('list', { name: 'Images' }).getByRole('button');
    await expect(images.first()).toBeVisible();
    const title = (await images.first().textContent())!;
    expect(await violations(page)).toEqual([]);
    await images.first().click();
    await expect(library).toBeHidden();
    const field = page.getByRole('group', { name: /^Image\*?$/ });
    await expect(field.getByText(title, { exact: true })).toBeVisible();
    await expect(field.locator('img')).toHaveCount(1);
    // Listed by the image's description, not by its id.
    const imageBlock = blocks.locator('.studio-blocks__name').nth(1);
    await expect(imageBlock).toHaveText(/^Image with text: [A-Z][a-z]+ /);
    expect(await imageBlock.textContent()).not.toMatch(/hero-|[A-Za-z0-9]{20,}/);

    // The form's array buttons are words: a brand grid's "Add a brand slug", then Up/Down/Remove per item.
    await addBlock(page, 'Brand grid');
    await page.getByRole('button', { name: 'Add a brand slug' }).click();
    await page.getByRole('button', { name: 'Add a brand slug' }).click();
    await expect(page.getByRole('button', { name: 'Remove brand slug 2' })).toHaveText('Remove');
    await expect(page.getByRole('button', { name: 'Move brand slug 2 up' })).toHaveText('Up');
    await page.locator('.studio-editor__fields').screenshot({ path: test.info().outputPath('array-buttons.png') });
    await blocks.getByRole('button', { name: 'Remove Brand grid', exact: true }).click();

    // Saved, the preview (the live renderer) shows the picked product in the carousel.
    await saveDraft(page);
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await expect(preview.getByRole('heading', { name: 'Our lipstick picks' })).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByText(picked, { exact: true }).first()).toBeVisible();
    expect(await violations(page, { exclude: 'iframe' })).toEqual([]);
  });
});
