import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingText, type LandingTextFields } from './LandingText';
import fixtureFile from './landing-text.fixtures.json';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';

const argsFor = fixtureStoryArgs<LandingTextFields>(fixtureFile);

const meta = {
  title: 'Blocks/Landing text',
  component: LandingText,
  args: argsFor('Category introduction'),
} satisfies Meta<typeof LandingText>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Read more opens the whole text and Read less clamps it again, as a shopper would use them. */
async function readMoreAndLess(canvasElement: HTMLElement, readMore: string, readLess: string) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: readMore });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const text = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
  await expect(text).toHaveClass('landing-text__body--clamped');

  await userEvent.click(button);
  await expect(canvas.getByRole('button', { name: readLess })).toHaveAttribute('aria-expanded', 'true');
  await expect(text).not.toHaveClass('landing-text__body--clamped');

  await userEvent.click(canvas.getByRole('button', { name: readLess }));
  await expect(canvas.getByRole('button', { name: readMore })).toHaveAttribute('aria-expanded', 'false');
  await expect(text).toHaveClass('landing-text__body--clamped');
}

export const CategoryIntroduction: Story = {
  args: argsFor('Category introduction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Skincare' })).toBeInTheDocument();
    await expect(canvas.getByText(/Good skin starts with a routine/)).toBeInTheDocument();
    await expect(canvas.getByText(/book a free skin consultation/)).toBeInTheDocument();
    await readMoreAndLess(canvasElement, 'Read more', 'Read less');
  },
};

export const NoHeadingDefaultLines: Story = {
  args: argsFor('No heading, default lines, line breaks'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    const text = canvasElement.querySelector<HTMLElement>('.landing-text__body')!;
    await expect(text.style.getPropertyValue('--landing-text-lines')).toBe('4');
    await expect(text.querySelectorAll('p')).toHaveLength(3);
    await expect(text.querySelectorAll('br')).toHaveLength(1);
    await readMoreAndLess(canvasElement, 'Read more', 'Read less');
  },
};

export const ShortText: Story = {
  args: argsFor('Short text'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'New in' })).toBeInTheDocument();
    await expect(canvas.getByText('Fresh arrivals from the brands you love, updated every week.')).toBeInTheDocument();
  },
};

export const ThaiIntroduction: Story = {
  args: argsFor('Thai introduction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'เมคอัพ' })).toBeInTheDocument();
    await readMoreAndLess(canvasElement, 'อ่านเพิ่มเติม', 'แสดงน้อยลง');
  },
};

export const ChineseIntroduction: Story = {
  args: argsFor('Chinese introduction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '香水' })).toBeInTheDocument();
    await readMoreAndLess(canvasElement, '閱讀更多', '收起');
  },
};
