/**
 * Security headers in the browser (issue 20, lib/security-headers.ts, server/cache/inline-script-policy.mjs): the store
 * works with its Content-Security-Policies enforced — a shopper's journey from the home page to the checkout, signing
 * in and the editors' studio with its preview frame report no violation, a cached page runs under its scripts' hashes
 * and the studio under its request's nonce — while markup injected into a page cannot run an inline handler or an
 * inline script, load a foreign script or be framed by another site. Every test here collects the page's
 * `securitypolicyviolation` events.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, newMember, signInTo } from './member-session';
import { addToBag } from './bag-steps';
import { addBlock, editorPage, newLandingPage, saveDraft, uniqueSlug } from './studio-steps';

declare global {
  interface Window {
    __cspViolations?: string[];
    __injectedRan?: boolean;
  }
}

/** Collects the page's CSP violations (the init script runs before the page's own, in every frame). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations?.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'} at ${e.documentURI}`));
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('a shopper goes from the home page to the checkout with no CSP violation, every document sent with the headers', async ({ page }) => {
  // Six page loads and an add to bag: past 60 s on a loaded machine is still a pass of what this test holds.
  test.setTimeout(90_000);
  await watchViolations(page);
  const documents: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') documents.push({ url: r.url(), headers: r.headers() });
  });
  await page.goto('/');
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
  await page.goto('/pages/makeup');
  await hydrated(page);
  await page.goto('/search?q=lipstick');
  await hydrated(page);
  await addToBag(page, page.getByRole('main').getByRole('button', { name: 'Add to bag' }).first());
  const product = (await page.getByRole('main').locator('a[href^="/products/"]').first().getAttribute('href'))!;
  await page.goto(product);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: /bag/i }).first()).toBeVisible();
  await page.goto('/checkout');
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
  expect(documents.length).toBeGreaterThanOrEqual(4);
  for (const { url, headers } of documents) {
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
  }
});

test('a member signs in with the policy enforced', async ({ page, request }) => {
  const member = await newMember(request);
  await watchViolations(page);
  await signInTo(page, member.email, '/account/beauty-profile');
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});

test('markup injected into a page runs no inline handler and loads no foreign script', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img alt="" src="/no-such-image.png" onerror="window.__injectedRan = true">');
    const script = document.createElement('script');
    script.src = 'https://scripts.example.com/steal.js';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-attr inline/), expect.stringMatching(/^script-src-elem https:\/\/scripts\.example\.com/)]));
  expect(await page.evaluate(() => window.__injectedRan ?? false)).toBe(false);
});

test('another site cannot frame a shop page, while the preview pages may be framed by the studio', async ({ page, baseURL }) => {
  const shop = await page.request.get('/');
  expect(shop.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const preview = await page.request.get('/preview/homepage', { maxRedirects: 0 });
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com");
  // A page of another origin (about:blank's opaque one) framing the shop: the browser refuses to show it.
  const framed = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
  await page.setContent(`<iframe title="shop" src="${baseURL}/"></iframe>`);
  expect((await framed).text()).toContain("frame-ancestors 'none'");
});

/** The script-src directive of a policy, if it has one. */
const scriptSrc = (policy: string) => policy.split(/;\s*/).find((d) => d.startsWith('script-src '));
/** The enforced policy that allows inline scripts by a nonce alone (its script-src without 'unsafe-inline'), and the nonce. */
function noncePolicy(policies: string[]): { policy: string; nonce: string } | undefined {
  const policy = policies.find((p) => /'nonce-/.test(scriptSrc(p) ?? '') && !scriptSrc(p)!.includes("'unsafe-inline'") && p.startsWith('default-src '));
  return policy ? { policy, nonce: /'nonce-([^']+)'/.exec(scriptSrc(policy)!)![1] } : undefined;
}

/** The page's inline scripts that do not hold `nonce`. */
const inlineScriptsWithout = (page: Page, nonce: string) =>
  page.evaluate((n) => [...document.querySelectorAll('script:not([src])')].filter((s) => !s.getAttribute('type') && (s as HTMLScriptElement).nonce !== n).map((s) => (s.textContent ?? '').slice(0, 60)), nonce);

/** The policies a response carries (the browser enforces each; Next appends a cached page's own to the general one). */
async function policiesOf(response: { headersArray(): Promise<{ name: string; value: string }[]> }) {
  return (await response.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').flatMap((h) => h.value.split(/,\s*(?=[a-z-]+ )/));
}

test("a cached page runs only its own inline scripts: it is sent with their hashes and works with no violation", async ({ page }) => {
  await watchViolations(page);
  for (const path of ['/', '/pages/makeup', '/brands']) {
    const response = (await page.goto(path))!;
    const policies = await policiesOf(response);
    const scriptPolicy = policies.find((p) => p.startsWith('script-src ') && p.includes("'sha256-"));
    expect(scriptPolicy, `${path}: ${policies.join(' | ')}`).toMatch(/^script-src 'self' 'unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    // Every inline script the browser would run on the page is one of the hashed.
    const inline = await page.evaluate(async () => {
      const texts = [...document.querySelectorAll('script:not([src])')].filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module').map((s) => s.textContent ?? '');
      return Promise.all(texts.map(async (t) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(t)))))}'`));
    });
    expect(inline.length, path).toBeGreaterThan(3);
    for (const hash of inline) expect(scriptPolicy, path).toContain(hash);
    await hydrated(page);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search the store' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("a script injected into a cached page's HTML does not run, even one shaped like Next's payload; the page still works", async ({ page }) => {
  await watchViolations(page);
  await page.route('**/pages/makeup', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__injectedRan=true</script><script>self.__next_f.push([1,""]);window.__injectedRan=true</script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/pages/makeup');
  await hydrated(page);
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/), expect.stringMatching(/^script-src-elem inline/)]);
  expect(await page.evaluate(() => window.__injectedRan ?? false)).toBe(false);
});

test("an editor's studio page runs under its request's nonce alone (a new one each visit); the editor builds and previews a page with no violation", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await editorPage(browser);
  await watchViolations(page);
  const response = (await page.goto('/studio'))!;
  // The proxy's policy for the studio: the general one with the request's nonce in place of 'unsafe-inline'.
  const found = noncePolicy(await policiesOf(response));
  expect(found?.policy, (await policiesOf(response)).join(' | ')).toMatch(/; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'unsafe-eval';/);
  const { nonce } = found!;
  // Every inline script of the page holds the nonce (the studio's prerendered shell is empty: Next writes them all for the request).
  expect(await inlineScriptsWithout(page, nonce)).toEqual([]);
  expect(await page.locator('script:not([src])').count()).toBeGreaterThan(0);
  // A second visit has a new nonce.
  const again = noncePolicy(await policiesOf((await page.goto('/studio'))!));
  expect(again?.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(again?.nonce).not.toBe(nonce);
  const slug = uniqueSlug('csp');
  await newLandingPage(page, slug, 'Policy check');
  await addBlock(page, 'Section heading');
  await page.getByLabel(/^Heading\*?$/).fill('Under a nonce');
  await saveDraft(page);
  await expect(page.frameLocator('iframe[title^="Preview of"]').getByRole('heading', { name: 'Under a nonce' })).toBeVisible({ timeout: 20_000 });
  // The preview page in the frame is rendered for the request too: its own nonce, and no violation there either.
  const frames = await Promise.all(page.frames().map((f) => f.evaluate(() => ({ url: location.pathname, violations: window.__cspViolations ?? [] }))));
  expect(frames.some((f) => f.url.includes('/preview/'))).toBe(true);
  expect(frames.flatMap((f) => f.violations)).toEqual([]);
});

/** Adds an inline script to each HTML document of a page path `pattern` matches, keeping the answer's headers (its policies). */
async function injectScriptInto(page: Page, pattern: RegExp) {
  await page.route((url) => !url.pathname.startsWith('/api/') && pattern.test(url.pathname), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__injectedRan=true</script></body>');
    await route.fulfill({ response, body: html });
  });
}

test('with draft mode on, a script injected into the studio, a studio page or a preview page does not run; the editor still builds and previews a page', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await editorPage(browser);
  await watchViolations(page);
  const slug = uniqueSlug('draft-csp');
  await newLandingPage(page, slug, 'Draft policy check');
  const editor = new URL(page.url()).pathname;
  await addBlock(page, 'Section heading');
  await page.getByLabel(/^Heading\*?$/).fill('Drafted under a nonce');
  await saveDraft(page);
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole('heading', { name: 'Drafted under a nonce' })).toBeVisible({ timeout: 20_000 });
  // The preview frame went through /api/studio/preview, which turned draft mode on for this browser.
  expect((await page.context().cookies()).map((c) => c.name)).toContain('__prerender_bypass');
  const preview = new URL(page.frames().find((f) => f.url().includes('/preview/'))!.url()).pathname;

  await injectScriptInto(page, /^(\/[a-z]{2})?\/(studio|preview)(\/|$)/);
  const visits: [string, () => Promise<void>][] = [
    ['/studio', () => expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()],
    [editor, () => expect(page.getByRole('heading', { level: 1, name: 'Draft policy check' })).toBeVisible()],
    [preview, () => expect(page.getByRole('heading', { name: 'Drafted under a nonce' })).toBeVisible()],
  ];
  for (const [path, shown] of visits) {
    const response = (await page.goto(path))!;
    await shown();
    // Refused by the browser, and the only script of the page without the request's nonce.
    expect(await page.evaluate(() => window.__injectedRan ?? false), `${path}: the injected script ran`).toBe(false);
    await expect.poll(() => violations(page), path).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    const found = noncePolicy(await policiesOf(response));
    expect(found, `${path}: ${(await policiesOf(response)).join(' | ')}`).toBeTruthy();
    const { nonce } = found!;
    expect(await inlineScriptsWithout(page, nonce), path).toEqual(['window.__injectedRan=true']);
  }

  // Without the injection, the editor in draft mode edits and previews as before, with no violation in any frame.
  await page.unrouteAll();
  await page.goto(editor);
  await page.getByLabel(/^Heading\*?$/).fill('Edited in draft mode');
  await saveDraft(page);
  await expect(frame.getByRole('heading', { name: 'Edited in draft mode' })).toBeVisible({ timeout: 20_000 });
  const frames = await Promise.all(page.frames().map((f) => f.evaluate(() => window.__cspViolations ?? [])));
  expect(frames.flat()).toEqual([]);
});
