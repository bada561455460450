import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_MESSAGES } from '@/schemas/api/accounts';
import { PasswordResetForm } from './PasswordResetForm';
import { EmailRequestForm } from './EmailRequestForm';
import { UnlockForm } from './UnlockForm';
import { api, labels, paths, storyWorld } from './account.fixtures';

const meta = {
  title: 'Account/Password reset and unlock',
  component: PasswordResetForm,
  args: { labels, paths, api },
  decorators: [(Story) => <div className="container account-page"><Story /></div>],
} satisfies Meta<typeof PasswordResetForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const RequestALink: Story = {
  beforeEach: storyWorld({ 'POST auth/password-reset': { status: 202, body: { message: AUTH_MESSAGES.resetRequested } } }, { url: '/users/password/new' }),
  render: (args) => <EmailRequestForm kind="passwordReset" {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetRequested));
  },
};

export const ExpiredLink: Story = {
  beforeEach: storyWorld({ 'PUT auth/password-reset': { status: 410, body: { message: AUTH_MESSAGES.resetTokenExpired } } }, { url: '/users/password/edit?token=old' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'Newer#2026');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Newer#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Password reset token expired; request a new link'));
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/users/password/new');
  },
};

export const UnlockWithLink: Story = {
  beforeEach: storyWorld({ 'PUT users/unlock': { status: 200, body: { message: 'Unlocked' } } }, { url: '/users/unlock?token=u-1' }),
  render: (args) => <UnlockForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unlock my account' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your account is unlocked.'));
  },
};
