import { expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract, expectAssetImage } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import rawFixtures from './image-with-text.fixtures.json';
import { schema } from './image-with-text.schema';
import * as stories from './ImageWithText.stories';
import { block } from './index';
import { ImageWithText, type ImageWithTextFields } from './ImageWithText';

const fixtures = asBlockFixtures<ImageWithTextFields>(rawFixtures);
const { renderFixture } = blockTestKit(block, fixtures);

describeBlockContract(
  {
    block,
    contentType: 'imageWithText',
    schema,
    component: ImageWithText,
    fixtures,
    stories,
    renders: {
      title: 'renders its heading and a lazy image with size and alt text',
      check: ({ entry: { fields } }) => {
        expect(screen.getByRole('heading', { level: 2, name: fields.heading })).toBeTruthy();
        expect(expectAssetImage(fields.image).getAttribute('loading')).toBe('lazy');
      },
    },
  },
  () => {
    it('renders the link as a secondary button to the localized path', () => {
      renderFixture('Image left with body and link (English)', renderContextFor('hk', 'zh')!);
      const link = screen.getByRole('link', { name: 'Build your routine' });
      expect(link.getAttribute('href')).toBe('/zh/pages/skincare');
      expect(link.className).toContain('button--secondary');
    });

    it('puts the image on the chosen side, left by default', () => {
      const left = renderFixture('Image left with body and link (English)');
      expect(left.container.querySelector('section')!.className).toContain('image-with-text--image-left');
      cleanup();
      const right = renderFixture('Image right (Thai)');
      expect(right.container.querySelector('section')!.className).toContain('image-with-text--image-right');
      cleanup();
      const fallback = renderFixture('Heading only, default position (Chinese)');
      expect(fallback.container.querySelector('section')!.getAttribute('data-image-position')).toBe('left');
    });

    it('keeps the image before the text in reading order on every side', () => {
      const { container } = renderFixture('Image right (Thai)');
      const section = container.querySelector('section')!;
      expect(section.firstElementChild!.className).toBe('image-with-text__media');
    });

    it('renders body paragraphs, and nothing more when there is only a heading', () => {
      const { container } = renderFixture('Image left with body and link (English)');
      expect(container.querySelectorAll('p.image-with-text__body')).toHaveLength(2);
      cleanup();
      const minimal = renderFixture('Heading only, default position (Chinese)');
      expect(minimal.container.querySelectorAll('p')).toHaveLength(0);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByRole('img', { name: '護膚三部曲' })).toBeTruthy();
    });
  },
);
