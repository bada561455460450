import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading, type SectionHeadingFields } from './SectionHeading';
import fixtureFile from './section-heading.fixtures.json';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';

const argsFor = fixtureStoryArgs<SectionHeadingFields>(fixtureFile);

const meta = {
  title: 'Blocks/Section heading',
  component: SectionHeading,
  args: argsFor('Heading with subheading, large spacing'),
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
  args: argsFor('Heading with subheading, large spacing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Bestsellers' });
    await expect(heading).toBeInTheDocument();
    await expect(canvas.getByText('The products our customers come back for, again and again')).toBeInTheDocument();
    await expect(heading.closest('.section-heading')).toHaveClass('section-heading--large');
  },
};

export const HeadingOnlyNoSpacing: Story = {
  args: argsFor('Heading only, no spacing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shop by brand' });
    await expect(heading.closest('.section-heading')).toHaveClass('section-heading--none');
    await expect(canvasElement.querySelector('.section-heading__subheading')).toBeNull();
  },
};

export const SmallSpacer: Story = {
  args: argsFor('Small spacer (default)'),
  play: async ({ canvasElement }) => isSpacer(canvasElement, 'small'),
};

export const LargeSpacer: Story = {
  args: argsFor('Large spacer'),
  play: async ({ canvasElement }) => isSpacer(canvasElement, 'large'),
};

export const ThaiHeading: Story = {
  args: argsFor('Thai heading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'สินค้าขายดี' })).toBeInTheDocument();
    await expect(canvas.getByText('ผลิตภัณฑ์ที่ลูกค้าของเรากลับมาซื้อซ้ำบ่อยที่สุด')).toBeInTheDocument();
  },
};

export const ChineseHeading: Story = {
  args: argsFor('Chinese heading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '新品上架' })).toBeInTheDocument();
    await expect(canvas.getByText('每週更新，搶先入手最新美妝')).toBeInTheDocument();
  },
};
