import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './image-with-text.fixtures.json';
import { ImageWithText, type ImageWithTextFields } from './ImageWithText';

const argsFor = fixtureStoryArgs<ImageWithTextFields>(rawFixtures);

const meta = {
  title: 'Blocks/Image with text',
  component: ImageWithText,
  args: argsFor('Image left with body and link (English)'),
} satisfies Meta<typeof ImageWithText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ImageLeft: Story = {
  args: argsFor('Image left with body and link (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'A routine in three steps' })).toBeVisible();
    await expect(canvas.getByText(/Cleanse, treat and seal in moisture/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /pink cleanser tube/ })).toHaveAttribute('width', '1200');
    await expect(canvas.getByRole('link', { name: 'Build your routine' })).toHaveAttribute('href', '/pages/skincare');
  },
};

export const ImageRightThai: Story = {
  args: argsFor('Image right (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ดูแลผิวง่าย ๆ ใน 3 ขั้นตอน' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ดูผลิตภัณฑ์ทั้งหมด' })).toHaveAttribute('href', '/pages/skincare');
    await expect(canvas.getByRole('img', { name: /หลอดคลีนเซอร์/ })).toBeInTheDocument();
  },
};

export const HeadingOnlyChinese: Story = {
  args: argsFor('Heading only, default position (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '簡單三步，打造水潤肌膚' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '護膚三部曲' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
