import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, cleanup } from '@testing-library/react';
import { NotFoundView } from '../status-views/NotFoundView';
import { GUEST_USER } from '@/lib/tracking/data-layer';
import { loadTagManager } from '@/lib/tracking/loader';
import { PageViewTracker } from './PageViewTracker';
import { resetTrackingForTests } from './page-view-runtime';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const fullAccount = vi.hoisted(() => vi.fn());
vi.mock('../account/account-api', () => ({ accountApi: () => ({ fullAccount }) }));

type Layer = Record<string, unknown>[];
const layer = () => ((window as unknown as { dataLayer?: Layer }).dataLayer ?? []) as Layer;
const pageViews = () => layer().filter((e) => e?.event === 'page_view');

function go(pathname: string) {
  navigation.pathname = pathname;
  window.history.pushState({}, '', pathname);
}

const props = { country: 'sg', language: 'en', tagManager: null };

beforeEach(() => {
  delete (window as unknown as { dataLayer?: Layer }).dataLayer;
  delete (window as unknown as { gtag?: unknown }).gtag;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.cookie = 'jwt-data=; Max-Age=0; path=/';
  document.cookie = 'experiment-consent=; Max-Age=0; path=/';
  resetTrackingForTests();
  fullAccount.mockReset();
  go('/');
});
afterEach(cleanup);

describe('PageViewTracker', () => {
  it("pushes a guest's page view after hydration, and one more per client navigation", async () => {
    const view = render(<PageViewTracker {...props} />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toEqual({
      event: 'page_view',
      page_type: 'home',
      page_path: '/',
      user: GUEST_USER,
      site: { locale: 'sg', language: 'en', mobile: window.innerWidth < 768, status: 200 },
      cart: {},
    });
    expect(fullAccount).not.toHaveBeenCalled();

    go('/products/velvet-lip');
    view.rerender(<PageViewTracker {...props} />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({ page_type: 'products', page_path: '/products/velvet-lip' });
  });

  it('sends no page view for /cart', async () => {
    go('/cart');
    const view = render(<PageViewTracker {...props} />);
    go('/about');
    view.rerender(<PageViewTracker {...props} />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(pageViews().map((e) => e.page_path)).toEqual(['/about']);
  });

  it('reports status 404 on the not-found page', async () => {
    go('/no-such-page');
    render(
      <>
        <NotFoundView title="Page not found" body="" searchLabel="Search" backHomeLabel="Back To Home" homeHref="/" searchHref="/search" />
        <PageViewTracker {...props} />
      </>,
    );
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_type: 'no-such-page', site: { status: 404 } });
  });

  it("reads a member's figures once, on the client", async () => {
    document.cookie = 'jwt-data=header.payload; path=/';
    fullAccount.mockResolvedValue({
      id: 7, isEmployee: false, age: 40, cardNumber: '8800000000007', emailSHA256: 'e'.repeat(64), emailMD5: 'f'.repeat(32),
      mobileNumberMD5: '0'.repeat(32), loyaltyPoints: 90, loyaltyTier: 'gold', tierPointsCounter: 12,
    });
    const view = render(<PageViewTracker {...props} country="th" language="th" />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    go('/brands');
    view.rerender(<PageViewTracker {...props} country="th" language="th" />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({ user: { id: '7', loyalty_tier: 'gold', loyalty_points: 90, email_sha256: 'e'.repeat(64) }, site: { locale: 'th', language: 'th' } });
    expect(fullAccount).toHaveBeenCalledTimes(1);
  });

  it("sends a guest's page view when the account cannot be read", async () => {
    document.cookie = 'jwt-data=header.payload; path=/';
    fullAccount.mockRejectedValue(new Error('offline'));
    render(<PageViewTracker {...props} />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0].user).toEqual(GUEST_USER);
  });

  it('adds the tag manager script once, with a configured id', async () => {
    const tagManager = { id: 'GTM-K7P2QX', src: 'http://127.0.0.1:9/gtm.js?id=GTM-K7P2QX' };
    const view = render(<PageViewTracker {...props} tagManager={tagManager} />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    go('/about');
    view.rerender(<PageViewTracker {...props} tagManager={tagManager} />);
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([tagManager.src]);
    expect(layer()[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('only one page view when an effect is undone before the browser is idle (strict mode)', async () => {
    await act(async () => {
      const view = render(<PageViewTracker {...props} />);
      view.unmount();
      render(<PageViewTracker {...props} />);
    });
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(pageViews()).toHaveLength(1);
  });
});

describe('loadTagManager', () => {
  const gtm = { id: 'GTM-K7P2QX', src: 'https://tags.example/gtm.js?id=GTM-K7P2QX' };

  it('adds nothing without a configured script', () => {
    expect(loadTagManager(null, window, undefined)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('adds nothing when the visitor refused consent', () => {
    expect(loadTagManager(gtm, window, '0')).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
    expect(layer()).toEqual([]);
  });

  it('raises an error for an invalid id instead of loading it (SPEC §8)', () => {
    expect(() => loadTagManager({ id: 'GTM-bad', src: 'https://tags.example/gtm.js' }, window, '1')).toThrow(/tag-manager id/);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('sets up the Google tag for a G- id, without its automatic page views', () => {
    expect(loadTagManager({ id: 'G-4H8ZL0', src: 'https://tags.example/gtag/js?id=G-4H8ZL0' }, window, undefined)).toBe(true);
    const script = document.head.querySelector('script')!;
    expect(script.async).toBe(true);
    expect(script.getAttribute('src')).toBe('https://tags.example/gtag/js?id=G-4H8ZL0');
    const commands = layer().map((entry) => Array.from(entry as unknown as ArrayLike<unknown>));
    expect(commands[0][0]).toBe('js');
    expect(commands[1]).toEqual(['config', 'G-4H8ZL0', { send_page_view: false }]);
  });
});
