import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contextIn } from '@/renderer/testing/fixtures';
import { comingSoon, outOfStock, saleLipstick, serumFrom, thaiBaht } from './product-card.fixtures';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from './ProductCard';
import { cardContext, productCardLabels } from './server-labels';
import { storyWorld, type Answer } from '../account/account.fixtures';
import { resetActions } from '../wishlist/member-actions';
import { resetMemberStore } from '../wishlist/member-store';
import { subscription, Toasts, wishRoutes } from '../wishlist/wishlist.fixtures';

function argsFor(product: ProductCardProps['product'], country = 'sg', lang = 'en'): ProductCardProps {
  const { country: c, lang: l } = contextIn({ country, lang });
  return { product, labels: productCardLabels(c, l), context: cardContext(c, l), idPrefix: 'story' };
}

const meta = {
  title: 'Components/Product card',
  component: ProductCard,
  args: argsFor(saleLipstick),
  decorators: [(Story) => <div style={{ maxWidth: 280, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnSaleWithSwatches: Story = {
  args: argsFor(saleLipstick),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(saleLipstick.name);
    await expect(canvas.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    await expect(canvas.getByText('+4')).toBeVisible();
  },
};

export const PriceFromWithBadge: Story = {
  args: argsFor(serumFrom),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('From $45.00')).toBeVisible();
    await expect(canvas.getByText('App exclusive')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: argsFor(outOfStock),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Waitlist me' })).toBeEnabled();
  },
};

export const ComingSoon: Story = {
  args: argsFor(comingSoon),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remind me' })).toBeEnabled();
    await expect(canvas.getByText('Priority access')).toBeVisible();
  },
};

export const ThaiBaht: Story = {
  args: argsFor(thaiBaht, 'th', 'th'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'เพิ่มลงถุง' })).toBeEnabled();
    await expect(canvas.getByText(/฿890\.00/)).toBeVisible();
  },
};

/** A signed-in member's world: a fresh member store, the fake API and the session cookie. */
const memberWorld = (routes: Record<string, Answer>) => () => {
  resetMemberStore();
  resetActions();
  return storyWorld(routes, { url: '/pages/new', session: true })();
};
const withToasts: Story['decorators'] = [(Story) => <Toasts><Story /></Toasts>];

export const Waitlisted: Story = {
  args: argsFor(outOfStock),
  decorators: withToasts,
  beforeEach: memberWorld(wishRoutes({ subscriptions: [subscription(3, outOfStock.defaultVariantId, 'waitlist', outOfStock.name)] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Waitlisted' })).toBeDisabled();
  },
};

export const WaitlistMe: Story = {
  args: argsFor(outOfStock),
  decorators: withToasts,
  beforeEach: memberWorld(wishRoutes({ subscriptions: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Waitlist me' }));
    await expect(await canvas.findByRole('button', { name: 'Waitlisted' })).toBeDisabled();
  },
};

export const Reminded: Story = {
  args: argsFor(comingSoon),
  decorators: withToasts,
  beforeEach: memberWorld(wishRoutes({ subscriptions: [] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remind me' }));
    await expect(await canvas.findByRole('button', { name: 'Reminder set' })).toBeDisabled();
    await expect(await within(document.body).findByText('Notify-me registered: we will email you when it is available')).toBeVisible();
  },
};

export const Skeleton: Story = {
  render: () => <ProductCardSkeleton />,
};
