import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { countries } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import { exampleOrder, type ExampleOptions } from './order.fixtures';
import { OrderExample } from './OrderExample';
import { orderContextProps, orderLabels } from './server-labels';
import '@/app/styles/orders.css';

/** The order page's screens for a country and language, on an example order (as the developer examples render them). */
function args(code: string, lang: string, options: ExampleOptions) {
  const context = pageContextFor(code, lang)!;
  const { api: _api, ...props } = orderContextProps(context);
  return { order: exampleOrder(countries.get(code)!, { now: new Date(), ...options }), labels: orderLabels(context), ...props };
}

const meta = {
  title: 'Orders/Order page',
  component: OrderExample,
  decorators: [(Story) => <div className="container order-page"><Story /></div>],
  args: args('th', 'en', { screen: 'payment-pending' }),
} satisfies Meta<typeof OrderExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PromptPayPending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /PromptPay QR code to pay/ })).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
  },
};

export const QrExpiredThenRetried: Story = {
  args: args('th', 'th', { screen: 'payment-pending', now: new Date(Date.now() - 20 * 60_000) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('คิวอาร์โค้ดหมดอายุ')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ชำระเงินอีกครั้ง' }));
    await expect(await canvas.findByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์/ })).toBeInTheDocument();
  },
};

export const VirtualAccount: Story = { args: args('id', 'id', { screen: 'payment-pending' }) };
export const CardPending: Story = { args: args('sg', 'en', { screen: 'payment-pending' }) };
export const Confirmation: Story = { args: args('au', 'en', { screen: 'confirmation' }) };
export const PaymentFailed: Story = { args: args('my', 'en', { screen: 'payment-failed' }) };
export const PaymentBlocked: Story = { args: args('hk', 'zh', { screen: 'payment-blocked' }) };
export const ClickAndCollectHeld: Story = { args: args('ph', 'en', { screen: 'payment-failed', status: 'payment_failed_with_inventory', delivery: 'click_and_collect' }) };
