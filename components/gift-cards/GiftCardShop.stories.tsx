import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { storyWorld } from '../account/account.fixtures';
import { placedCardOrder, shopContext, shopLabels } from './gift-cards.fixtures';
import { GiftCardShop } from './GiftCardShop';

const meta = {
  title: 'Gift cards/Buying an e-gift card',
  component: GiftCardShop,
  args: { labels: shopLabels, ...shopContext },
  decorators: [(Story) => <div className="container gift-card-shop" style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof GiftCardShop>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Form: Story = {
  beforeEach: storyWorld({ 'POST gift-cards': { status: 201, body: { order: placedCardOrder('AT-SG-100123') } } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '$50.00' })).toBeChecked();
  },
};
