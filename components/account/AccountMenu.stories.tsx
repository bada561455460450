import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createQueryClient } from '@/lib/api-client/query-client';
import { AccountMenu } from './AccountMenu';
import { account, api, menuLabels, menuLinks, storyWorld } from './account.fixtures';

const meta = {
  title: 'Shell/Account menu',
  component: AccountMenu,
  args: { labels: menuLabels, links: menuLinks, paths: { signIn: '/sign_in', signUp: '/sign_up' }, api, locale: 'en-SG', reload: () => {} },
  decorators: [(Story) => <div className="site-header__end" style={{ justifyContent: 'flex-start', paddingLeft: 260 }}><Story /></div>],
} satisfies Meta<typeof AccountMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  beforeEach: storyWorld({}, { url: '/products/velvet-matte-lipstick?variant=12' }),
  args: { queryClient: createQueryClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Account'));
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in?return_to=%2Fproducts%2Fvelvet-matte-lipstick%3Fvariant%3D12'),
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  },
};

export const SignedInGold: Story = {
  beforeEach: storyWorld({ 'GET account': { status: 200, body: { account } } }, { session: true }),
  args: { queryClient: createQueryClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Account: Mei Tan'));
    await expect(canvas.getByText('1,250 points')).toBeInTheDocument();
    await expect(canvas.getByText('Beauty Pass Gold')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  },
};

export const SignedInPink: Story = {
  beforeEach: storyWorld({ 'GET account': { status: 200, body: { account: { ...account, firstName: 'Ana', lastName: 'Reyes', loyaltyPoints: 1, loyaltyTier: 'pink' } } } }, { session: true }),
  args: { queryClient: createQueryClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Account: Ana Reyes'));
    await expect(canvas.getByText('1 point')).toBeInTheDocument();
  },
};
