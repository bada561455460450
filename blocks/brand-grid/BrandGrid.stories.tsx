import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './brand-grid.fixtures.json';
import { BrandGrid, type BrandGridData, type BrandGridFields } from './BrandGrid';

const argsFor = fixtureStoryArgs<BrandGridFields, BrandGridData>(rawFixtures);

const meta = {
  title: 'Blocks/Brand grid',
  component: BrandGrid,
  args: argsFor('Eight picked brands with logos (English)'),
} satisfies Meta<typeof BrandGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EightPickedBrands: Story = {
  args: argsFor('Eight picked brands with logos (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Brands we love' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Kaya Botanics/ })).toHaveAttribute('href', '/brands/kaya-botanics');
    await expect(canvas.getByRole('link', { name: 'All brands A–Z' })).toHaveAttribute('href', '/brands');
  },
};

export const AllBrandsThai: Story = {
  args: argsFor('Every brand A–Z, names only (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Aurora Bloom' })).toBeVisible();
  },
};

export const UntitledChinese: Story = {
  args: argsFor('Without a title (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hanami Skin' })).toHaveAttribute('href', '/zh/brands/hanami-skin');
  },
};
