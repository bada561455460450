import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './image-carousel.fixtures.json';
import { ImageCarousel, type ImageCarouselFields } from './ImageCarousel';

const argsFor = fixtureStoryArgs<ImageCarouselFields>(rawFixtures);

const meta = {
  title: 'Blocks/Image carousel',
  component: ImageCarousel,
  args: argsFor('Three slides with a title, links and a slide without link (English)'),
} satisfies Meta<typeof ImageCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeSlides: Story = {
  args: argsFor('Three slides with a title, links and a slide without link (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: "Editors' picks carousel" });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('listitem', { name: 'Slide 1 of 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'The new lip edit' })).toHaveAttribute('href', '/pages/makeup/lips');
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // "Next" scrolls one slide; the button keeps focus (aria-disabled, never disabled) for repeated presses.
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('listitem', { name: 'Slide 3 of 3' })).toBeInTheDocument();
  },
};

export const FourSlidesThai: Story = {
  args: argsFor('Four slides (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'ภาพสไลด์ คัดสรรโดยบรรณาธิการ' })).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { name: 'สไลด์ที่ 4 จาก 4' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'สไลด์ก่อนหน้า' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'สไลด์ถัดไป' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'ลิปสติกคอลเลกชันใหม่' })).toHaveAttribute('href', '/pages/makeup/lips');
  },
};

export const UntitledChinese: Story = {
  args: argsFor('No title, slides without headings (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '輪播' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: '四色眼影盤' })).toHaveAttribute('href', 'https://lookbook.atelier.com.hk/eyes');
    await expect(canvas.getByRole('img', { name: '玫瑰色與梅子色唇膏' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '下一張' })).toBeInTheDocument();
  },
};

export const SingleSlide: Story = {
  args: argsFor('A single slide: no buttons'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'This week carousel' })).toBeInTheDocument();
    await expect(canvas.getByRole('listitem', { name: 'Slide 1 of 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
