import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './product-listing.fixtures.json';
import { ProductListing, type ProductListingData, type ProductListingFields } from './ProductListing';

const argsFor = fixtureStoryArgs<ProductListingFields, ProductListingData>(rawFixtures);

const meta = {
  title: 'Blocks/Product listing',
  component: ProductListing,
  args: argsFor('Makeup category, first page with facets (English)'),
} satisfies Meta<typeof ProductListing>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MakeupWithFacets: Story = {
  args: argsFor('Makeup category, first page with facets (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop all makeup' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('30 products');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    await expect(canvas.getByRole('checkbox', { name: /Maison Lumière/ })).not.toBeChecked();
    // The filters' drawer opens from the toolbar (it is a sidebar on wide screens).
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
  },
};

export const SaleThai: Story = {
  args: argsFor('Sale listing with a title (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ลดราคา' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'แสดงเพิ่มเติม' })).toBeNull();
  },
};

export const BrandChinese: Story = {
  args: argsFor('Brand listing without a title (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    // A brand's listing does not offer the brand filter.
    await expect(canvas.queryByRole('group', { name: '品牌' })).toBeNull();
  },
};

export const NothingMatchesIndonesian: Story = {
  args: argsFor('Nothing matches (Indonesian)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Maaf, produk tidak ditemukan!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Perawatan kulit' })).toHaveAttribute('href', '/pages/skincare');
  },
};
