/**
 * Managing a booking (issue 21 items 18 and 19): a reschedule asks first, with the old and the new time, and sends
 * nothing before "Yes, reschedule"; an expired booking has its ways on; every time on the page is in one clock
 * format.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { pageContextFor } from '@/lib/locale/page-context';
import { fakeApi } from '../account/account.fixtures';
import { ManageBooking } from './ManageBooking';
import { bookingContextProps } from './server-labels';
import { memberIslandTests } from './booking-queries.fixtures';
import { reservation, slot, slotsAnswer } from './booking.fixtures';

const props = bookingContextProps(pageContextFor('sg', 'en')!);
// Booked: Saturday 5 December, 10:30 in Singapore. Offered: Monday 7 December, 14:00 in Singapore.
const booked = slot(501, 101, '2026-12-05T02:30:00.000Z', '10:30');
const later = slot(502, 101, '2026-12-07T06:00:00.000Z', '14:00');

function serve(current = reservation(41, booked), moved = reservation(41, later, { status: 'rescheduled' })) {
  const api = fakeApi({
    'GET reservation-service/41': { status: 200, body: { reservation: current } },
    'GET booking-service/available-slots/101': { status: 200, body: slotsAnswer(101, [later]) },
    'POST reservation-service/41': { status: 200, body: { reservation: moved } },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

memberIslandTests();

describe('rescheduling a booking', () => {
  it('the first click on a time asks, showing the old and the new time; nothing is sent before the shopper confirms', async () => {
    const api = serve();
    render(<ManageBooking {...props} mode="reschedule" id="41" navigate={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Reschedule to Monday, 7 December/ }, { timeout: 5000 }));

    const ask = screen.getByRole('group', { name: 'Move your booking from Saturday, 5 December at 10:30 am to Monday, 7 December at 2:00 pm?' });
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    // "Choose another time" goes back to the times, still without a call.
    fireEvent.click(within(ask).getByRole('button', { name: 'Choose another time' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Reschedule to Monday, 7 December/ }));
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, reschedule' }));
    expect(await screen.findAllByText('Your booking has been rescheduled', {}, { timeout: 5000 })).toHaveLength(1);
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([['POST', 'reservation-service/41', { slotId: 502 }]]);
  });

  it('writes every time on the page in the locale\'s one clock format (no "14:00" beside "10:30 am")', async () => {
    serve();
    const { container } = render(<ManageBooking {...props} mode="reschedule" id="41" navigate={vi.fn()} />);
    const choice = await screen.findByRole('button', { name: /^Reschedule to Monday, 7 December/ }, { timeout: 5000 });
    expect(choice.textContent).toBe('2:00 pm');
    expect(choice.getAttribute('aria-label')).toContain('Monday, 7 December 2:00 pm');
    expect(screen.getAllByText('Saturday, 5 December at 10:30 am')).toHaveLength(1);
    expect(container.textContent).not.toMatch(/\b\d{2}:\d{2}\b(?! ?[ap]m)/);
  });
});

describe('an expired booking', () => {
  it('says so and offers the ways back: my bookings and home', async () => {
    serve(reservation(41, booked, { expired: true, canReschedule: false, canCancel: false }));
    render(<ManageBooking {...props} mode="cancel" id="41" navigate={vi.fn()} />);
    expect(await screen.findAllByText('Your booking has expired and cannot be rescheduled or cancelled.', {}, { timeout: 5000 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/account/bookings');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
