import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './hero-banner.fixtures.json';
import { HeroBanner, type HeroBannerFields } from './HeroBanner';

const argsFor = fixtureStoryArgs<HeroBannerFields>(rawFixtures);

const meta = {
  title: 'Blocks/Hero banner',
  component: HeroBanner,
  args: argsFor('Light theme with eyebrow, body and call to action (English)'),
} satisfies Meta<typeof HeroBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LightWithCallToAction: Story = {
  args: argsFor('Light theme with eyebrow, body and call to action (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Find your signature look' })).toBeVisible();
    await expect(canvas.getByText('New season')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop new arrivals' })).toHaveAttribute('href', '/pages/new');
    const image = canvas.getByRole('img', { name: /Rose and plum lipsticks/ });
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '1200');
  },
};

export const DarkThai: Story = {
  args: argsFor('Dark theme (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ค้นพบลุคที่เป็นตัวคุณ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ช้อปเลย' })).toHaveAttribute('href', '/pages/new');
    await expect(canvas.getByRole('img', { name: /ลิปสติก/ })).toBeInTheDocument();
  },
};

export const HeadingAndImageOnly: Story = {
  args: argsFor('Heading and image only, default theme, alt from the asset title'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Beauty Pass members save more' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Lipsticks and a serum bottle' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const ExternalLinkChinese: Story = {
  args: argsFor('External https call to action (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '打造專屬你的妝容' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '了解更多' })).toHaveAttribute('href', 'https://beauty.atelier.com.hk/lookbook');
  },
};
