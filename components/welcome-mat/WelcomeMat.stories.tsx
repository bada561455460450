import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WelcomeMat } from './WelcomeMat';
import { countries } from '@/config/countries/registry';

const meta = {
  title: 'Shell/Welcome mat',
  component: WelcomeMat,
  args: {
    title: "This site doesn't ship to your country",
    body: 'Atelier delivers to the countries below. Choose one to shop its store.',
    stayLabel: 'Stay on this site',
    countries: countries.list.map((c) => ({ code: c.code, name: c.name, domain: c.domain })),
    forceOpen: true,
  },
} satisfies Meta<typeof WelcomeMat>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: "This site doesn't ship to your country" })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: /Thailand/ })).toHaveAttribute('href', 'https://atelier.co.th/');
    await userEvent.click(canvas.getByRole('button', { name: 'Stay on this site' }));
    await expect(canvas.queryByRole('heading', { name: "This site doesn't ship to your country" })).toBeNull();
  },
};

export const ServedCountryVisitor: Story = {
  args: { forceOpen: false },
  play: async ({ canvasElement }) => {
    // No visitor-country cookie, or one of the eight: nothing is shown.
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
