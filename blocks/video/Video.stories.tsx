import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';
import rawFixtures from './video.fixtures.json';
import { Video, type VideoFields } from './Video';

const argsFor = fixtureStoryArgs<VideoFields>(rawFixtures);

const meta = {
  title: 'Blocks/Video',
  component: Video,
  args: argsFor('With captions and caption (English)'),
  // The fixture films are not shipped: stories check what the shopper sees, not the media pipeline.
  beforeEach: () => {
    const play = spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    return () => play.mockRestore();
  },
} satisfies Meta<typeof Video>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithCaptions: Story = {
  args: argsFor('With captions and caption (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'A five-minute base routine' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /eyeshadow palette/ })).toHaveAttribute('width', '1600');
    await expect(canvas.getByText(/quick, fresh base/)).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Play video: A five-minute base routine' }));
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video).toHaveFocus();
    await expect(canvasElement.querySelector('track')).toHaveAttribute('kind', 'captions');
  },
};

export const NoCaptionsThai: Story = {
  args: argsFor('No captions track (Thai)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'เมคอัพลุคสดใสใน 5 นาที' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เล่นวิดีโอ: เมคอัพลุคสดใสใน 5 นาที' }));
    await expect(canvasElement.querySelector('video')).toHaveAttribute('controls');
    await expect(canvasElement.querySelector('track')).toBeNull();
  },
};

export const HttpsSourceChinese: Story = {
  args: argsFor('https source, poster alt from its title, no caption (Chinese)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '化妝掃、眼影盤和粉餅' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '播放影片：五分鐘清透底妝' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
  },
};
