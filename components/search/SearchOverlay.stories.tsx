import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RECENT_SEARCHES_KEY } from '@/lib/recent-searches';
import SearchOverlay from './SearchOverlay';
import { SearchLauncher } from './SearchLauncher';
import { searchLabels } from './search-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { countries } from '@/config/countries/registry';

// The real English strings, as the header passes them.
const labels = searchLabels(getTranslator(countries.get('SG')!, 'en'));

const meta = {
  title: 'Components/Search overlay',
  component: SearchOverlay,
  args: { labels, searchPath: '/search', pathPrefix: '', api: { country: 'sg', language: 'en' }, onClose: () => {} },
} satisfies Meta<typeof SearchOverlay>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithRecentSearches: Story = {
  decorators: [
    (Story) => {
      // Recent searches live on the device: seed them before the overlay reads them.
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['serum', 'red lipstick']));
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Search the store' })).toBeInTheDocument();
    await expect(body.getByRole('link', { name: 'red lipstick' })).toHaveAttribute('href', '/search?q=red%20lipstick');
    await userEvent.click(body.getByRole('button', { name: 'Remove “serum” from recent searches' }));
    await expect(body.queryByRole('link', { name: 'serum' })).toBeNull();
  },
};

export const Launcher: Story = {
  render: (args) => <SearchLauncher labels={args.labels} searchPath={args.searchPath} pathPrefix={args.pathPrefix} api={args.api} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};
