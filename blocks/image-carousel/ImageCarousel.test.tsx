import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import rawFixtures from './image-carousel.fixtures.json';
import { schema } from './image-carousel.schema';
import * as stories from './ImageCarousel.stories';
import { block } from './index';
import { ImageCarousel, type ImageCarouselFields } from './ImageCarousel';

const fixtures = asBlockFixtures<ImageCarouselFields>(rawFixtures);
const { renderFixture } = blockTestKit(block, fixtures);
const ENGLISH = 'Three slides with a title, links and a slide without link (English)';

/** Gives the track a layout jsdom does not compute: slide width, scroll position and extent. */
function layOut(track: HTMLElement, { slideWidth, scrollLeft, clientWidth, scrollWidth }: Record<string, number>) {
  for (const slide of track.querySelectorAll('li')) Object.defineProperty(slide, 'offsetWidth', { configurable: true, value: slideWidth });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
}

const scrollBy = vi.fn();
beforeEach(() => {
  scrollBy.mockReset();
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, writable: true, value: scrollBy });
});
afterEach(() => {
  cleanup();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  vi.useRealTimers();
});

describeBlockContract(
  {
    block,
    contentType: 'imageCarousel',
    schema,
    component: ImageCarousel,
    fixtures,
    stories,
    linkedContentTypes: ['carouselSlide'],
    renders: {
      title: 'renders a carousel region whose slides are labelled "N of M" and carry sized, lazy images',
      check: ({ entry: { fields } }, { container }) => {
        const region = screen.getByRole('region');
        expect(region.getAttribute('aria-roledescription')).toBe('carousel');
        expect(region.getAttribute('aria-label')).toBeTruthy();
        const slides = within(region).getAllByRole('listitem');
        const count = fields.slides.length;
        expect(slides).toHaveLength(count);
        slides.forEach((slide, i) => expect(slide.getAttribute('aria-label')).toMatch(new RegExp(`${i + 1}\\D+${count}`)));
        const images = container.querySelectorAll('img');
        expect(images).toHaveLength(count);
        fields.slides.forEach(({ fields: slide }, i) => {
          expect(images[i].getAttribute('width')).toBe(String(slide.image.width));
          expect(images[i].getAttribute('height')).toBe(String(slide.image.height));
          expect(images[i].getAttribute('loading')).toBe('lazy');
        });
      },
    },
  },
  () => {
    it('names the region from the title and labels the slides and buttons in the page language', () => {
      renderFixture(ENGLISH);
      const region = screen.getByRole('region', { name: "Editors' picks carousel" });
      expect(within(region).getByRole('heading', { level: 2, name: "Editors' picks" })).toBeTruthy();
      expect(within(region).getByRole('listitem', { name: 'Slide 2 of 3' })).toBeTruthy();
      expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeTruthy();
      expect(within(region).getByRole('button', { name: 'Next slide' })).toBeTruthy();
      cleanup();

      renderFixture('Four slides (Thai)');
      expect(screen.getByRole('region', { name: 'ภาพสไลด์ คัดสรรโดยบรรณาธิการ' })).toBeTruthy();
      expect(screen.getByRole('listitem', { name: 'สไลด์ที่ 4 จาก 4' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'สไลด์ถัดไป' })).toBeTruthy();
      cleanup();

      renderFixture('No title, slides without headings (Chinese)');
      expect(screen.getByRole('region', { name: '輪播' })).toBeTruthy();
      expect(screen.getByRole('listitem', { name: '第 1 張，共 2 張' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '上一張' })).toBeTruthy();
    });

    it('links slides with an href (localized) and leaves the others unlinked', () => {
      renderFixture(ENGLISH, renderContextFor('th', 'en')!);
      // Slide heading names the link; its image is decorative there.
      expect(screen.getByRole('link', { name: 'The new lip edit' }).getAttribute('href')).toBe('/en/pages/makeup/lips');
      expect(screen.getAllByRole('link')).toHaveLength(2);
      expect(within(screen.getByRole('listitem', { name: 'Slide 3 of 3' })).queryByRole('link')).toBeNull();
      expect(screen.getByRole('img', { name: 'A pink-lidded cream jar on a white plinth' })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    });

    it('names an image-only slide link by its image', () => {
      renderFixture('No title, slides without headings (Chinese)');
      expect(screen.getByRole('link', { name: '四色眼影盤' }).getAttribute('href')).toBe('https://lookbook.atelier.com.hk/eyes');
      expect(screen.queryByRole('heading')).toBeNull();
    });

    it('scrolls by exactly one slide (plus the gap) with the buttons, and not past either end', () => {
      renderFixture(ENGLISH);
      const track = screen.getByRole('list');
      const previous = screen.getByRole('button', { name: 'Previous slide' });
      const next = screen.getByRole('button', { name: 'Next slide' });
      layOut(track, { slideWidth: 320, scrollLeft: 0, clientWidth: 700, scrollWidth: 1000 });

      // At the start "previous" is disabled (and stays focusable); pressing it does nothing.
      expect(previous.getAttribute('aria-disabled')).toBe('true');
      expect(next.getAttribute('aria-disabled')).toBe('false');
      fireEvent.click(previous);
      expect(scrollBy).not.toHaveBeenCalled();

      fireEvent.click(next);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });

      // The browser scrolls; the buttons follow the position.
      track.scrollLeft = 300;
      fireEvent.scroll(track);
      expect(previous.getAttribute('aria-disabled')).toBe('false');
      expect(next.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(next);
      expect(scrollBy).toHaveBeenCalledTimes(1);

      fireEvent.click(previous);
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: 'smooth' });
    });

    it('jumps instead of animating when the shopper prefers reduced motion', () => {
      const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
      vi.stubGlobal('matchMedia', matchMedia);
      try {
        renderFixture(ENGLISH);
        layOut(screen.getByRole('list'), { slideWidth: 320, scrollLeft: 0, clientWidth: 700, scrollWidth: 1000 });
        fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
        expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'auto' });
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('never moves on its own', () => {
      vi.useFakeTimers();
      renderFixture(ENGLISH);
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(scrollBy).not.toHaveBeenCalled();
      expect(screen.getByRole('list').getAttribute('aria-live')).toBeNull();
    });

    it('keeps the track keyboard-scrollable and shows no buttons for a single slide', () => {
      renderFixture('A single slide: no buttons');
      expect(screen.getByRole('list').getAttribute('tabindex')).toBe('0');
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('listitem', { name: 'Slide 1 of 1' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'One serum, three benefits' })).toBeTruthy();
    });

    it('ties the buttons to the track they scroll', () => {
      renderFixture(ENGLISH);
      const id = screen.getByRole('list').id;
      expect(id).toBeTruthy();
      for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-controls')).toBe(id);
    });
  },
);
