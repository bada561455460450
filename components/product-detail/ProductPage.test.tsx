import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { contextIn } from '@/renderer/testing/fixtures';
import { comingSoonDetail, lipstickDetail, serumSizesThai } from './product-detail.fixtures';
import { ProductPage } from './ProductPage';
import { productJsonLd } from './product-json-ld';

const sg = () => contextIn({ country: 'sg', lang: 'en' });

beforeEach(() => window.history.replaceState(null, '', '/products/maison-lumiere-velvet-matte-lipstick'));
afterEach(cleanup);

const stock = () => document.querySelector('[data-slot="stock-state"]')!.textContent;
const price = () => document.querySelector('.product-page__price')!.textContent;

describe('product page', () => {
  it('shows breadcrumb, brand link, name, rating and the default variant', () => {
    render(<ProductPage product={lipstickDetail} context={sg()} />);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(crumbs).toEqual(['Home', 'Makeup', 'Lips', 'Lipstick', 'Velvet Matte Lipstick']);
    expect(screen.getByRole('link', { name: 'Lips' }).getAttribute('href')).toBe('/pages/makeup/lips');
    expect(screen.getByRole('link', { name: 'Maison Lumière' }).getAttribute('href')).toBe('/brands/maison-lumiere');
    expect(screen.getByRole('heading', { level: 1, name: 'Velvet Matte Lipstick' })).toBeTruthy();
    expect(screen.getByText('4.6 out of 5 stars, 128 reviews')).toBeTruthy();
    expect(price()).toMatch(/Sale price \$28\.00 Original price \$35\.00/);
    expect(stock()).toBe('In stock');
    expect(screen.getByRole('group', { name: 'Shade: Rosewood 04' })).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Velvet Matte Lipstick in Rosewood' });
    expect(img.getAttribute('width')).toBe('800');
  });

  it('names the bundle the product is part of and links its partner (issue 21, item 9)', () => {
    const duo = {
      id: 'lip-duo-sg', title: 'Lip duo: Velvet Matte Lipstick and Precision Lip Liner for S$45', terms: 'Add both to your bag and the bundle price applies by itself.', price: 4500,
      products: [
        { slug: lipstickDetail.slug, name: lipstickDetail.name, brand: lipstickDetail.brand },
        { slug: 'atelier-collection-precision-lip-liner', name: 'Precision Lip Liner', brand: { slug: 'atelier-collection', name: 'Atelier Collection' } },
      ],
    };
    render(<ProductPage product={lipstickDetail} context={sg()} bundles={[duo]} />);
    const section = screen.getByRole('region', { name: 'Buy together' });
    expect(within(section).getAllByText(duo.title)).toHaveLength(1);
    const items = within(within(section).getByRole('list', { name: 'In this bundle' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Maison Lumière Velvet Matte Lipstick (this product)', 'Atelier Collection Precision Lip Liner']);
    expect(within(section).getByRole('link', { name: 'Atelier Collection Precision Lip Liner' }).getAttribute('href')).toBe('/products/atelier-collection-precision-lip-liner');
  });

  it('has no bundle section when no bundle takes the product', () => {
    render(<ProductPage product={lipstickDetail} context={sg()} />);
    expect(screen.queryByRole('region', { name: 'Buy together' })).toBeNull();
  });

  it('switching the variant changes price, stock state, image and button, and keeps ?variant in the URL', () => {
    render(<ProductPage product={lipstickDetail} context={sg()} />);
    const before = window.history.length;
    fireEvent.click(screen.getByRole('radio', { name: 'Coral Bay 07' }));
    expect(price()).toBe('$32.00');
    expect(stock()).toBe('Only 2 left');
    expect(screen.getByRole('img', { name: 'Velvet Matte Lipstick in Coral' })).toBeTruthy();
    expect(window.location.search).toBe('?variant=1002');
    expect(window.history.length).toBe(before);
    fireEvent.click(screen.getByRole('radio', { name: 'Fig 12' }));
    expect(stock()).toBe('Out of stock');
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Waitlist me' })).toBeTruthy();
  });

  it('opens on the variant a link names', () => {
    window.history.replaceState(null, '', '/products/maison-lumiere-velvet-matte-lipstick?variant=1003');
    render(<ProductPage product={lipstickDetail} context={sg()} />);
    expect(stock()).toBe('Out of stock');
    expect((screen.getByRole('radio', { name: 'Fig 12' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers sizes as named options, and collapsible how to use and ingredients', () => {
    render(<ProductPage product={serumSizesThai} context={contextIn({ country: 'th', lang: 'th' })} />);
    expect(screen.getByRole('group', { name: 'ขนาด: 30 ml' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '50 ml' }));
    expect(price()).toBe('฿1,890.00');
    expect(screen.getByText('ยังไม่มีรีวิว')).toBeTruthy();
    cleanup();
    const { container } = render(<ProductPage product={lipstickDetail} context={sg()} />);
    const disclosures = [...container.querySelectorAll('details')].map((d) => d.querySelector('summary')!.textContent);
    expect(disclosures).toEqual(['How to use', 'Ingredients']);
  });

  it('a coming-soon product says when and offers "Remind me"', () => {
    render(<ProductPage product={comingSoonDetail} context={sg()} />);
    expect(stock()).toMatch(/^Available from 1 March 2031$/);
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('has a Product JSON-LD script with an offer per variant in the country currency, escaped, and its breadcrumb', () => {
    const { container } = render(<ProductPage product={lipstickDetail} context={sg()} />);
    const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((s) => JSON.parse(s.textContent!)['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(scripts[0].innerHTML).not.toContain('<script>');
    const data = JSON.parse(scripts[0].textContent!);
    const trail = JSON.parse(scripts[1].textContent!).itemListElement as { position: number; name: string; item: string }[];
    expect(trail.at(-1)).toEqual({ '@type': 'ListItem', position: trail.length, name: lipstickDetail.name, item: `https://atelier.sg/products/${lipstickDetail.slug}` });
    expect(trail[0]).toMatchObject({ position: 1, item: 'https://atelier.sg/' });
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Maison Lumière' });
    expect(data.ingredients).toBeUndefined();
    expect(data.offers.map((o: { price: string; priceCurrency: string; availability: string }) => [o.price, o.priceCurrency, o.availability])).toEqual([
      ['28.00', 'SGD', 'https://schema.org/InStock'],
      ['32.00', 'SGD', 'https://schema.org/LimitedAvailability'],
      ['32.00', 'SGD', 'https://schema.org/OutOfStock'],
    ]);
    expect(data.offers[1].url).toBe('https://atelier.sg/products/maison-lumiere-velvet-matte-lipstick?variant=1002');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 128 });
  });

  it('prices in whole units where the currency has none, and marks coming soon as pre-order', () => {
    const { country } = contextIn({ country: 'id', lang: 'id' });
    const idr = { ...comingSoonDetail, variants: comingSoonDetail.variants.map((v) => ({ ...v, price: { amount: 189000, compareAt: null, currency: 'IDR' } })) };
    const data = productJsonLd(idr, country, 'https://atelier.co.id/products/x') as { offers: Record<string, string>[] };
    expect(data.offers[0]).toMatchObject({ price: '189000', priceCurrency: 'IDR', availability: 'https://schema.org/PreOrder', availabilityStarts: '2031-03-01T02:00:00.000Z' });
  });
});
