import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bag, bagWithGift, emptyBag, lipstick, line } from '@/flows/bag/bag.fixtures';
import { storyWorld } from '../account/account.fixtures';
import { BagWorld, bagRoutes, headerLabels, invalidPromo, labels, pageProps } from './bag.fixtures';
import { CartPage } from './BagPage';
import { HeaderBag } from './HeaderBag';

const meta = {
  title: 'Bag/Bag page',
  component: CartPage,
  args: { labels, ...pageProps },
  decorators: [
    (Story) => (
      <BagWorld>
        <div className="site-header__end" style={{ justifyContent: 'flex-end', padding: 8 }}>
          <HeaderBag labels={headerLabels} cartPath="/cart" money={pageProps.money} />
        </div>
        <div className="container bag-page">
          <h1>{labels.heading}</h1>
          <Story />
        </div>
      </BagWorld>
    ),
  ],
} satisfies Meta<typeof CartPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { beforeEach: storyWorld(bagRoutes(bag()), { delayMs: 60_000 }) };

export const Empty: Story = {
  beforeEach: storyWorld(bagRoutes(emptyBag)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your bag is empty — discover new arrivals')).toBeInTheDocument();
  },
};

export const Lines: Story = {
  beforeEach: storyWorld(bagRoutes(bag())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only 3 left')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Bag, 3 items')).toBeInTheDocument();
  },
};

export const OutOfStock: Story = {
  beforeEach: storyWorld(bagRoutes(bag({ lines: [lipstick, line({ id: 13, variantId: 103, name: 'Sold Out Blush', outOfStock: true, inventoryLeft: 0, maxQuantity: 0 })] }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Out of stock, remove to proceed from checkout', { selector: '.bag-line__flag' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

const glow = bag({
  lines: [line({ ...lipstick, discount: 640, total: 5760 }), line({ id: 12, variantId: 102, name: 'Dew Serum', unitPrice: 5400, nonDiscountable: true })],
  promoCode: { code: 'GLOW10', title: '10% off', applied: true, reason: null },
});

export const PromoApplied: Story = {
  beforeEach: storyWorld(bagRoutes(glow)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Code GLOW10 applied')).toBeInTheDocument();
  },
};

export const PromoInvalid: Story = {
  beforeEach: storyWorld(bagRoutes(bag(), { more: { 'POST cart/discount-coupon': invalidPromo } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Enter a promo code'), 'glow10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Codes are case sensitive: check the spelling')).toBeInTheDocument();
  },
};

export const Gifts: Story = {
  beforeEach: storyWorld(bagRoutes(bagWithGift)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 of 2 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Mini Glow Oil' }));
    await expect(canvas.getByRole('alertdialog', { name: 'Remove this gift?' })).toBeInTheDocument();
  },
};

export const RewardsGuest: Story = {
  beforeEach: storyWorld(bagRoutes(bag())),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Register' })).toBeInTheDocument();
  },
};

export const RewardsMember: Story = {
  beforeEach: storyWorld(bagRoutes(bag(), { signedIn: true }), { session: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your balance: 1,000 points')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Redeem: Lip mini' })).toBeEnabled();
  },
};
