import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './category-tiles.fixtures.json';
import { CategoryTiles, type CategoryTilesFields } from './CategoryTiles';

const argsFor = fixtureStoryArgs<CategoryTilesFields>(rawFixtures);

const meta = {
  title: 'Blocks/Category tiles',
  component: CategoryTiles,
  args: argsFor('Six tiles with a title (English)'),
} satisfies Meta<typeof CategoryTiles>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SixTiles: Story = {
  args: argsFor('Six tiles with a title (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Lips' })).toHaveAttribute('href', '/pages/makeup/lips');
    await expect(canvas.getByRole('link', { name: 'Tools & brushes' })).toHaveAttribute('href', '/pages/tools');
    // The label names each link; the images are decorative.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

export const ThreeTilesThai: Story = {
  args: argsFor('Three tiles (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'เลือกซื้อตามหมวดหมู่' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ผลิตภัณฑ์บำรุงผิว' })).toHaveAttribute('href', '/pages/skincare');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const WithoutImagesChinese: Story = {
  args: argsFor('No title, tiles without images and an external link (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: '底妝' })).toHaveAttribute('href', '/zh/pages/makeup/face');
    await expect(canvas.getByRole('link', { name: '禮品套裝' })).toHaveAttribute('href', 'https://gifts.atelier.com.hk/');
  },
};
