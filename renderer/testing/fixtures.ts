/**
 * Reading a block's `<name>.fixtures.json` the same way in its tests and its stories: typed fixtures, a
 * valid fixture by name, the country and language it renders in, and the block props it renders with.
 * No test runner here: stories import it too.
 */
import { renderContextFor } from '../context';
import type { BlockFixtures, BlockProps, RenderContext } from '../types';

export type ValidFixture<F, D = undefined> = BlockFixtures<F, D>['valid'][number];
export type InvalidFixture = BlockFixtures['invalid'][number];

/** Where a fixture renders when a test or story does not say: a country and one of its languages. */
export interface FixtureLocale {
  country: string;
  lang: string;
}

/** The fixture file as imported JSON, typed with the block's fields (JSON imports are typed too loosely). */
export function asBlockFixtures<F, D = undefined>(json: unknown): BlockFixtures<F, D> {
  return json as BlockFixtures<F, D>;
}

/** The valid fixture called `name`; throws when there is none, so a renamed fixture fails loudly. */
export function validFixture<F, D>(fixtures: BlockFixtures<F, D>, name: string): ValidFixture<F, D> {
  const fixture = fixtures.valid.find((f) => f.name === name);
  if (!fixture) throw new Error(`no valid fixture named "${name}"`);
  return fixture;
}

/**
 * A fixture's name says where it renders: "Thai" in Thailand/Thai, "Chinese" in Hong Kong/Chinese,
 * "Indonesian" in Indonesia/Indonesian, anything else in Singapore/English.
 */
export function fixtureLocale(name: string): FixtureLocale {
  if (/\bThai\b/.test(name)) return { country: 'th', lang: 'th' };
  if (/\bChinese\b/.test(name)) return { country: 'hk', lang: 'zh' };
  if (/\bIndonesian\b/.test(name)) return { country: 'id', lang: 'id' };
  return { country: 'sg', lang: 'en' };
}

/** The render context of a country and language the site serves (throws for one it does not). */
export function contextIn({ country, lang }: FixtureLocale): RenderContext {
  const context = renderContextFor(country, lang);
  if (!context) throw new Error(`${country}/${lang} is not served`);
  return context;
}

/** The render context a fixture's name asks for (see `fixtureLocale`). */
export function fixtureContext(name: string): RenderContext {
  return contextIn(fixtureLocale(name));
}

/** The props a block renders a valid fixture with, in the fixture's own locale unless `locale` says otherwise. */
export function fixtureProps<F, D>(fixtures: BlockFixtures<F, D>, name: string, locale: FixtureLocale = fixtureLocale(name)): BlockProps<F, D> {
  const { entry, data } = validFixture(fixtures, name);
  return { entry, fields: entry.fields, data: data as D, context: contextIn(locale) };
}
