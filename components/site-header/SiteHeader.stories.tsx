import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { countries } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import { getTranslator } from '@/lib/i18n/intl';
import { builtInNavigation } from '@/renderer/layout';

const contextFor = (country: string, lang: string) => {
  const context = pageContextFor(country, lang)!;
  return { context, navigation: builtInNavigation(getTranslator(context.country, context.lang)) };
};

const meta = {
  title: 'Shell/Site header',
  component: SiteHeader,
  args: { ...contextFor('sg', 'en'), countries: countries.list },
} satisfies Meta<typeof SiteHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SingaporeEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Atelier home' })).toHaveAttribute('href', '/');
    // Without the layout's bag provider the bag stays the server's link (its count comes with the provider).
    await expect(canvas.getByRole('link', { name: /^Bag$/ })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByText('Free shipping on orders over $35.00')).toBeInTheDocument();
    // One language: no switcher.
    await expect(canvas.queryByRole('group', { name: /Language/ })).toBeNull();
    await expect(canvas.queryAllByLabelText(/^Language:/)).toHaveLength(0);
  },
};

export const HongKongChinese: Story = {
  args: contextFor('hk', 'zh'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Atelier 主頁' })).toHaveAttribute('href', '/zh');
    await expect(canvas.getAllByLabelText(/中文/).length).toBeGreaterThan(0);
  },
};

export const ThailandThai: Story = {
  args: contextFor('th', 'th'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/฿500\.00/)).toBeInTheDocument();
  },
};
