import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './product-carousel.fixtures.json';
import { ProductCarousel, type ProductCarouselData, type ProductCarouselFields } from './ProductCarousel';

const argsFor = fixtureStoryArgs<ProductCarouselFields, ProductCarouselData>(rawFixtures);

const meta = {
  title: 'Blocks/Product carousel',
  component: ProductCarousel,
  args: argsFor('New in, from a source (English)'),
} satisfies Meta<typeof ProductCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewIn: Story = {
  args: argsFor('New in, from a source (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'New in' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Next products' })).toBeVisible();
  },
};

export const PickedThai: Story = {
  args: argsFor('Picked products in order (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ของขวัญที่เราเลือก' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'เพิ่มลงถุง' })).toHaveLength(2);
  },
};

export const BestsellersChinese: Story = {
  args: argsFor('Bestsellers with a sold-out product (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '缺貨' })).toBeDisabled();
  },
};

export const OneComingSoonIndonesian: Story = {
  args: argsFor('One coming-soon product (Indonesian)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ingatkan saya' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Produk berikutnya' })).toBeNull();
  },
};
