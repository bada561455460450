import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_MESSAGES } from '@/schemas/api/accounts';
import { SignInForm } from './SignInForm';
import { api, labels, paths, storyWorld } from './account.fixtures';

const meta = {
  title: 'Account/Sign in',
  component: SignInForm,
  args: { labels, paths, api, navigate: fn() },
  decorators: [(Story) => <div className="container account-page"><h1>Sign in</h1><Story /></div>],
} satisfies Meta<typeof SignInForm>;
export default meta;

type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), 'mei@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

export const SignsInAndReturns: Story = {
  beforeEach: storyWorld({ 'POST sessions': { status: 200, body: { account: {} } } }, { url: '/sign_in?return_to=%2Fproducts%2Fvelvet-matte-lipstick', delayMs: 150 }),
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'Secret#123');
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/products/velvet-matte-lipstick'));
  },
};

export const WrongPassword: Story = {
  beforeEach: storyWorld({ 'POST sessions': { status: 401, body: { message: AUTH_MESSAGES.authenticationFailed } } }, { url: '/sign_in' }),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'not-it');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed.'));
  },
};

export const Blocked: Story = {
  beforeEach: storyWorld({ 'POST sessions': { status: 423, body: { message: AUTH_MESSAGES.blocked, referenceId: 'REF-7Q2K' } } }, { url: '/sign_in' }),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'not-it');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Reference ID: REF-7Q2K'));
    await expect(within(canvas.getByRole('alert')).getByRole('link', { name: 'Unlock your account' })).toHaveAttribute('href', '/users/unlock');
  },
};

export const GoogleIdentityNotLinked: Story = {
  beforeEach: storyWorld(
    { 'POST auth/social': { status: 401, body: { message: AUTH_MESSAGES.socialNotLinked, socialLinkToken: 'link-9', email: 'mei@example.com', firstName: 'Mei', lastName: 'Tan' } } },
    { url: '/sign_in#provider=google&id_token=story-token' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/sign_up?social=link-9');
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.socialNotLinked);
  },
};
