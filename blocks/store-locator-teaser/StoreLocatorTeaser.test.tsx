import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import rawFixtures from './store-locator-teaser.fixtures.json';
import { schema } from './store-locator-teaser.schema';
import * as stories from './StoreLocatorTeaser.stories';
import { block } from './index';
import { StoreLocatorTeaser, type StoreLocatorTeaserFields } from './StoreLocatorTeaser';

const fixtures = asBlockFixtures<StoreLocatorTeaserFields>(rawFixtures);
const { renderFixture } = blockTestKit(block, fixtures);

describeBlockContract(
  {
    block,
    contentType: 'storeLocatorTeaser',
    schema,
    component: StoreLocatorTeaser,
    fixtures,
    stories,
    renders: {
      title: 'renders its heading and one link to the store locator',
      check: ({ entry: { fields } }, { context }) => {
        expect(screen.getByRole('heading', { level: 2, name: fields.heading })).toBeTruthy();
        const links = screen.getAllByRole('link');
        expect(links).toHaveLength(1);
        expect(links[0].getAttribute('href')).toBe(context.href('/store-locations'));
      },
    },
  },
  () => {
    it("uses the editor's link label when given", () => {
      renderFixture('Image, body and own link label (English)');
      expect(screen.getByRole('link', { name: 'See stores and opening hours' })).toBeTruthy();
      expect(screen.getByRole('img', { name: /Shelves of lipsticks/ }).getAttribute('loading')).toBe('lazy');
    });

    it.each([
      ['sg', 'en', 'Find a store', '/store-locations'],
      ['th', 'th', 'ค้นหาร้านค้า', '/store-locations'],
      ['th', 'en', 'Find a store', '/en/store-locations'],
      ['hk', 'zh', '尋找店舖', '/zh/store-locations'],
    ])('in %s/%s defaults the link label to "%s" and links to %s', (country, lang, label, href) => {
      renderFixture('Heading only (Chinese)', renderContextFor(country, lang)!);
      expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    });

    it('renders no image when none is given', () => {
      renderFixture('Default link label, no image (Thai)');
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByText(/ทดลองทุกเฉดสี/)).toBeTruthy();
    });
  },
);
