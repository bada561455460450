import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LegalSection, type LegalSectionFields } from './LegalSection';
import fixtureFile from './legal-section.fixtures.json';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';

const argsFor = fixtureStoryArgs<LegalSectionFields>(fixtureFile);

const meta = {
  title: 'Blocks/Legal section',
  component: LegalSection,
  args: argsFor('Legal Terms'),
} satisfies Meta<typeof LegalSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens the section the way a shopper does, by its title, and returns the section. */
async function openByTitle(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { level: 2, name: title });
  const section = heading.closest('details')!;
  await expect(section.open).toBe(false);
  await userEvent.click(heading);
  await expect(section.open).toBe(true);
  return section;
}

export const LegalTerms: Story = {
  args: argsFor('Legal Terms'),
  play: async ({ canvasElement }) => {
    const section = await openByTitle(canvasElement, 'Legal Terms');
    await expect(section.id).toBe('legal-terms');
    const body = within(section);
    await expect(body.getAllByRole('listitem')).toHaveLength(3);
    await expect(body.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(body.getByRole('link', { name: 'legal@atelier.example' })).toHaveAttribute('href', 'mailto:legal@atelier.example');
  },
};

export const ReturnsWithSubHeadings: Story = {
  args: argsFor('Returns and refunds, with sub-headings'),
  play: async ({ canvasElement }) => {
    const section = await openByTitle(canvasElement, 'Returns and Refunds');
    // The section's own title is the h2; the body's headings sit below it.
    await expect(within(section).getByRole('heading', { level: 3, name: 'Unopened products' })).toBeInTheDocument();
    await expect(within(section).getByRole('heading', { level: 4, name: 'Refund timing' })).toBeInTheDocument();
  },
};

export const TitleWithPunctuation: Story = {
  args: argsFor('Title with punctuation'),
  play: async ({ canvasElement }) => {
    const section = await openByTitle(canvasElement, 'Beauty Pass: Terms & Conditions');
    await expect(section.id).toBe('beauty-pass-terms-conditions');
    await expect(within(section).getByText(/expire 12 months/)).toBeInTheDocument();
  },
};

export const ThaiSection: Story = {
  args: argsFor('Thai section'),
  play: async ({ canvasElement }) => {
    const section = await openByTitle(canvasElement, 'ข้อกำหนดทางกฎหมาย');
    await expect(within(section).getByRole('link', { name: 'นโยบายความเป็นส่วนตัว' })).toHaveAttribute('href', '/privacy');
  },
};

export const ChineseSection: Story = {
  args: argsFor('Chinese section'),
  play: async ({ canvasElement }) => {
    const section = await openByTitle(canvasElement, '個人資料的使用');
    await expect(section.id).toBe('個人資料的使用');
    await expect(within(section).getByRole('link', { name: 'privacy@atelier.example' })).toHaveAttribute('href', 'mailto:privacy@atelier.example');
  },
};
