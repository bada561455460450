import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contextIn } from '@/renderer/testing/fixtures';
import { comingSoonDetail, lipstickDetail, serumSizesThai } from './product-detail.fixtures';
import { ProductPage } from './ProductPage';

const meta = {
  title: 'Pages/Product page',
  component: ProductPage,
  args: { product: lipstickDetail, context: contextIn({ country: 'sg', lang: 'en' }) },
} satisfies Meta<typeof ProductPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ShadesOnSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Velvet Matte Lipstick' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Coral Bay 07' }));
    await expect(canvas.getByText('Only 2 left')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Fig 12' }));
    await expect(canvas.getByRole('button', { name: 'Waitlist me' })).toBeVisible();
  },
};

export const SizesThai: Story = {
  args: { product: serumSizesThai, context: contextIn({ country: 'th', lang: 'th' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '50 ml' })).toBeInTheDocument();
    await expect(canvas.getByText('เฉพาะในแอป')).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: { product: comingSoonDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remind me' })).toBeVisible();
  },
};
