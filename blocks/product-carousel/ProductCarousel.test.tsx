import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures, contextIn } from '@/renderer/testing/fixtures';
import rawFixtures from './product-carousel.fixtures.json';
import { schema } from './product-carousel.schema';
import * as stories from './ProductCarousel.stories';
import { block } from './index';
import { ProductCarousel, type ProductCarouselData, type ProductCarouselFields } from './ProductCarousel';

vi.mock('@/server/catalog', () => ({ loadFeaturedProducts: vi.fn(async () => []) }));

const fixtures = asBlockFixtures<ProductCarouselFields, ProductCarouselData>(rawFixtures);
const { renderFixture, element, entryOf } = blockTestKit(block, fixtures);

afterEach(cleanup);

describeBlockContract(
  {
    block,
    contentType: 'productCarousel',
    schema,
    component: ProductCarousel,
    fixtures,
    stories,
    renders: {
      title: 'renders a titled carousel of product cards, one slide per product',
      check: ({ entry, data }, { container }) => {
        expect(screen.getByRole('heading', { level: 2, name: entry.fields.title })).toBeTruthy();
        const region = container.querySelector('section')!;
        expect(region.getAttribute('aria-roledescription')).toBe('carousel');
        const slides = container.querySelectorAll('.image-carousel__track > li');
        expect(slides).toHaveLength(data!.length);
        data!.forEach((product, i) => expect(within(slides[i] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(product.name));
      },
    },
  },
  () => {
    it('has previous and next buttons only when there is more than one product', () => {
      renderFixture('New in, from a source (English)');
      expect(screen.getByRole('button', { name: 'Previous products' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Next products' })).toBeTruthy();
      cleanup();
      renderFixture('One coming-soon product (Indonesian)');
      expect(screen.queryByRole('button', { name: 'Produk berikutnya' })).toBeNull();
    });

    it('shows each product button in its state', () => {
      renderFixture('Bestsellers with a sold-out product (Chinese)');
      expect(screen.getAllByRole('button', { name: '加入購物袋' })).toHaveLength(1);
      expect((screen.getByRole('button', { name: '缺貨' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('renders nothing when no product is sold in the country', async () => {
      const { render } = await import('@testing-library/react');
      const { container } = render(element(entryOf({ title: 'New in', source: 'new' }), contextIn({ country: 'sg', lang: 'en' }), []));
      expect(container.innerHTML).toBe('');
    });

    it('resolves its products from references or a source, with the limit', async () => {
      const catalog = await import('@/server/catalog');
      await block.resolveData!({ title: 'x', productRefs: ['a', 'SKU-1'] }, contextIn({ country: 'hk', lang: 'zh' }), entryOf({ title: 'x', source: 'new' }));
      expect(catalog.loadFeaturedProducts).toHaveBeenLastCalledWith('HK', 'zh', { refs: ['a', 'SKU-1'], limit: 12 });
      await block.resolveData!({ title: 'x', source: 'new', limit: 8 }, contextIn({ country: 'sg', lang: 'en' }), entryOf({ title: 'x', source: 'new' }));
      expect(catalog.loadFeaturedProducts).toHaveBeenLastCalledWith('SG', 'en', { source: 'new', limit: 8 });
    });
  },
);
