import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bag, emptyBag, lipstick } from '@/flows/bag/bag.fixtures';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { storyWorld, type Answer } from '../account/account.fixtures';
import { initialValues, type CheckoutValues } from './checkout-form';
import { bagWithSample, checkoutRoutes, sgProps, thProps } from './checkout.fixtures';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutPage } from './CheckoutPage';

const meta = {
  title: 'Checkout/Checkout page',
  component: CheckoutPage,
  args: sgProps,
  decorators: [
    (Story) => (
      <div className="container bag-page checkout-page">
        <h1>{sgProps.labels.heading}</h1>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const filled: CheckoutValues = {
  ...initialValues(sgProps.country),
  email: 'buyer@example.com',
  address: { line1: '1 Orchard Road', postcode: '238800' },
  firstName: 'Wei',
  lastName: 'Lim',
  phone: '81234567',
};

/** The world of a story: the fake API, and a tab with no checkout kept from before. */
function world(routes: Record<string, Answer>) {
  const api = storyWorld(routes);
  return () => {
    window.sessionStorage.clear();
    const cleanup = api();
    return () => {
      cleanup();
      window.sessionStorage.clear();
    };
  };
}

export const Loading: Story = { beforeEach: storyWorld(checkoutRoutes(), { delayMs: 60_000 }) };

export const EmptyBag: Story = {
  beforeEach: world(checkoutRoutes(emptyBag)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your bag is empty — discover new arrivals')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Discover new arrivals' })).toHaveAttribute('href', '/pages/new');
  },
};

export const GuestMissingDetails: Story = {
  beforeEach: world(checkoutRoutes(bag())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Please check the fields marked below.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Postal code')).toHaveAccessibleDescription('Required field');
    await expect(canvas.getByText('+65')).toBeInTheDocument();
  },
};

export const ClickAndCollectRemovesSample: Story = {
  beforeEach: world(checkoutRoutes(bagWithSample, { 'DELETE cart/line-items/31': { status: 200, body: { bag: bag({ lines: [lipstick] }) } } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Click and collect' }));
    await expect(await canvas.findByText(/Removed from your bag: Mini Hydra Cream/)).toBeInTheDocument();
    await expect(await canvas.findByRole('radio', { name: /Atelier ION Orchard/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: /Atelier Jewel/ })).toBeNull();
    await expect(canvas.queryByText('Mini Hydra Cream')).toBeNull();
  },
};

export const OutOfStockFromServer: Story = {
  beforeEach: world(checkoutRoutes(bag(), { 'POST orders': { status: 409, body: { message: BAG_MESSAGES.outOfStock } } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'buyer@example.com');
    await userEvent.type(canvas.getByLabelText('Address'), '1 Orchard Road');
    await userEvent.type(canvas.getByLabelText('Postal code'), '238800');
    await userEvent.type(canvas.getByLabelText('First name'), 'Wei');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lim');
    await userEvent.type(canvas.getByLabelText('Phone number'), '81234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByText('Out of stock, remove to proceed from checkout')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to bag' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};

export const ThailandPromptPay: Story = {
  args: thProps,
  beforeEach: world(checkoutRoutes(bag({ currency: 'THB' }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'PromptPay QR' }));
    await expect(canvas.getByRole('radio', { name: 'PromptPay QR' })).toBeChecked();
    await expect(canvas.getByLabelText('Province')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Registration number (optional)')).toBeInTheDocument();
    await expect(canvas.getByText('+66')).toBeInTheDocument();
  },
};

/** While the order is being placed: the button says so and cannot be pressed again. */
export const Placing: Story = {
  render: () => (
    <div className="bag-layout checkout-layout">
      <CheckoutForm
        labels={sgProps.labels}
        country={sgProps.country}
        money={sgProps.money}
        paths={sgProps.paths}
        bag={bag()}
        values={filled}
        errors={{}}
        failure={null}
        notice=""
        stores={null}
        removing={false}
        placing
        blocked={false}
        onChange={() => undefined}
        onDelivery={() => undefined}
        onSubmit={(e) => e.preventDefault()}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
  },
};
