import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { NotifyInput } from '@/flows/notifications/notifications.machine';
import { NotificationsProvider, useNotify } from './NotificationsProvider';
import { notificationLabels } from './notification-labels';
import { NOTIFICATION_SAMPLES } from './notification-samples';
import { getTranslator } from '@/lib/i18n/intl';
import { countries } from '@/config/countries/registry';

// The real English strings, as the layout will pass them.
const labels = notificationLabels(getTranslator(countries.get('SG')!, 'en'));
// Long enough to look at; `duplicates: false` keeps a re-run effect from showing a toast twice.
const STAY = { duration: 10 * 60_000, duplicates: false } as const;

/** Shows the given notifications when it mounts, as a page's client component would. */
function Show({ items }: { items: NotifyInput[] }) {
  const notify = useNotify();
  useEffect(() => items.forEach((item) => notify({ ...STAY, ...item })), [items, notify]);
  return null;
}

/** Buttons that notify, to try the toasts by hand. */
function Playground() {
  const notify = useNotify();
  return (
    <div className="container" style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap', paddingTop: 'var(--space-4)' }}>
      {NOTIFICATION_SAMPLES.map(([name, item]) => (
        <button key={name} type="button" className="button button--secondary" onClick={() => notify(item)}>
          {name}
        </button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/Notifications',
  component: NotificationsProvider,
  args: { labels },
} satisfies Meta<typeof NotificationsProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

const showing = (items: NotifyInput[]): Story['render'] =>
  function Render(args) {
    return (
      <NotificationsProvider {...args}>
        <Show items={items} />
      </NotificationsProvider>
    );
  };

export const Success: Story = {
  render: showing([{ type: 'success', title: 'Sample added to bag', text: 'Choose one more sample with this order.' }]),
  play: async ({ canvasElement }) => {
    const toast = await within(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Success: Sample added to bag');
  },
};

export const Warning: Story = {
  render: showing([{ type: 'warn', text: 'Out of stock, remove to proceed from checkout.' }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Warning: Out of stock, remove to proceed from checkout.');
  },
};

export const ErrorType: Story = {
  name: 'Error',
  render: showing([{ type: 'error', title: 'QR code expired', text: 'Retry the payment to get a new code.' }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error: QR code expired');
  },
};

export const Default: Story = {
  render: showing([{ text: 'Points may take up to 3 working days after delivery to update.' }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Notice: Points may take up to 3 working days');
  },
};

export const Stack: Story = {
  render: showing([
    { type: 'success', title: 'Promo code added', text: 'SPRING10 takes 10% off your bag.' },
    { type: 'success', text: 'Reward added' },
    { type: 'warn', text: 'Only 2 left in stock.' },
    { type: 'error', title: 'Sorry, the promotion is invalid', text: 'Check the minimum spend, first purchase only, brand restrictions and the expiry date.' },
    { text: 'Added to wish list' },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Close notification' })[0]);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const TryThem: Story = {
  args: { max: 4 },
  render: (args) => (
    <NotificationsProvider {...args}>
      <Playground />
    </NotificationsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Once (no duplicates)' }));
    // The first notification loads the centre; the second, already there, is not shown twice.
    await expect(await canvas.findAllByRole('status')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Sorry, the promotion is invalid');
  },
};
