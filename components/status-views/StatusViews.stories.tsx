import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundView } from './NotFoundView';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'Shell/Status views',
  component: NotFoundView,
  args: {
    title: "Sorry we couldn't find the page you are looking for",
    body: 'The link may be broken or the page may have moved. Try searching for what you need, or go back to the home page.',
    searchLabel: 'Search the store',
    backHomeLabel: 'Back To Home',
    homeHref: '/',
    searchHref: '/search',
  },
} satisfies Meta<typeof NotFoundView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("Sorry we couldn't find the page");
    await expect(canvas.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Search the store' })).toHaveAttribute('href', '/search');
  },
};

export const NotFoundInChinese: Story = {
  args: { title: '抱歉，我們找不到您要找的頁面', body: '請嘗試搜尋，或返回主頁。', searchLabel: '搜尋', backHomeLabel: '返回主頁', homeHref: '/zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '返回主頁' })).toHaveAttribute('href', '/zh');
  },
};

export const FatalError: StoryObj<typeof ErrorView> = {
  render: (args) => <ErrorView {...args} />,
  args: { title: 'Something went wrong', body: "We couldn't load this page.", retryLabel: 'Try again', reference: 'abc123', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Reference: abc123');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
