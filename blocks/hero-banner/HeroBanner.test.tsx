import { expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract, expectAssetImage } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import rawFixtures from './hero-banner.fixtures.json';
import { schema } from './hero-banner.schema';
import * as stories from './HeroBanner.stories';
import { block } from './index';
import { HeroBanner, type HeroBannerFields } from './HeroBanner';

const fixtures = asBlockFixtures<HeroBannerFields>(rawFixtures);
const { renderFixture, element } = blockTestKit(block, fixtures);

describeBlockContract(
  {
    block,
    contentType: 'heroBanner',
    schema,
    component: HeroBanner,
    fixtures,
    stories,
    renders: {
      title: 'renders its heading as an h2 and its image with size and alt text',
      check: ({ entry: { fields } }) => {
        expect(screen.getByRole('heading', { level: 2, name: fields.heading })).toBeTruthy();
        expectAssetImage(fields.image);
      },
    },
  },
  () => {
    it('renders the call to action as the one primary button, localized for the page language', () => {
      renderFixture('Light theme with eyebrow, body and call to action (English)');
      const cta = screen.getByRole('link', { name: 'Shop new arrivals' });
      expect(cta.getAttribute('href')).toBe('/pages/new');
      expect(cta.className).toContain('button');
      expect(cta.className).not.toContain('button--secondary');
      cleanup();

      // Thailand's second language carries a prefix.
      renderFixture('Light theme with eyebrow, body and call to action (English)', renderContextFor('th', 'en')!);
      expect(screen.getByRole('link', { name: 'Shop new arrivals' }).getAttribute('href')).toBe('/en/pages/new');
    });

    it('leaves an https call to action as it is', () => {
      renderFixture('External https call to action (Chinese)');
      expect(screen.getByRole('link', { name: '了解更多' }).getAttribute('href')).toBe('https://beauty.atelier.com.hk/lookbook');
    });

    it('shows eyebrow and body paragraphs, and splits the body on blank lines', () => {
      const { container } = renderFixture('Light theme with eyebrow, body and call to action (English)');
      expect(screen.getByText('New season')).toBeTruthy();
      expect(container.querySelectorAll('.hero-banner__body')).toHaveLength(2);
    });

    it('without a call to action renders no link, and defaults to the light theme', () => {
      const { container } = renderFixture('Heading and image only, default theme, alt from the asset title');
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('section')!.getAttribute('data-theme')).toBe('light');
      expect(screen.getByRole('img', { name: 'Lipsticks and a serum bottle' })).toBeTruthy();
    });

    it('applies the dark theme', () => {
      const { container } = renderFixture('Dark theme (Thai)');
      const section = container.querySelector('section')!;
      expect(section.className).toContain('hero-banner--dark');
      expect(within(section).getByRole('link', { name: 'ช้อปเลย' })).toBeTruthy();
    });

    it('never renders an unsafe href even when handed fields that skipped validation', () => {
      const { entry } = fixtures.valid[0];
      render(element({ ...entry, fields: { ...entry.fields, ctaHref: 'javascript:alert(1)' } }));
      expect(screen.queryByRole('link')).toBeNull();
      expect(document.body.innerHTML).not.toContain('javascript:');
    });

    it('loads its image eagerly with high priority (LCP), unoptimized', () => {
      renderFixture('Light theme with eyebrow, body and call to action (English)');
      const img = screen.getByRole('img');
      expect(img.getAttribute('loading')).not.toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBe('high');
      expect(img.getAttribute('src')).toBe('/cms/fixtures/hero.svg');
    });
  },
);
