import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { countries } from '@/config/countries/registry';

/**
 * The desktop header (issue 30, item 14): at 1024 and 1280 px, in every interface language, no menu label of the
 * main navigation breaks onto a second line ("Bath & / body"), nothing makes the page scroll sideways (an open menu
 * included), and a menu whose own page is no product listing opens with "<name> overview", not "Shop all <name>".
 * (Thai and Chinese may render without their fonts on a test machine, as boxes at least as wide as the glyphs:
 * the labels must hold on one line even then.)
 */

const message = (lang: string, key: string): string => JSON.parse(readFileSync(`lib/i18n/messages/${lang}.json`, 'utf8'))[key];

const PAIRS = [
  { country: 'SG', lang: 'en', overview: 'Beauty Pass overview' },
  { country: 'ID', lang: 'id', overview: 'Ikhtisar Beauty Pass' },
  { country: 'TH', lang: 'th', overview: 'ภาพรวม Beauty Pass' },
  { country: 'HK', lang: 'zh', overview: 'Beauty Pass總覽' },
] as const;

/** Each top-level menu label of the main navigation with the number of lines its text takes. */
async function labelLines(page: Page, navigation: string) {
  const nav = page.getByRole('navigation', { name: navigation });
  await expect(nav).toBeVisible();
  return nav.evaluate((el) =>
    [...el.querySelectorAll(':scope > ul > li > a, :scope > ul > li > span, :scope > ul > li > details > summary')].map((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      // One line of text has one top; a label broken in two has two.
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return { label: (label.textContent ?? '').trim(), lines: tops.size };
    }),
  );
}

for (const width of [1024, 1280]) {
  for (const { country, lang, overview } of PAIRS) {
    test(`${width} px, ${country} ${lang}: every menu label is on one line, and the Beauty Pass menu opens with its overview`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.context().addCookies([
        { name: 'locale', value: country, url: baseURL! },
        { name: 'language', value: `lng_${lang}`, url: baseURL! },
      ]);
      const prefix = countries.get(country)!.languages[0] === lang ? '' : `/${lang}`;
      expect((await page.goto(`${prefix}/`))?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}-${country}$`));
      const navigation = message(lang, 'header.mainNavigation');

      const labels = await labelLines(page, navigation);
      expect(labels.length).toBeGreaterThan(8);
      expect(labels.filter((l) => l.lines !== 1)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The Beauty Pass menu: its first entry is the programme's overview (the dashboard), in the page's language.
      const nav = page.getByRole('navigation', { name: navigation });
      await nav.getByText('Beauty Pass', { exact: true }).click();
      const first = nav.locator('details[open] .disclosure__panel').getByRole('link').first();
      await expect(first).toHaveAccessibleName(overview);
      await expect(first).toHaveAttribute('href', /\/beauty-pass$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
