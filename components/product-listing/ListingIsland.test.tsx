import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { contextIn } from '@/renderer/testing/fixtures';
import type { ListingResponse, ProductSummary } from '@/schemas/api/catalog';
import { cardContext, productCardLabels } from '../product-card/server-labels';
import { saleLipstick } from '../product-card/product-card.fixtures';
import { ListingIsland, type ListingIslandProps } from './ListingIsland';
import { listingLabels } from './server-labels';
import { packFacets } from './listing-query';

const { country, lang } = contextIn({ country: 'sg', lang: 'en' });
const product = (id: number, name: string): ProductSummary => ({ ...saleLipstick, id, slug: `product-${id}`, name, swatches: [], variantCount: 1 });
const facets: ListingResponse['facets'] = [
  { param: 'brand', label: 'Brand', type: 'terms', values: [{ value: 'maison-lumiere', label: 'Maison Lumière', count: 8 }, { value: 'pomelo-studio', label: 'Pomelo Studio', count: 6 }] },
  { param: 'price', label: 'Price', type: 'range', values: [], min: 1500, max: 6500 },
];
const response = (items: ProductSummary[], total: number, page = 1): ListingResponse => ({ items, total, page, pageSize: 2, sort: 'featured', facets });

let answers: (url: URL) => unknown;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const body = answers(url);
  if (body instanceof Error) return new Response(JSON.stringify({ message: 'down' }), { status: 503 });
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
});
const calls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

function renderIsland(overrides: Partial<ListingIslandProps> = {}) {
  const card = { labels: productCardLabels(country, lang), context: cardContext(country, lang) };
  const props: ListingIslandProps = {
    mode: 'listing',
    base: { category: 'makeup' },
    pageSize: 2,
    initial: { total: 5, count: 2, facets: packFacets(facets) },
    api: { country: 'sg', language: 'en' },
    card,
    labels: listingLabels(country, lang),
    idPrefix: 'test',
    searchPath: '/search',
    browse: [{ label: 'Skincare', href: '/pages/skincare' }],
    ...overrides,
  };
  const children =
    props.mode === 'listing' ? [<li key="a"><article><a className="product-card__link" href="#server-a">Server A</a></article></li>, <li key="b"><article><a className="product-card__link" href="#server-b">Server B</a></article></li>] : null;
  return render(<ListingIsland {...props}>{children}</ListingIsland>);
}

const gridNames = () => [...document.querySelectorAll('.product-grid .product-card__link')].map((a) => a.textContent?.replace('Maison Lumière', '').trim());

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  window.history.replaceState(null, '', '/pages/makeup');
  answers = (url) => {
    const page = Number(url.searchParams.get('page'));
    return response([product(page * 10 + 1, `P${page}a`), product(page * 10 + 2, `P${page}b`)], 5, page);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('listing island', () => {
  it('starts from the server-rendered page without fetching', async () => {
    renderIsland();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(gridNames()).toEqual(['Server A', 'Server B']);
    expect(screen.getByText('5 products')).toBeTruthy();
  });

  it('a filter puts the choice in the URL (a new history entry) and replaces the grid with the answer', async () => {
    renderIsland();
    const before = window.history.length;
    fireEvent.click(screen.getByRole('checkbox', { name: /Maison Lumière/ }));
    expect(window.location.search).toBe('?brand=maison-lumiere');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(gridNames()).toEqual(['P1a', 'P1b']));
    const [url] = calls();
    expect(url.pathname).toBe('/api/web/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ brand: 'maison-lumiere', category: 'makeup', page: '1', page_size: '2' });
    expect(fetchMock.mock.calls[0][1]?.headers).toBeInstanceOf(Headers);
    expect((fetchMock.mock.calls[0][1]!.headers as Headers).get('X-Site-Country')).toBe('sg');
  });

  it('sort changes the URL and the order asked for', async () => {
    renderIsland();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } });
    expect(window.location.search).toBe('?sort=price_asc');
    await waitFor(() => expect(gridNames()).toEqual(['P1a', 'P1b']));
    expect(calls()[0].searchParams.get('sort')).toBe('price_asc');
  });

  it('"Show more" appends the next page after the server page, replacing the URL entry, and focuses the first new product', async () => {
    renderIsland();
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(gridNames()).toEqual(['Server A', 'Server B', 'P2a', 'P2b']));
    expect(window.location.search).toBe('?page=2');
    expect(window.history.length).toBe(before);
    expect(calls()[0].searchParams.get('page')).toBe('2');
    expect(screen.getByText('Showing 4 of 5')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('P2a'));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(gridNames()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('a URL that already holds a query is fetched on load (every page shown) and replaces the grid', async () => {
    window.history.replaceState(null, '', '/pages/makeup?brand=pomelo-studio&sort=newest&page=2');
    renderIsland();
    await waitFor(() => expect(gridNames()).toEqual(['P1a', 'P1b', 'P2a', 'P2b']));
    expect(calls().map((u) => u.searchParams.get('page')).sort()).toEqual(['1', '2']);
    expect(calls()[0].searchParams.get('sort')).toBe('newest');
    expect((screen.getByRole('checkbox', { name: /Pomelo Studio/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('Back restores the listing of the history entry: the server page without a fetch', async () => {
    renderIsland();
    fireEvent.click(screen.getByRole('checkbox', { name: /Pomelo Studio/ }));
    await waitFor(() => expect(gridNames()).toEqual(['P1a', 'P1b']));
    fetchMock.mockClear();
    await act(async () => {
      window.history.replaceState(null, '', '/pages/makeup');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(gridNames()).toEqual(['Server A', 'Server B']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: /Pomelo Studio/ }) as HTMLInputElement).checked).toBe(false);
    // Forward again: answered from the island's cache.
    await act(async () => {
      window.history.replaceState(null, '', '/pages/makeup?brand=pomelo-studio');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(gridNames()).toEqual(['P1a', 'P1b']));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a price range is applied in minor units and shows as a removable filter', async () => {
    renderIsland();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Min' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Max' }), { target: { value: '45.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?price_min=2000&price_max=4550');
    await waitFor(() => expect(gridNames()).toEqual(['P1a', 'P1b']));
    fireEvent.click(screen.getByRole('button', { name: /^Remove filter: \S*20\.00 – \S*45\.50$/ }));
    expect(window.location.search).toBe('');
  });

  it('shows card-shaped skeletons while a new query loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementationOnce(async () => {
      await gate;
      return new Response(JSON.stringify(response([product(1, 'Late')], 1)), { status: 200 });
    });
    const { container } = renderIsland();
    fireEvent.click(screen.getByRole('checkbox', { name: /Maison Lumière/ }));
    expect(container.querySelectorAll('.product-card--skeleton').length).toBeGreaterThan(0);
    expect(container.querySelector('.product-grid')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(gridNames()).toEqual(['Late']));
  });

  it('no match: "Sorry, no products found!" with tips, clearing filters and categories to browse', async () => {
    answers = () => response([], 0);
    renderIsland();
    fireEvent.click(screen.getByRole('checkbox', { name: /Maison Lumière/ }));
    await screen.findByRole('heading', { name: 'Sorry, no products found!' });
    expect(screen.getByText('Try removing a filter or two.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skincare' }).getAttribute('href')).toBe('/pages/skincare');
    fireEvent.click(within(document.querySelector('.empty-state') as HTMLElement).getByRole('button', { name: 'Clear all' }));
    expect(window.location.search).toBe('');
    expect(gridNames()).toEqual(['Server A', 'Server B']);
  });

  it('a failed request says so and can be retried', async () => {
    answers = () => new Error('down');
    renderIsland();
    fireEvent.click(screen.getByRole('checkbox', { name: /Maison Lumière/ }));
    await screen.findByRole('alert');
    // SPEC §7: a 503 is asked again three times by the query layer before the shopper is told.
    expect(calls().filter((u) => u.pathname.endsWith('/search'))).toHaveLength(4);
    answers = () => response([product(7, 'Back')], 1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gridNames()).toEqual(['Back']));
  });

  it('the filters drawer opens as a dialog, keeps focus inside, and closes with Escape', async () => {
    renderIsland();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close filters' })));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('search results island', () => {
  beforeEach(() => {
    answers = (url) =>
      url.pathname.endsWith('/popular-queries')
        ? { items: [{ query: 'lipstick', count: 9 }, { query: 'serum', count: 4 }] }
        : url.searchParams.get('q') === 'zzz'
          ? response([], 0)
          : response([product(1, 'Found')], 1);
  });

  it('reads q from the URL, searches, and titles the results', async () => {
    window.history.replaceState(null, '', '/search?q=lipstik');
    renderIsland({ mode: 'search', base: {}, initial: undefined });
    await waitFor(() => expect(gridNames()).toEqual(['Found']));
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “lipstik”' })).toBeTruthy();
    expect(calls()[0].searchParams.get('q')).toBe('lipstik');
  });

  it('without q it asks what to look for and offers popular searches', async () => {
    window.history.replaceState(null, '', '/search');
    renderIsland({ mode: 'search', base: {}, initial: undefined });
    expect(screen.getByText('What are you looking for?')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'lipstick' })).getAttribute('href')).toBe('/search?q=lipstick');
  });

  it('no match: "Sorry, no products found!" with spelling and wording tips and popular searches', async () => {
    window.history.replaceState(null, '', '/search?q=zzz');
    renderIsland({ mode: 'search', base: {}, initial: undefined });
    await screen.findByRole('heading', { name: 'Sorry, no products found!' });
    expect(screen.getByText('Check the spelling.')).toBeTruthy();
    expect(screen.getByText('Use fewer or more general words.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'serum' })).toBeTruthy();
  });

  it('a new search from the form goes into the URL', async () => {
    window.history.replaceState(null, '', '/search');
    renderIsland({ mode: 'search', base: {}, initial: undefined });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'serum' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(window.location.search).toBe('?q=serum');
    await waitFor(() => expect(gridNames()).toEqual(['Found']));
  });
});
