import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWorld, type Answer } from '../account/account.fixtures';
import { resetActions } from './member-actions';
import { resetMemberStore } from './member-store';
import { WishButton } from './WishButton';
import { buttonLabels, lipstick, Toasts, wishRoutes } from './wishlist.fixtures';

/** A story's world: a fresh member store, the page's URL, the fake API and the session cookie. */
const world = (routes: Record<string, Answer>, session: boolean) => () => {
  resetMemberStore();
  resetActions();
  return storyWorld(routes, { url: '/pages/new', session })();
};

const meta = {
  title: 'Components/Wish list heart',
  component: WishButton,
  args: { variantId: lipstick.variantId, product: lipstick.name, labels: buttonLabels },
  decorators: [(Story) => <Toasts><div style={{ padding: 16, background: 'var(--color-mist)' }}><Story /></div></Toasts>],
} satisfies Meta<typeof WishButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  beforeEach: world(wishRoutes(), false),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Wished: Story = {
  beforeEach: world(wishRoutes({ wished: [lipstick] }), true),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AddedToWishList: Story = {
  beforeEach: world(wishRoutes({ wished: [] }), true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(await within(document.body).findByText('Added to wish list')).toBeVisible();
  },
};
