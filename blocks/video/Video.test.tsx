import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract, expectAssetImage } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import rawFixtures from './video.fixtures.json';
import { schema } from './video.schema';
import * as stories from './Video.stories';
import { block } from './index';
import { Video, type VideoFields } from './Video';

const fixtures = asBlockFixtures<VideoFields>(rawFixtures);
const { renderFixture } = blockTestKit(block, fixtures);
const ENGLISH = 'With captions and caption (English)';

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  play.mockRestore();
});

describeBlockContract(
  {
    block,
    contentType: 'video',
    schema,
    component: Video,
    fixtures,
    stories,
    renders: {
      title: 'renders the title, the sized poster and a play button, and no <video> yet',
      check: ({ entry: { fields } }, { container }) => {
        const { title, poster } = fields;
        expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
        expectAssetImage(poster);
        expect(screen.getByRole('button', { name: new RegExp(title) })).toBeTruthy();
        expect(container.querySelector('video')).toBeNull();
      },
    },
  },
  () => {
    it.each([
      ['sg', 'en', 'Play video: A five-minute base routine'],
      ['th', 'th', 'เล่นวิดีโอ: A five-minute base routine'],
      ['hk', 'zh', '播放影片：A five-minute base routine'],
    ])('labels the play button in %s/%s', (country, lang, label) => {
      renderFixture(ENGLISH, renderContextFor(country, lang)!);
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    });

    it('does not play, or load the film, until the shopper presses play', () => {
      const { container } = renderFixture(ENGLISH);
      expect(container.querySelector('video')).toBeNull();
      expect(play).not.toHaveBeenCalled();
    });

    it('on press renders <video controls playsinline> without autoplay, focuses it and starts it from the click', () => {
      const { container } = renderFixture(ENGLISH);
      fireEvent.click(screen.getByRole('button', { name: 'Play video: A five-minute base routine' }));

      const video = container.querySelector('video')!;
      expect(video).toBeTruthy();
      expect(video.getAttribute('src')).toBe('/cms/fixtures/atelier-base-routine.mp4');
      expect(video.hasAttribute('controls')).toBe(true);
      expect(video.hasAttribute('playsinline')).toBe(true);
      expect(video.hasAttribute('autoplay')).toBe(false);
      expect(video.getAttribute('poster')).toBe('/cms/fixtures/video-poster.svg');
      expect(video.getAttribute('width')).toBe('1600');
      expect(video.getAttribute('height')).toBe('900');
      expect(play).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(video);
      // The poster button is gone; the caption stays.
      expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
      expect(screen.getByText(/quick, fresh base/)).toBeTruthy();
    });

    it('adds a captions track in the page language when captions are given', () => {
      const { container } = renderFixture(ENGLISH);
      fireEvent.click(screen.getByRole('button'));
      const track = container.querySelector('track')!;
      expect(track.getAttribute('kind')).toBe('captions');
      expect(track.getAttribute('src')).toBe('/cms/fixtures/film-captions.vtt');
      expect(track.getAttribute('srclang')).toBe('en');
      expect(track.getAttribute('label')).toBe('English');
      expect(track.hasAttribute('default')).toBe(true);
      cleanup();

      const zh = renderFixture('https source, poster alt from its title, no caption (Chinese)');
      fireEvent.click(screen.getByRole('button'));
      expect(zh.container.querySelector('track')!.getAttribute('srclang')).toBe('zh');
      expect(zh.container.querySelector('track')!.getAttribute('label')).toBe('中文');
      expect(zh.container.querySelector('video')!.getAttribute('src')).toBe('https://media.atelier.com.hk/films/base-routine.mp4');
    });

    it('renders no track without captions and no figcaption without a caption', () => {
      const th = renderFixture('No captions track (Thai)');
      fireEvent.click(screen.getByRole('button', { name: 'เล่นวิดีโอ: เมคอัพลุคสดใสใน 5 นาที' }));
      expect(th.container.querySelector('video')).toBeTruthy();
      expect(th.container.querySelector('track')).toBeNull();
      cleanup();

      const zh = renderFixture('https source, poster alt from its title, no caption (Chinese)');
      expect(zh.container.querySelector('figcaption')).toBeNull();
    });

    it('survives a browser that refuses to play', () => {
      play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
      const { container } = renderFixture(ENGLISH);
      fireEvent.click(screen.getByRole('button'));
      expect(container.querySelector('video[controls]')).toBeTruthy();
    });

    it('reserves the poster aspect ratio before and after playing (no layout shift)', () => {
      const { container } = renderFixture(ENGLISH);
      const frame = container.querySelector<HTMLElement>('.video__frame')!;
      expect(frame.style.aspectRatio).toBe('1600 / 900');
      fireEvent.click(screen.getByRole('button'));
      expect(container.querySelector<HTMLElement>('.video__frame')!.style.aspectRatio).toBe('1600 / 900');
    });
  },
);
