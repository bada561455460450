import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading, type SectionHeadingFields } from './SectionHeading';
import fixtureFile from './section-heading.fixtures.json';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures, BlockProps } from '../../renderer/types';

const fixtures = fixtureFile as unknown as BlockFixtures<SectionHeadingFields>;

/** The block's props for a valid fixture, rendered in a country and language. */
function propsFor(name: string, country = 'sg', lang = 'en'): BlockProps<SectionHeadingFields> {
  const fixture = fixtures.valid.find((f) => f.name === name);
  if (!fixture) throw new Error(`No valid fixture named ${name}`);
  return { entry: fixture.entry, fields: fixture.entry.fields, data: undefined, context: renderContextFor(country, lang)! };
}

const meta = {
  title: 'Blocks/Section heading',
  component: SectionHeading,
  args: propsFor('Heading with subheading, large spacing'),
} satisfies Meta<typeof SectionHeading>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A spacer shows nothing a shopper reads or a screen reader announces: only space of its size. */
async function isSpacer(canvasElement: HTMLElement, spacing: 'small' | 'large') {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('heading')).toBeNull();
  await expect(canvasElement).toHaveTextContent('');
  const spacer = canvasElement.querySelector('.section-heading--spacer');
  await expect(spacer).toHaveAttribute('aria-hidden', 'true');
  await expect(spacer).toHaveClass(`section-heading--${spacing}`);
}

export const HeadingWithSubheadingLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Bestsellers' });
    await expect(heading).toBeInTheDocument();
    await expect(canvas.getByText('The products our customers come back for, again and again')).toBeInTheDocument();
    await expect(heading.closest('.section-heading')).toHaveClass('section-heading--large');
  },
};

export const HeadingOnlyNoSpacing: Story = {
  args: propsFor('Heading only, no spacing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shop by brand' });
    await expect(heading.closest('.section-heading')).toHaveClass('section-heading--none');
    await expect(canvasElement.querySelector('.section-heading__subheading')).toBeNull();
  },
};

export const SmallSpacer: Story = {
  args: propsFor('Small spacer (default)'),
  play: async ({ canvasElement }) => isSpacer(canvasElement, 'small'),
};

export const LargeSpacer: Story = {
  args: propsFor('Large spacer'),
  play: async ({ canvasElement }) => isSpacer(canvasElement, 'large'),
};

export const ThaiHeading: Story = {
  args: propsFor('Thai heading', 'th', 'th'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'สินค้าขายดี' })).toBeInTheDocument();
    await expect(canvas.getByText('ผลิตภัณฑ์ที่ลูกค้าของเรากลับมาซื้อซ้ำบ่อยที่สุด')).toBeInTheDocument();
  },
};

export const ChineseHeading: Story = {
  args: propsFor('Chinese heading', 'hk', 'zh'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '新品上架' })).toBeInTheDocument();
    await expect(canvas.getByText('每週更新，搶先入手最新美妝')).toBeInTheDocument();
  },
};
