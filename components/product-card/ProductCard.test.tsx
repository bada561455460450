import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { contextIn } from '@/renderer/testing/fixtures';
import { comingSoon, outOfStock, saleLipstick, serumFrom, thaiBaht } from './product-card.fixtures';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { ProductButton } from './ProductButton';
import { PRODUCT_BUTTON_STATES, initialButtonState, type ProductButtonState } from './product-button-states';
import { cardContext, productCardLabels } from './server-labels';
import type { ProductSummary } from '@/schemas/api/catalog';

afterEach(cleanup);

function renderCard(product: ProductSummary, country = 'sg', lang = 'en') {
  const ctx = contextIn({ country, lang });
  return render(<ProductCard product={product} labels={productCardLabels(ctx.country, ctx.lang)} context={cardContext(ctx.country, ctx.lang)} idPrefix="t" />);
}

describe('product card', () => {
  it('links brand and name to the product page, with the name as a heading', () => {
    renderCard(saleLipstick);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/products/maison-lumiere-velvet-matte-lipstick');
    expect(link.textContent).toContain('Maison Lumière');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(saleLipstick.name);
  });

  it('prefixes the link with the language when it is not the country default', () => {
    renderCard(saleLipstick, 'th', 'en');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/en/products/maison-lumiere-velvet-matte-lipstick');
  });

  it('shows the image square on mist with its size, decorative inside the named link', () => {
    const { container } = renderCard(saleLipstick);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('product-card__image');
  });

  it('shows a sale price in the accent with the original struck through, both named for screen readers', () => {
    const { container } = renderCard(saleLipstick);
    expect(container.querySelector('.price--sale')!.textContent).toMatch(/^Sale price \$28\.00$/);
    expect(container.querySelector('s.price--original')!.textContent).toMatch(/^Original price \$35\.00$/);
  });

  it('says "from" when variants are priced differently', () => {
    const { container } = renderCard(serumFrom);
    expect(container.querySelector('.product-card__price')!.textContent).toBe('From $45.00');
  });

  it('formats prices in the country currency and locale', () => {
    const { container } = renderCard(thaiBaht, 'th', 'th');
    expect(container.querySelector('.price--sale')!.textContent).toContain('฿890.00');
    expect(container.querySelector('s')!.textContent).toContain('฿1,090.00');
  });

  it('reads the rating with its count; shows none without reviews', () => {
    renderCard(saleLipstick);
    expect(screen.getByText('4.6 out of 5 stars, 128 reviews')).toBeTruthy();
    cleanup();
    renderCard(serumFrom);
    expect(screen.getByText('4 out of 5 stars, 1 review')).toBeTruthy();
    cleanup();
    const { container } = renderCard(outOfStock);
    expect(container.querySelector('.product-card__rating')).toBeNull();
  });

  it('fills the stars drawn by CSS to the average, hidden from assistive technology', () => {
    const { container } = renderCard(saleLipstick);
    const stars = container.querySelector('.stars') as HTMLElement;
    expect(stars.style.getPropertyValue('--stars')).toBe('92%');
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect(stars.textContent).toBe('');
  });

  it('shows badges as small labels', () => {
    const { container } = renderCard(comingSoon);
    const badges = [...container.querySelectorAll('.badge')].map((b) => b.textContent);
    expect(badges).toEqual(['Coming soon', 'Priority access']);
  });

  it('shows up to five swatches and how many more, and reads the number of shades', () => {
    const { container } = renderCard(saleLipstick);
    expect(container.querySelectorAll('.swatch')).toHaveLength(5);
    expect(container.querySelector('.product-card__more-shades')!.textContent).toBe('+4');
    expect(screen.getByText('9 shades')).toBeTruthy();
  });

  it.each([
    [saleLipstick, ['Add to bag'], [false]],
    [outOfStock, ['Out of stock', 'Waitlist me'], [true, false]],
    [comingSoon, ['Remind me'], [false]],
  ])('puts the product button in the state its data says (%#)', (product, labels, disabled) => {
    const { container } = renderCard(product);
    const buttons = within(container.querySelector('.product-card > .product-button') as HTMLElement).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(labels);
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual(disabled);
    // The button's description names the product.
    expect(buttons[0].getAttribute('aria-describedby')).toBe(`t-product-${product.id}`);
  });

  it('has a card-shaped skeleton hidden from assistive technology', () => {
    const { container } = render(<ProductCardSkeleton />);
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('product button', () => {
  const { country, lang } = contextIn({ country: 'sg', lang: 'en' });
  const labels = productCardLabels(country, lang).button;

  it.each(Object.keys(PRODUCT_BUTTON_STATES) as ProductButtonState[])('renders the %s state from the table', (state) => {
    render(<ProductButton state={state} labels={labels} />);
    const buttons = screen.getAllByRole('button');
    const { controls } = PRODUCT_BUTTON_STATES[state];
    expect(buttons.map((b) => b.textContent)).toEqual(controls.map((c) => labels[c.label]));
    buttons.forEach((b, i) => {
      expect((b as HTMLButtonElement).disabled).toBe(!controls[i].action);
      expect(b.getAttribute('aria-busy')).toBe(controls[i].busy ? 'true' : null);
    });
  });

  it('hands the chosen action to onAction', () => {
    const onAction = vi.fn();
    render(<ProductButton state="out_of_stock" labels={labels} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Waitlist me' }));
    expect(onAction).toHaveBeenCalledWith('waitlist');
  });

  it('starts from the product state and the variant stock', () => {
    expect(initialButtonState('available')).toBe('add_to_bag');
    expect(initialButtonState('available', 'low_stock')).toBe('add_to_bag');
    expect(initialButtonState('available', 'out_of_stock')).toBe('out_of_stock');
    expect(initialButtonState('out_of_stock')).toBe('out_of_stock');
    expect(initialButtonState('coming_soon', 'in_stock')).toBe('remind_me');
  });
});
