/**
 * The editors' studio (issue 18): an editor builds, previews and publishes a landing page that shoppers then get;
 * the publish check, keyboard reordering, the version check between two editors, and the studio closed to shoppers.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { SANDBOX_DEFAULT_PASSWORD } from '@/schemas/api/sandbox-users';
import { newMember } from './member-session';
import { E2E_PORT } from './stack-ports';
import { addBlock, editorPage, newLandingPage, saveDraft, signIn, uniqueSlug, violations } from './studio-steps';

const thai = (path: string) => `http://th.localhost:${E2E_PORT}${path}`;

/** A genuine image made here (no file from elsewhere): one colour, `width`×`height`; GIFs of two frames. */
async function madeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 24, height = 16): Promise<Buffer> {
  const frame = (r: number) => sharp({ create: { width, height, channels: 3, background: { r, g: 60, b: 120 } } });
  if (format === 'gif') return sharp([await frame(220).png().toBuffer(), await frame(40).png().toBuffer()], { join: { animated: true } }).gif().toBuffer();
  return frame(220).toFormat(format).toBuffer();
}

test.describe('editors\u2019 studio', () => {
  // Each test builds pages through the whole stack; on a busy two-core machine that can take more than 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('an editor builds a landing page from nothing in two languages, previews the draft, publishes, and shoppers get it in both', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const page = await editorPage(browser);
    const slug = uniqueSlug('build');
    await newLandingPage(page, slug, 'Summer glow', 'Thailand');

    await addBlock(page, 'Section heading');
    await page.getByLabel(/^Heading\*?$/).fill('Summer glow edit');
    await addBlock(page, 'Landing text');
    await page.getByLabel(/^Body\*?$/).fill('Light layers for hot days.');
    await addBlock(page, 'Promo strip');
    await page.getByLabel(/^Text\*?$/).fill('Free shipping this week');

    await page.getByLabel('Editing locale').selectOption('th-TH');
    await page.locator('.studio-blocks__name', { hasText: /^Section heading/ }).click();
    const thaiHeading = page.getByLabel(/^Heading\*?$/);
    await expect(thaiHeading).toHaveAttribute('placeholder', 'Summer glow edit');
    await thaiHeading.fill('แสงแดดฤดูร้อน');
    await page.locator('.studio-blocks__name', { hasText: /^Landing text/ }).click();
    await page.getByLabel(/^Body\*?$/).fill('เลเยอร์บางเบาสำหรับวันที่อากาศร้อน');
    await page.getByLabel('Page title (th-TH)').fill('ซัมเมอร์โกลว์');
    await saveDraft(page);

    // The draft is in the preview (the live renderer), and not yet on the shop.
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await expect(preview.getByRole('heading', { name: 'แสงแดดฤดูร้อน' })).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByText('Free shipping this week')).toBeVisible();
    expect((await request.get(`/pages/${slug}`, { headers: { 'x-site-country': 'th' } })).status()).toBe(404);

    const started = Date.now();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published. Shoppers get it at /pages/${slug}` })).toBeVisible({ timeout: 20_000 });

    // A Thai-speaking shopper in Thailand (the browser's language picks Thai on a first visit), then the English page.
    const shopper = await (await browser.newContext({ locale: 'th-TH' })).newPage();
    await shopper.goto(thai(`/pages/${slug}`));
    await expect(shopper.getByRole('heading', { name: 'แสงแดดฤดูร้อน' })).toBeVisible();
    await expect(shopper.getByText('เลเยอร์บางเบาสำหรับวันที่อากาศร้อน')).toBeVisible();
    console.log(`studio: published page served ${((Date.now() - started) / 1000).toFixed(1)} s after Publish was pressed`);
    await shopper.goto(thai(`/en/pages/${slug}`));
    await expect(shopper.getByRole('heading', { name: 'Summer glow edit' })).toBeVisible();
    await expect(shopper.getByText('Light layers for hot days.')).toBeVisible();
    await expect(shopper.getByText('Free shipping this week')).toBeVisible();

    // The list shows the page, published.
    await page.goto(`/studio?q=${slug}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: slug }) });
    await expect(row.getByRole('cell', { name: 'Published', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'TH', exact: true })).toBeVisible();
  });

  test('a required field left empty blocks publishing, with the message on the field', async ({ browser }) => {
    const page = await editorPage(browser);
    await newLandingPage(page, uniqueSlug('required'), 'Needs a body');
    await addBlock(page, 'Landing text');
    await page.getByLabel(/^Heading\*?$/).fill('Only a heading');
    await page.getByRole('button', { name: 'Publish' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be published' });
    await expect(alert).toContainText('The page cannot be published until this problem is fixed:');
    await expect(alert.getByRole('listitem')).toHaveText(['Landing text: Only a heading (en-SG): Body is required.']);
    await expect(page.locator('.studio-block-form').getByText('Body is required.')).toBeVisible();
    await expect(page.getByText('Status: Draft (never published)')).toBeVisible();
    // What the editor typed is still there.
    await expect(page.getByLabel(/^Heading\*?$/)).toHaveValue('Only a heading');
    // The editor with its messages, and the page list, have no WCAG 2.2 AA violation.
    expect(await violations(page)).toEqual([]);
    await page.goto('/studio');
    expect(await violations(page)).toEqual([]);
    // Search engines never index the studio (issue 23): its pages say noindex (a guest is redirected to sign in).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('an editor reorders blocks with the keyboard, and the order is saved', async ({ browser }) => {
    const page = await editorPage(browser);
    await newLandingPage(page, uniqueSlug('reorder'), 'Reorder me');
    await addBlock(page, 'Section heading');
    await page.getByLabel(/^Heading\*?$/).fill('First');
    await addBlock(page, 'Promo strip');
    await page.getByLabel(/^Text\*?$/).fill('Second');
    await addBlock(page, 'Landing text');
    await page.getByLabel(/^Body\*?$/).fill('Third');
    const names = page.locator('.studio-blocks__name');
    await expect(names).toHaveText([/^Section heading: First/, /^Promo strip: Second/, /^Landing text: Third/]);

    await page.getByRole('button', { name: /^Move Landing text: Third, position 3 of 3/ }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(names).toHaveText([/^Landing text: Third/, /^Section heading: First/, /^Promo strip: Second/]);
    await expect(page.getByText('Landing text: Third moved to position 1 of 3.')).toBeAttached();
    await expect(page.getByRole('button', { name: /^Move Landing text: Third, position 1 of 3/ })).toBeFocused();

    await saveDraft(page);
    await page.reload();
    await expect(page.locator('.studio-blocks__name')).toHaveText([/^Landing text: Third/, /^Section heading: First/, /^Promo strip: Second/]);
  });

  test('a second editor\u2019s stale save gets the conflict message, and neither loses their text', async ({ browser }) => {
    const first = await editorPage(browser);
    await newLandingPage(first, uniqueSlug('conflict'), 'Two editors');
    await addBlock(first, 'Section heading');
    await first.getByLabel(/^Heading\*?$/).fill('Original');
    await saveDraft(first);

    const second = await editorPage(browser);
    await second.goto(first.url());
    await expect(second.getByLabel(/^Heading\*?$/)).toHaveValue('Original');

    await first.getByLabel(/^Heading\*?$/).fill('From the first editor');
    await saveDraft(first);

    await second.getByLabel(/^Heading\*?$/).fill('From the second editor');
    await second.getByRole('button', { name: 'Save draft' }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'Someone else saved' });
    await expect(alert).toContainText('Someone else saved \u201cSection heading: From the second editor\u201d since you opened it. Your changes are still here.');
    await expect(second.getByLabel(/^Heading\*?$/)).toHaveValue('From the second editor');

    await alert.getByRole('button', { name: 'Keep mine' }).click();
    await expect(second.getByLabel(/^Heading\*?$/)).toHaveValue('From the second editor');
    await saveDraft(second);

    // The first editor's next save is the stale one now; reloading shows the second editor's text.
    await first.getByLabel(/^Heading\*?$/).fill('First editor again');
    await first.getByRole('button', { name: 'Save draft' }).click();
    const stale = first.getByRole('alert').filter({ hasText: 'Someone else saved' });
    await expect(stale).toBeVisible();
    await stale.getByRole('button', { name: 'Reload their version' }).click();
    await expect(first.getByLabel(/^Heading\*?$/)).toHaveValue('From the second editor');
  });

  test('a shopper gets 403 from /studio and from every studio write; a visitor is sent to sign in', async ({ browser, request }) => {
    const guest = await (await browser.newContext()).newPage();
    await guest.goto('/studio');
    await expect(guest).toHaveURL((url) => url.pathname === '/sign_in' && url.searchParams.get('return_to') === '/studio');

    const member = await newMember(request);
    const page = await (await browser.newContext()).newPage();
    await signIn(page, member.email, SANDBOX_DEFAULT_PASSWORD);
    const studio = await page.goto('/studio');
    expect(studio?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Only editors may use the studio' })).toBeVisible();
    expect((await page.goto('/studio/pages/home-sg'))?.status()).toBe(403);

    const writes = [
      page.request.get('/api/studio/pages'),
      page.request.post('/api/studio/pages', { data: { slug: 'shopper-page', title: 'Mine' } }),
      page.request.post('/api/studio/entries', { data: { contentType: 'promoStrip' } }),
      page.request.get('/api/studio/entries?contentType=carouselSlide'),
      page.request.get('/api/studio/assets'),
      page.request.post('/api/studio/assets', { multipart: { title: 'Mine', file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') } } }),
      page.request.get('/api/studio/entries/hero-home'),
      page.request.put('/api/studio/entries/hero-home', { data: { version: 1, fields: {} } }),
      page.request.put('/api/studio/entries/hero-home/published', { data: { version: 1 } }),
      page.request.delete('/api/studio/entries/hero-home/published'),
      page.request.get('/api/studio/preview?slug=home&locale=en-SG', { maxRedirects: 0 }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.status(), answer.url()).toBe(403);
      expect(await answer.json()).toEqual({ message: 'Only editors may use the studio.' });
    }
  });

  test('an editor writes rich text, adds a carousel slide with an image uploaded on the spot, publishes, and shoppers see both', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await editorPage(browser);
    const slug = uniqueSlug('media');
    await newLandingPage(page, slug, 'Media page');

    await addBlock(page, 'Rich text');
    const body = page.getByRole('textbox', { name: /^Body\*?$/ });
    await body.click();
    await page.getByRole('button', { name: 'H2 heading', exact: true }).click();
    await page.keyboard.type('Your routine');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Cleanse ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('gently');
    await expect(body.getByRole('heading', { level: 2, name: 'Your routine' })).toBeVisible();

    await addBlock(page, 'Image carousel');
    await page.getByRole('button', { name: 'Add a new carousel slide' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Carousel slide 1 fields' })).toBeVisible();
    // The upload is in the image library (issue 33).
    await page.getByRole('button', { name: 'Choose an image for Image' }).click();
    await page.getByRole('dialog', { name: 'Choose an image for Image' }).getByRole('button', { name: 'Upload a new image for Image' }).click();
    const upload = page.getByRole('group', { name: 'New image for Image' });
    // A 3\u00d72 PNG made here (no file from elsewhere).
    const png = await madeImage('png', 3, 2);
    await upload.getByLabel(/^Image file/).setInputFiles({ name: 'summer glow.png', mimeType: 'image/png', buffer: png });
    await upload.getByLabel('Image title (its alt text)').fill('Summer glow');
    await upload.getByRole('button', { name: 'Upload image' }).click();
    // Uploaded and chosen: the library closes and the field shows the new image.
    await expect(page.getByRole('dialog', { name: 'Choose an image for Image' })).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('group', { name: /^Image\*?$/ }).getByText('Summer glow', { exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Published. Shoppers get it at /pages/${slug}` })).toBeVisible({ timeout: 20_000 });

    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto(`/pages/${slug}`);
    await expect(shopper.getByRole('heading', { level: 2, name: 'Your routine' })).toBeVisible();
    await expect(shopper.locator('b, strong', { hasText: 'gently' })).toBeVisible();
    const image = shopper.getByRole('img', { name: 'Summer glow' });
    await expect(image).toHaveAttribute('src', /^\/cms\/uploads\/[A-Za-z0-9]+\/summer-glow\.png$/);
    const file = await shopper.request.get((await image.getAttribute('src'))!);
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/png']);
    expect(Buffer.from(await file.body()).equals(png)).toBe(true);
  });

  test('an upload that is not the image it claims is refused with a message; genuine PNG, JPEG, WebP and GIF images are taken and served as what they are', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await editorPage(browser);
    const upload = (name: string, mimeType: string, buffer: Buffer) => page.request.post('/api/studio/assets', { multipart: { title: `Upload ${name}`, file: { name, mimeType, buffer } } });
    const gif = await madeImage('gif');
    const hostile: [string, string, Buffer, number, RegExp][] = [
      ['drawing.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(document.cookie)</script></svg>'), 415, /^This file is an SVG drawing although it is labelled PNG\./],
      ['page.gif', 'image/gif', Buffer.concat([gif, Buffer.from('<html><script>alert(document.domain)</script></html>')]), 422, /^This GIF file has data after the end of its image/],
      ['comment.gif', 'image/gif', Buffer.concat([gif.subarray(0, -1), Buffer.from([0x21, 0xfe, 16]), Buffer.from('<script>alert(1)'), Buffer.from([0, 0x3b])]), 422, /^This GIF file also holds HTML or script markup/],
      ['photo.jpg', 'image/jpeg', await madeImage('png'), 415, /^This file is a PNG image but is labelled JPEG\./],
      ['cut.png', 'image/png', (await madeImage('png', 200, 120)).subarray(0, 300), 422, /^This PNG image is damaged or cut short/],
    ];
    for (const [name, type, bytes, status, message] of hostile) {
      const answer = await upload(name, type, bytes);
      const body = await answer.json();
      expect([name, answer.status()]).toEqual([name, status]);
      expect(body.message).toMatch(message);
    }
    for (const [format, type] of [['png', 'image/png'], ['jpeg', 'image/jpeg'], ['webp', 'image/webp'], ['gif', 'image/gif']] as const) {
      const bytes = await madeImage(format);
      const answer = await upload(`shade.${format}`, type, bytes);
      expect([format, answer.status()]).toEqual([format, 201]);
      const asset = await answer.json();
      expect(asset).toMatchObject({ width: 24, height: 16 });
      const served = await page.request.get(asset.url);
      expect([format, served.status(), served.headers()['content-type'], served.headers()['x-content-type-options']]).toEqual([format, 200, type, 'nosniff']);
      expect(served.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(Buffer.from(await served.body()).equals(bytes)).toBe(true);
    }

    // In the studio's own form, the editor reads why.
    await newLandingPage(page, uniqueSlug('upload'), 'Upload check');
    await addBlock(page, 'Image carousel');
    await page.getByRole('button', { name: 'Add a new carousel slide' }).click();
    await page.getByRole('button', { name: 'Choose an image for Image' }).click();
    await page.getByRole('dialog', { name: 'Choose an image for Image' }).getByRole('button', { name: 'Upload a new image for Image' }).click();
    const form = page.getByRole('group', { name: 'New image for Image' });
    await form.getByLabel(/^Image file/).setInputFiles({ name: 'drawing.png', mimeType: 'image/png', buffer: hostile[0][2] });
    await form.getByLabel('Image title (its alt text)').fill('Drawing');
    await form.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This file is an SVG drawing although it is labelled PNG.' })).toBeVisible({ timeout: 20_000 });
    // Nothing was chosen: closed, the field still has no image.
    await page.getByRole('button', { name: 'Close without choosing' }).click();
    await expect(page.getByRole('group', { name: /^Image\*?$/ }).getByText('No image chosen yet.')).toBeVisible();
  });

  test('an editor reorders blocks by dragging a handle, and an added block never saved leaves no entry behind', async ({ browser }) => {
    const page = await editorPage(browser);
    await newLandingPage(page, uniqueSlug('drag'), 'Drag me');
    await addBlock(page, 'Section heading');
    await page.getByLabel(/^Heading\*?$/).fill('First');
    await addBlock(page, 'Promo strip');
    await page.getByLabel(/^Text\*?$/).fill('Second');
    await saveDraft(page);
    const names = page.locator('.studio-blocks__name');
    await page.getByRole('button', { name: /^Move Promo strip: Second, position 2 of 2/ }).dragTo(page.getByRole('button', { name: /^Move Section heading: First, position 1 of 2/ }));
    await expect(names).toHaveText([/^Promo strip: Second/, /^Section heading: First/]);
    await saveDraft(page);

    // A block added and left unsaved is only in this browser: the content source has no entry for it. Another
    // worker's test may save promo strips meanwhile (with their own text): the new entries are judged by their label,
    // which is the entry's text, or its bare id while it has none.
    const promoEntries = async () => ((await (await page.request.get('/api/studio/entries?contentType=promoStrip')).json()) as { items: { id: string; label: string }[] }).items;
    const before = new Set((await promoEntries()).map((i) => i.id));
    await addBlock(page, 'Promo strip');
    await page.getByLabel(/^Text\*?$/).fill('Never saved');
    await page.reload();
    await expect(page.locator('.studio-blocks__name')).toHaveText([/^Promo strip: Second/, /^Section heading: First/]);
    const added = (await promoEntries()).filter((i) => !before.has(i.id));
    expect(added.filter((i) => i.label === i.id || i.label.startsWith('Never saved'))).toEqual([]);
  });

  test('an editor unpublishes a page, and shoppers no longer get it', async ({ browser, request }) => {
    const page = await editorPage(browser);
    const slug = uniqueSlug('unpublish');
    await newLandingPage(page, slug, 'Here for now');
    await addBlock(page, 'Promo strip');
    await page.getByLabel(/^Text\*?$/).fill('Last chance');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible({ timeout: 20_000 });
    expect((await request.get(`/pages/${slug}`)).status()).toBe(200);

    // Unpublish asks first (issue 33), and the status then says when and by whom.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('dialog', { name: 'Unpublish this page?' }).getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished. Shoppers no longer get this page.' })).toBeVisible();
    await expect(page.getByText(/^Status: Unpublished on .* by editor@atelier\.example$/)).toBeVisible();
    await expect.poll(async () => (await request.get(`/pages/${slug}`)).status(), { timeout: 10_000 }).toBe(404);
  });
});
