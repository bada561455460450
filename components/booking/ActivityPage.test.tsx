/**
 * An activity page's island after a booking (issue 21 item 19): "places left" is read again (the booking
 * invalidates the page's activity and slot queries), and its times are in the locale's one clock format.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { pageContextFor } from '@/lib/locale/page-context';
import { fakeApi } from '../account/account.fixtures';
import { ActivityPage } from './ActivityPage';
import { bookingContextProps } from './server-labels';
import { memberIslandTests } from './booking-queries.fixtures';
import { activity, reservation, slot, slotsAnswer } from './booking.fixtures';

const props = bookingContextProps(pageContextFor('sg', 'en')!);
const session = slot(601, 201, '2026-12-07T06:00:00.000Z', '14:00', 3);

memberIslandTests();

describe('a class page', () => {
  it('"places left" follows a booking made on the page', async () => {
    let left = 3;
    const api = fakeApi({
      'GET happening/services/activities/201': () => ({ status: 200, body: activity(201, { nextSession: { startsAt: session.startsAt, localDate: session.localDate, localStart: session.localStart, remaining: left } }) }),
      'GET booking-service/available-slots/201': () => ({ status: 200, body: slotsAnswer(201, [{ ...session, remaining: left }]) }),
      'POST reservation-service/create': () => {
        left -= 1;
        return { status: 201, body: { reservation: reservation(77, { ...session, remaining: left }, { activity: { id: 201, kind: 'class', name: 'Skincare masterclass', durationMinutes: 60, price: 0, currency: 'SGD', currencySymbol: 'S$' } }) } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<ActivityPage {...props} id={201} kind="class" navigate={vi.fn()} />);
    expect(await screen.findAllByText('Places left: 3', {}, { timeout: 5000 })).toHaveLength(1);
    expect(screen.getAllByText('Next: Monday, 7 December, 2:00 pm')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Monday, 7 December 2:00 pm, , places left: 3$/ }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Mei Tan' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mei@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findAllByText('Your booking is confirmed', {}, { timeout: 5000 })).toHaveLength(1);
    expect(await screen.findAllByText('Places left: 2', {}, { timeout: 5000 })).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === 'happening/services/activities/201')).toHaveLength(2);
  });
});
