import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { pageContextFor } from '@/lib/locale/page-context';
import type { Reservation } from '@/schemas/api/bookings';
import { fakeApi, setSessionCookie } from '../account/account.fixtures';
import { MyBookings } from './MyBookings';
import { freshBookingQueries } from './booking-queries.fixtures';
import { reservation, slot } from './booking.fixtures';
import { bookingContextProps, otherBookingCountries } from './server-labels';

const props = bookingContextProps(pageContextFor('sg', 'en')!);
const EXPIRED = 'Your booking has expired and cannot be rescheduled or cancelled.';

/** A reservation as `GET reservation-service` answers it: a Singapore service, live, unless `changes` say otherwise. */
function booking(id: number, startsAt: string | null, changes: Partial<Reservation> & { kind?: Reservation['activity']['kind']; name?: string } = {}): Reservation {
  const { kind = 'service', name = `Activity ${id}`, ...rest } = changes;
  const session = startsAt ? { ...slot(500 + id, 100 + id, startsAt, ''), capacity: 1, remaining: 0 } : null;
  return reservation(id, session, {
    canReschedule: kind === 'service',
    activity: { id: 100 + id, kind, name, durationMinutes: 45, price: 5000, currency: 'SGD', currencySymbol: 'S$' },
    ...rest,
  });
}

/** The server's order (upcoming first, then the rest, newest made first) is not the page's: the island sorts. */
const items: Reservation[] = [
  booking(1, '2026-12-05T02:30:00.000Z', { name: 'Brow shaping' }),
  booking(2, '2026-12-01T06:00:00.000Z', { name: 'Bridal makeup trial', status: 'rescheduled' }),
  booking(3, '2026-12-03T11:00:00.000Z', { name: 'Skincare masterclass', kind: 'class' }),
  booking(4, '2026-11-10T03:00:00.000Z', { name: 'Express facial', expired: true, canReschedule: false, canCancel: false }),
  booking(5, '2026-12-09T03:00:00.000Z', { name: 'Lip colour evening', kind: 'event', status: 'cancelled', canCancel: false, canReschedule: false, cancelledAt: '2026-11-20T03:00:00.000Z' }),
  booking(6, '2026-11-01T03:00:00.000Z', { name: 'Nail art class', kind: 'class', status: 'cancelled', expired: true, canCancel: false, canReschedule: false }),
];

const answering = (body: unknown, options?: { delayMs?: number }) => fakeApi({ 'GET reservation-service': { status: 200, body } }, options);
const names = (list: HTMLElement) => within(list).getAllByRole('heading').map((h) => h.textContent);

beforeEach(() => void freshBookingQueries());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

describe('my bookings (/account/bookings)', () => {
  it('sends a guest to sign in, coming back here', () => {
    window.history.replaceState(null, '', '/account/bookings');
    const navigate = vi.fn();
    render(<MyBookings {...props} navigate={navigate} />);
    expect(navigate).toHaveBeenCalledWith('/sign_in?return_to=%2Faccount%2Fbookings');
  });

  it('shows a skeleton while loading, then says when there are no bookings and where to find some', async () => {
    setSessionCookie(true);
    const api = answering({ items: [] }, { delayMs: 50 });
    vi.stubGlobal('fetch', api.fetch);
    render(<MyBookings {...props} navigate={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByText('You have no bookings yet.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse beauty services' }).getAttribute('href')).toBe('/happening/services');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET reservation-service']);
  });

  it('says when the bookings cannot be loaded (after SPEC §7\'s three retries), and tries again', async () => {
    setSessionCookie(true);
    let answers = 0;
    vi.stubGlobal('fetch', fakeApi({ 'GET reservation-service': () => (++answers <= 4 ? { status: 503, body: { message: 'down' } } : { status: 200, body: { items } }) }).fetch);
    render(<MyBookings {...props} navigate={vi.fn()} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain("We couldn't load this. Please try again.");
    expect(answers).toBe(4);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming' }, { timeout: 5000 })).toHaveProperty('tagName', 'H2');
    expect(answers).toBe(5);
  });

  it('splits upcoming (soonest first) from past and cancelled (newest first), with what each booking is', async () => {
    setSessionCookie(true);
    vi.stubGlobal('fetch', answering({ items }).fetch);
    render(<MyBookings {...props} navigate={vi.fn()} />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' }, { timeout: 5000 });
    const past = screen.getByRole('list', { name: 'Past and cancelled' });
    expect(names(upcoming)).toEqual(['Bridal makeup trial', 'Skincare masterclass', 'Brow shaping']);
    expect(names(past)).toEqual(['Lip colour evening', 'Express facial', 'Nail art class']);

    const brows = within(upcoming).getByRole('article', { name: 'Brow shaping' });
    expect(within(brows).getByText('Beauty service')).toBeTruthy();
    expect(within(brows).getByRole('link', { name: 'Brow shaping' }).getAttribute('href')).toBe('/happening/services/101');
    expect(within(brows).getByRole('link', { name: 'Atelier Orchard' }).getAttribute('href')).toBe('/store-locations/orchard');
    expect(within(brows).getByText('BK-SG-00000001')).toBeTruthy();
    expect(within(brows).getByText('45 minutes')).toBeTruthy();
    // 02:30 UTC is 10:30 in the store's zone (Singapore), whatever the browser's zone.
    expect(within(brows).getByText(/^Saturday, 5 December\b.*\b10:30\b/)).toBeTruthy();
    expect(within(brows).getByText('Confirmed')).toBeTruthy();
    const masterclass = within(upcoming).getByRole('article', { name: 'Skincare masterclass' });
    expect(within(masterclass).getByText('Beauty class')).toBeTruthy();
    expect(within(masterclass).getByRole('link', { name: 'Skincare masterclass' }).getAttribute('href')).toBe('/happening/classes/103');
    expect(within(upcoming).getByRole('article', { name: 'Bridal makeup trial' }).textContent).toContain('Rescheduled');

    const evening = within(past).getByRole('article', { name: 'Lip colour evening' });
    expect(within(evening).getByText('Store event')).toBeTruthy();
    expect(within(evening).getByText('Cancelled')).toBeTruthy();
    // Cancelled stays cancelled when its time has passed too.
    expect(within(within(past).getByRole('article', { name: 'Nail art class' })).getByText('Cancelled')).toBeTruthy();
  });

  it('offers reschedule and cancel only where the API allows them; an expired booking says so and offers nothing', async () => {
    setSessionCookie(true);
    vi.stubGlobal('fetch', answering({ items }).fetch);
    render(<MyBookings {...props} navigate={vi.fn()} />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' }, { timeout: 5000 });
    const brows = within(upcoming).getByRole('article', { name: 'Brow shaping' });
    expect(within(brows).getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe('/happening/services/reschedule/BK-SG-00000001');
    const cancel = within(brows).getByRole('link', { name: 'Cancel booking' });
    expect(cancel.getAttribute('href')).toBe('/happening/services/cancel/BK-SG-00000001');
    expect(cancel.getAttribute('aria-describedby')).toBe(brows.getAttribute('aria-labelledby'));
    // A class can be cancelled, not rescheduled.
    const masterclass = within(upcoming).getByRole('article', { name: 'Skincare masterclass' });
    expect(within(masterclass).queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(within(masterclass).getByRole('link', { name: 'Cancel booking' }).getAttribute('href')).toBe('/happening/classes/cancel/BK-SG-00000003');

    const past = screen.getByRole('list', { name: 'Past and cancelled' });
    const facial = within(past).getByRole('article', { name: 'Express facial' });
    expect(within(facial).getByText('Expired')).toBeTruthy();
    expect(within(facial).getByText(EXPIRED)).toBeTruthy();
    for (const article of within(past).getAllByRole('article')) {
      expect(within(article).queryByRole('link', { name: /^(Reschedule|Cancel booking)$/ })).toBeNull();
    }
    expect(within(within(past).getByRole('article', { name: 'Lip colour evening' })).queryByText(EXPIRED)).toBeNull();
  });

  it('shows an external (partner) booking with what it has, and a past-only list still has its Upcoming section', async () => {
    setSessionCookie(true);
    const partner = booking(7, null, { name: 'Partner facial', provider: 'booxi', providerReference: 'BX-123456', canReschedule: false });
    const old = booking(8, '2026-11-02T03:00:00.000Z', { name: 'Old facial', expired: true, canReschedule: false, canCancel: false });
    vi.stubGlobal('fetch', answering({ items: [old, partner] }).fetch);
    render(<MyBookings {...props} navigate={vi.fn()} />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' }, { timeout: 5000 });
    const article = within(upcoming).getByRole('article', { name: 'Partner facial' });
    expect(within(article).getByText('BX-123456')).toBeTruthy();
    expect(within(article).getByText('Booked through our booking partner.')).toBeTruthy();
    expect(within(article).queryByText('When')).toBeNull();
    expect(within(article).getByRole('link', { name: 'Cancel booking' })).toBeTruthy();
    expect(within(article).queryByRole('link', { name: 'Reschedule' })).toBeNull();
    cleanup();
    freshBookingQueries(); // another page load

    vi.stubGlobal('fetch', answering({ items: [old] }).fetch);
    render(<MyBookings {...props} navigate={vi.fn()} />);
    expect(await screen.findByText('You have no upcoming bookings.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeTruthy();
    expect(names(screen.getByRole('list', { name: 'Past and cancelled' }))).toEqual(['Old facial']);
  });

  it('names the country of a booking made in another one and links it to that country\'s storefront', async () => {
    setSessionCookie(true);
    const store = { slug: 'siam', name: 'Atelier Siam', city: 'Bangkok', address: '1 Rama I Road', timeZone: 'Asia/Bangkok' };
    const bangkok = booking(9, '2026-12-04T03:00:00.000Z', { name: 'Bangkok brows', country: 'TH', confirmationNumber: 'BK-TH-00000009', store });
    const home = booking(1, '2026-12-05T02:30:00.000Z', { name: 'Brow shaping' });
    vi.stubGlobal('fetch', answering({ items: [bangkok, home] }).fetch);
    const otherCountries = otherBookingCountries(pageContextFor('sg', 'en')!);
    render(<MyBookings {...props} otherCountries={otherCountries} navigate={vi.fn()} />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' }, { timeout: 5000 });

    // Made in Thailand: says so, and every link leads to the Thai storefront (in English, which it offers).
    const abroad = within(upcoming).getByRole('article', { name: 'Bangkok brows' });
    expect(within(abroad).getByText('Booked in')).toBeTruthy();
    expect(within(abroad).getByRole('link', { name: 'Thailand' }).getAttribute('href')).toBe('https://atelier.co.th/en');
    expect(within(abroad).getByRole('link', { name: 'Bangkok brows' }).getAttribute('href')).toBe('https://atelier.co.th/en/happening/services/109');
    expect(within(abroad).getByRole('link', { name: 'Atelier Siam' }).getAttribute('href')).toBe('https://atelier.co.th/en/store-locations/siam');
    expect(within(abroad).getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe('https://atelier.co.th/en/happening/services/reschedule/BK-TH-00000009');
    expect(within(abroad).getByRole('link', { name: 'Cancel booking' }).getAttribute('href')).toBe('https://atelier.co.th/en/happening/services/cancel/BK-TH-00000009');

    // Made here: no country, links on this storefront.
    const here = within(upcoming).getByRole('article', { name: 'Brow shaping' });
    expect(within(here).queryByText('Booked in')).toBeNull();
    expect(within(here).getByRole('link', { name: 'Brow shaping' }).getAttribute('href')).toBe('/happening/services/101');
    expect(within(here).getByRole('link', { name: 'Cancel booking' }).getAttribute('href')).toBe('/happening/services/cancel/BK-SG-00000001');
  });

  it('a booking of a country the store no longer serves names its code and links nowhere', async () => {
    setSessionCookie(true);
    const gone = booking(10, '2026-12-06T03:00:00.000Z', { name: 'Far away facial', country: 'XX', confirmationNumber: 'BK-XX-00000010' });
    vi.stubGlobal('fetch', answering({ items: [gone] }).fetch);
    render(<MyBookings {...props} otherCountries={otherBookingCountries(pageContextFor('sg', 'en')!)} navigate={vi.fn()} />);
    const article = await screen.findByRole('article', { name: 'Far away facial' }, { timeout: 5000 });
    expect(within(article).getByText('XX')).toBeTruthy();
    expect(within(article).getByText('Atelier Orchard', { exact: false })).toBeTruthy();
    expect(within(article).queryAllByRole('link')).toEqual([]);
  });

  it('a 401 sends to sign in', async () => {
    setSessionCookie(true);
    window.history.replaceState(null, '', '/account/bookings');
    const navigate = vi.fn();
    vi.stubGlobal('fetch', fakeApi({ 'GET reservation-service': { status: 401, body: { message: 'Please sign in to continue' } } }).fetch);
    render(<MyBookings {...props} navigate={navigate} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/sign_in?return_to=%2Faccount%2Fbookings'));
  });
});
