import { expect, test } from '@playwright/test';
import { API_BASE, apiRouteFiles } from '../api-route-files';

test.describe('/swagger', () => {
  test('answers 200 in the blank layout', async ({ page }) => {
    const response = await page.goto('/swagger');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main.blank-layout')).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atelier storefront API');
    await expect(page).toHaveTitle(/^API documentation \| /);
  });

  test('lists every route file under app/api/web/v1, with its methods', async ({ page }) => {
    // From the file system, not from the registry the document is built from: a new route file that
    // nobody documented fails here.
    const routes = apiRouteFiles();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    await page.goto('/swagger');
    const shown = await page.getByTestId('endpoint-path').allTextContents();
    const titles = (await page.locator('.swagger-op__title').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    for (const route of routes) {
      const path = `${API_BASE}${route.path}`;
      expect(shown, `${route.file} → ${path}`).toContain(path);
      expect(route.methods.length, `${route.file} exports a handler`).toBeGreaterThan(0);
      for (const method of route.methods) expect(titles, route.file).toContain(`${method.toUpperCase()} ${path}`);
    }
  });

  test('shows parameters, request and response fields and errors of an endpoint', async ({ page }) => {
    await page.goto('/swagger');
    const search = page.locator('article', { has: page.getByTestId('endpoint-path').getByText(`${API_BASE}/search`, { exact: true }) });
    await expect(search.getByRole('cell', { name: 'page_size', exact: true })).toBeVisible();
    await expect(search.getByRole('cell', { name: 'f.{attribute}', exact: true })).toBeVisible();
    const response = search.locator('details', { hasText: 'Response' });
    await response.locator('summary').click();
    await expect(response.locator('.swagger-field__name', { hasText: /^items$/ })).toBeVisible();
    await expect(search.locator('.swagger-errors')).toContainText('400');

    const featured = page.locator('article', { has: page.getByTestId('endpoint-path').getByText(`${API_BASE}/featured-products`, { exact: true }) });
    const body = featured.locator('details', { hasText: 'Request body' });
    await body.locator('summary').click();
    await expect(body.locator('.swagger-field__name', { hasText: /^refs$/ })).toBeVisible();
    await expect(featured.locator('.swagger-errors')).toContainText('403');
  });
});
