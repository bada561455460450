import { expect, test, type Page } from '@playwright/test';

// A filtered listing or search URL, shared, bookmarked or reloaded (issue 21 item 5). The page is a cached,
// unfiltered first page; the listing island reads the URL. Watched from the first paint, with the island's
// JavaScript held back, the page never shows a product the URL does not choose, nor the unfiltered count.

const API = '/api/web/v1';
const SG = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };

interface Seen {
  frames: number;
  brands: string[];
  counts: string[];
  prompt: boolean;
}

/** Before every frame the browser paints: the brands of the visible product cards, the visible count, the search prompt. */
async function watchFromFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const brands = new Set<string>();
    const counts = new Set<string>();
    const seen = { frames: 0, brands: [] as string[], counts: [] as string[], prompt: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const frame = () => {
      seen.frames += 1;
      for (const el of document.querySelectorAll<HTMLElement>('.product-grid .product-card__brand')) if (el.checkVisibility()) brands.add(el.innerText.trim());
      for (const el of document.querySelectorAll<HTMLElement>('.listing__count')) if (el.checkVisibility() && el.innerText.trim()) counts.add(el.innerText.trim());
      for (const el of document.querySelectorAll<HTMLElement>('.listing__prompt')) if (el.checkVisibility()) seen.prompt = true;
      seen.brands = [...brands];
      seen.counts = [...counts];
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

/** Holds every script chunk back, so the server's HTML is painted long before the island hydrates. */
async function slowScripts(page: Page) {
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

interface Listing {
  total: number;
  facets: { param: string; values: { value: string; label: string; count: number }[] }[];
}

test('a filtered listing URL shows the filtered products or a loading state from the first paint, never the unfiltered ones', async ({ page, request }) => {
  const all = (await (await request.get(`${API}/search?category=makeup&page_size=1`, { headers: SG })).json()) as Listing;
  const brands = all.facets.find((f) => f.param === 'brand')!.values.filter((v) => v.count > 0);
  const brand = brands.reduce((a, b) => (b.count < a.count ? b : a));
  expect(all.total).toBeGreaterThan(brand.count);

  await watchFromFirstPaint(page);
  await slowScripts(page);
  const response = await page.goto(`/pages/makeup?brand=${brand.value}`);
  expect(response?.status()).toBe(200);
  const listing = page.getByRole('region', { name: 'Shop all makeup' });
  const filteredCount = `${brand.count} ${brand.count === 1 ? 'product' : 'products'}`;
  await expect(listing.getByRole('status').filter({ hasText: /product/ })).toHaveText(filteredCount);
  await expect(listing.locator('.product-grid > li > article')).toHaveCount(Math.min(brand.count, 24));

  const watched = await seen(page);
  expect(watched.frames).toBeGreaterThan(10);
  // Every card ever painted is the chosen brand's; the unfiltered count was never shown.
  expect(watched.brands).toEqual([brand.label]);
  expect(watched.counts).not.toContain(`${all.total} products`);
  expect(watched.counts).toContain('Loading products…');
});

test('a search URL shows a loading state, not the search prompt, until its results', async ({ page }) => {
  await watchFromFirstPaint(page);
  await slowScripts(page);
  await page.goto('/search?q=serum');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “serum”' })).toBeVisible();
  await expect(page.locator('.product-grid > li > article').first()).toBeVisible();
  const watched = await seen(page);
  expect(watched.frames).toBeGreaterThan(10);
  expect(watched.prompt).toBe(false);
  expect(watched.counts).toContain('Loading products…');
});

test('while a filtered deep link loads, the live status never holds the unfiltered count (issue 30, item 15)', async ({ page, request }) => {
  const all = (await (await request.get(`${API}/search?category=makeup&page_size=1`, { headers: SG })).json()) as Listing;
  const brand = all.facets.find((f) => f.param === 'brand')!.values.filter((v) => v.count > 0).reduce((a, b) => (b.count < a.count ? b : a));
  expect(all.total).toBeGreaterThan(brand.count);
  const unfiltered = `${new Intl.NumberFormat('en-SG').format(all.total)} products`;

  // Every text any live region of the listing ever had, from the first byte of the page (a screen reader is told a
  // live region's text, shown or not).
  await page.addInitScript(() => {
    const texts = new Set<string>();
    (window as unknown as { __live: Set<string> }).__live = texts;
    const record = () => {
      for (const el of document.querySelectorAll('.listing [role="status"], .listing [aria-live]')) texts.add((el.textContent ?? '').trim());
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await slowScripts(page);
  expect((await page.goto(`/pages/makeup?brand=${brand.value}`))?.status()).toBe(200);
  const listing = page.getByRole('region', { name: 'Shop all makeup' });
  const filteredCount = `${brand.count} ${brand.count === 1 ? 'product' : 'products'}`;
  await expect(listing.getByRole('status').filter({ hasText: /product/ })).toHaveText(filteredCount);

  const heard = await page.evaluate(() => [...(window as unknown as { __live: Set<string> }).__live]);
  expect(heard).toContain(filteredCount);
  expect(heard.filter((text) => text.includes(unfiltered) || text.includes(`${all.total} products`))).toEqual([]);
});
