import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { storyWorld } from '../account/account.fixtures';
import { appliedCard, bagCardAnswer, redemptionLabels, sgMoney } from './gift-cards.fixtures';
import { GiftCardRedemption } from './GiftCardRedemption';

const meta = {
  title: 'Gift cards/Redemption in the bag',
  component: GiftCardRedemption,
  args: { api: { country: 'sg', language: 'en' }, labels: redemptionLabels, money: sgMoney, onChange: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof GiftCardRedemption>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoCard: Story = {
  beforeEach: storyWorld({ 'GET cart/gift-card': bagCardAnswer(null) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Gift card code')).toBeInTheDocument();
  },
};

export const Applied: Story = {
  args: { redeemed: 3000 },
  beforeEach: storyWorld({ 'GET cart/gift-card': bagCardAnswer(appliedCard(5000, 3000)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Gift card •••• 9M2D')).toBeInTheDocument();
  },
};
