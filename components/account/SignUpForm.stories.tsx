import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignUpForm } from './SignUpForm';
import { api, callingCodes, labels, paths, storyWorld } from './account.fixtures';

const meta = {
  title: 'Account/Sign up',
  component: SignUpForm,
  args: { labels, paths, api, callingCodes, defaultCallingCode: '+65', navigate: fn(), today: new Date(2026, 0, 15) },
  decorators: [(Story) => <div className="container account-page"><h1>Create an account</h1><Story /></div>],
  beforeEach: storyWorld({ 'POST users': { status: 201, body: { account: {} } } }, { url: '/sign_up' }),
} satisfies Meta<typeof SignUpForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Country code')).toHaveValue('+65');
    await expect(canvas.getByText('At least 8 characters').closest('li')).toHaveTextContent('Not met');
  },
};

export const ChecklistAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdefg1');
    await expect(canvas.getByText('At least 8 characters').closest('li')).toHaveTextContent('Met: At least 8 characters');
    await expect(canvas.getByText('At least 1 special character, such as @, $, #').closest('li')).toHaveTextContent('Not met');
    await expect(canvas.getByText('4 of 6 password rules met')).toBeInTheDocument();
  },
};

export const ConsentsAndAgeRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'mei@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret#123');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret#123');
    await userEvent.type(canvas.getByLabelText('First name'), 'Mei');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Tan');
    await userEvent.type(canvas.getByLabelText('Number'), '91234567');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '2013-05-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(canvas.getByLabelText('I am over 14 years old')).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('You must be at least 14 years old to create an account')).toBeInTheDocument();
    await expect(canvas.getAllByText('Tick this box to continue')).toHaveLength(4);
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
