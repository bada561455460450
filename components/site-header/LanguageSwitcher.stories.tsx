import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CountrySelector } from './CountrySelector';
import { countries } from '@/config/countries/registry';

const meta = {
  title: 'Shell/Language switcher',
  component: LanguageSwitcher,
  args: {
    label: 'Language',
    current: 'en',
    defaultLanguage: 'en',
    languages: [{ code: 'en', name: 'English' }, { code: 'zh', name: '中文' }],
  },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;

type Story = StoryObj<typeof meta>;

export const HongKong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByLabelText('Language: English');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '中文' })).toHaveAttribute('aria-current', 'false');
  },
};

export const Thailand: Story = {
  args: { current: 'th', defaultLanguage: 'th', languages: [{ code: 'th', name: 'ภาษาไทย' }, { code: 'en', name: 'English' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Language: ภาษาไทย')).toBeInTheDocument();
  },
};

export const Countries: StoryObj<typeof CountrySelector> = {
  render: (args) => <CountrySelector {...args} />,
  args: {
    label: 'Country',
    changeLabel: 'Change country',
    current: 'SG',
    countries: countries.list.map((c) => ({ code: c.code, name: c.name, domain: c.domain })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Country: SG'));
    await expect(canvas.getByRole('link', { name: 'Singapore' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Thailand' })).toHaveAttribute('href', 'https://atelier.co.th/');
  },
};
