import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RECENT_SEARCHES_KEY } from '@/lib/recent-searches';
import SearchOverlay from './SearchOverlay';
import { SearchLauncher } from './SearchLauncher';
import { searchLabels } from './search-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { countries } from '@/config/countries/registry';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

// The real English strings, as the header passes them.
const labels = searchLabels(getTranslator(countries.get('SG')!, 'en'));

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const body = url.pathname.endsWith('/popular-queries')
    ? { items: [{ query: 'lipstick', count: 12 }, { query: 'sunscreen', count: 8 }] }
    : {
        query: url.searchParams.get('q'),
        products: [{ id: 1, slug: 'velvet-matte-lipstick', name: 'Velvet Matte Lipstick', brand: { slug: 'maison-lumiere', name: 'Maison Lumière' }, image: { url: '/fixtures/product-lipstick.svg', width: 800, height: 800, alt: '' }, price: { amount: 2800, compareAt: null, currency: 'SGD' } }],
        brands: [{ slug: 'maison-lumiere', name: 'Maison Lumière' }],
        categories: [{ path: 'makeup/lips', name: 'Lips' }],
      };
  return new Response(JSON.stringify(body), { status: 200 });
});

const overlay = (onClose = vi.fn()) =>
  render(<SearchOverlay labels={labels} searchPath="/search" pathPrefix="" api={{ country: 'sg', language: 'en' }} onClose={onClose} />);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  push.mockClear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/pages/makeup');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('search overlay', () => {
  it('opens as a dialog with the search field focused, recent and popular searches', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['serum', 'mascara']));
    overlay();
    const dialog = screen.getByRole('dialog', { name: 'Search the store' });
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Search products, brands and more' }));
    const recent = within(dialog).getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('link').map((a) => a.textContent)).toEqual(['serum', 'mascara']);
    expect((await within(dialog).findByRole('link', { name: 'sunscreen' })).getAttribute('href')).toBe('/search?q=sunscreen');
  });

  it('removes one recent search, or all of them', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['serum', 'mascara']));
    overlay();
    fireEvent.click(screen.getByRole('button', { name: 'Remove “serum” from recent searches' }));
    expect(screen.queryByRole('link', { name: 'serum' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['mascara']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('suggests products, brands and categories as you type, after a pause, once', async () => {
    overlay();
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'l' } });
    fireEvent.change(input, { target: { value: 'li' } });
    fireEvent.change(input, { target: { value: 'lip' } });
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link').getAttribute('href')).toBe('/products/velvet-matte-lipstick');
    expect(screen.getByRole('link', { name: 'Maison Lumière' }).getAttribute('href')).toBe('/brands/maison-lumiere');
    expect(screen.getByRole('link', { name: 'Lips' }).getAttribute('href')).toBe('/pages/makeup/lips');
    const suggestionCalls = fetchMock.mock.calls.filter(([u]) => String(u).includes('/search/suggestions'));
    expect(suggestionCalls).toHaveLength(1);
    expect(String(suggestionCalls[0][0])).toContain('q=lip');
    // Arrow down moves from the field into the suggestions.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(products).getByRole('link'));
  });

  it('Enter opens the search page for the text and remembers it', () => {
    const onClose = vi.fn();
    overlay(onClose);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  red lipstick ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenCalledWith('/search?q=red%20lipstick');
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['red lipstick']);
  });

  it('on the search page it changes the URL in place and tells the results', () => {
    window.history.replaceState(null, '', '/search?q=old');
    const heard = vi.fn();
    window.addEventListener('atelier:search-location', heard);
    overlay();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'serum' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(window.location.search).toBe('?q=serum');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    window.removeEventListener('atelier:search-location', heard);
  });
});

describe('search launcher', () => {
  const props = { labels, searchPath: '/en/search', pathPrefix: '/en', api: { country: 'th', language: 'en' } };

  it('is a link to the search page in the server HTML (works without JavaScript)', () => {
    const html = renderToString(<SearchLauncher {...props} />);
    expect(html).toMatch(/^<a class="icon-button" href="\/en\/search" aria-label="Search">/);
  });

  it('once hydrated, is a button that loads and opens the overlay, and takes focus back when it closes', async () => {
    render(<SearchLauncher {...props} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search the store' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
