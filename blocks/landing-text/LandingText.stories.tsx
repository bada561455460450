import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingText, type LandingTextFields } from './LandingText';
import fixtureFile from './landing-text.fixtures.json';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures, BlockProps } from '../../renderer/types';

const fixtures = fixtureFile as unknown as BlockFixtures<LandingTextFields>;

/** The block's props for a valid fixture, rendered in a country and language. */
function propsFor(name: string, country = 'sg', lang = 'en'): BlockProps<LandingTextFields> {
  const fixture = fixtures.valid.find((f) => f.name === name);
  if (!fixture) throw new Error(`No valid fixture named ${name}`);
  return { entry: fixture.entry, fields: fixture.entry.fields, data: undefined, context: renderContextFor(country, lang)! };
}

const meta = {
  title: 'Blocks/Landing text',
  component: LandingText,
  args: propsFor('Category introduction'),
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Skincare' })).toBeInTheDocument();
    await expect(canvas.getByText(/Good skin starts with a routine/)).toBeInTheDocument();
    await expect(canvas.getByText(/book a free skin consultation/)).toBeInTheDocument();
    await readMoreAndLess(canvasElement, 'Read more', 'Read less');
  },
};

export const NoHeadingDefaultLines: Story = {
  args: propsFor('No heading, default lines, line breaks'),
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
  args: propsFor('Short text'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'New in' })).toBeInTheDocument();
    await expect(canvas.getByText('Fresh arrivals from the brands you love, updated every week.')).toBeInTheDocument();
  },
};

export const ThaiIntroduction: Story = {
  args: propsFor('Thai introduction', 'th', 'th'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'เมคอัพ' })).toBeInTheDocument();
    await readMoreAndLess(canvasElement, 'อ่านเพิ่มเติม', 'แสดงน้อยลง');
  },
};

export const ChineseIntroduction: Story = {
  args: propsFor('Chinese introduction', 'hk', 'zh'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '香水' })).toBeInTheDocument();
    await readMoreAndLess(canvasElement, '閱讀更多', '收起');
  },
};
