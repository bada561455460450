import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { storyWorld, type Answer } from '../account/account.fixtures';
import { resetActions } from './member-actions';
import { resetMemberStore } from './member-store';
import { WishListPage } from './WishListPage';
import { pageProps, subscription, Toasts, wishRoutes } from './wishlist.fixtures';

/** A signed-in member's world on /wishlist: a fresh member store, the fake API and the session cookie. */
const member = (routes: Record<string, Answer>) => () => {
  resetMemberStore();
  resetActions();
  return storyWorld(routes, { url: '/wishlist', session: true })();
};

const meta = {
  title: 'Components/Wish list page',
  component: WishListPage,
  args: pageProps,
  decorators: [(Story) => <Toasts><div className="container wishlist-page"><Story /></div></Toasts>],
} satisfies Meta<typeof WishListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithItemsAndAlerts: Story = {
  beforeEach: member(wishRoutes({ subscriptions: [subscription(5, 41, 'remind_me', 'Aurora Palette'), subscription(6, 42, 'waitlist', 'Glow Tint')] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Saved products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: 'Waitlist me' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel the alert for Glow Tint' })).toBeEnabled();
  },
};

export const Empty: Story = {
  beforeEach: member(wishRoutes({ wished: [], subscriptions: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Discover new arrivals' })).toBeVisible();
  },
};
