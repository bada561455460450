import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './store-locator-teaser.fixtures.json';
import { StoreLocatorTeaser, type StoreLocatorTeaserFields } from './StoreLocatorTeaser';

const argsFor = fixtureStoryArgs<StoreLocatorTeaserFields>(rawFixtures);

const meta = {
  title: 'Blocks/Store locator teaser',
  component: StoreLocatorTeaser,
  args: argsFor('Image, body and own link label (English)'),
} satisfies Meta<typeof StoreLocatorTeaser>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithImageAndLabel: Story = {
  args: argsFor('Image, body and own link label (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Visit us in store' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See stores and opening hours' })).toHaveAttribute('href', '/store-locations');
    await expect(canvas.getByRole('img', { name: /Shelves of lipsticks/ })).toHaveAttribute('height', '800');
  },
};

export const DefaultLabelThai: Story = {
  args: argsFor('Default link label, no image (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'แวะมาที่ร้านของเรา' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ค้นหาร้านค้า' })).toHaveAttribute('href', '/store-locations');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const HeadingOnlyChinese: Story = {
  args: argsFor('Heading only (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '歡迎蒞臨門市' })).toBeVisible();
    // Chinese is Hong Kong's second language: the link carries the /zh prefix.
    await expect(canvas.getByRole('link', { name: '尋找店舖' })).toHaveAttribute('href', '/zh/store-locations');
  },
};
