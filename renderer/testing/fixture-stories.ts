/**
 * Storybook args from a block's fixture file, so every `<Name>.stories.tsx` renders its fixtures the same way:
 *
 *   const argsFor = fixtureStoryArgs<HeroBannerFields>(rawFixtures);
 *   const meta = { title: 'Blocks/Hero banner', component: HeroBanner, args: argsFor('…') } satisfies Meta<…>;
 *   export const DarkThai: Story = { args: argsFor('Dark theme (Thai)'), play: … };
 *
 * Each story renders one valid fixture in the country and language its name asks for (`fixtureLocale`), unless
 * the story names another. The meta object and the named story exports stay written out in each stories file:
 * Storybook's indexer reads them statically (a literal meta with a literal title, one named export a story).
 * `describeBlockContract` checks that there is exactly one story per valid fixture.
 */
import type { BlockProps } from '../types';
import { asBlockFixtures, fixtureProps, type FixtureLocale } from './fixtures';

export function fixtureStoryArgs<F, D = undefined>(json: unknown): (name: string, locale?: FixtureLocale) => BlockProps<F, D> {
  const fixtures = asBlockFixtures<F, D>(json);
  return (name, locale) => fixtureProps(fixtures, name, locale);
}
