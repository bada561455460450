import { describe, expect, it } from 'vitest';
import { BOOKING_CONTACT_REQUIRED, BOOKING_MESSAGES, BookingContact, CreateReservationBody, SlotsQuery } from '@/schemas/api/bookings';
import { addDays, checkAnswers, isExpired, localParts, newConfirmationNumber, refusal, type ReservationState } from './rules';

const now = new Date('2030-03-10T04:00:00Z');
const future = new Date('2030-03-11T04:00:00Z');
const state = (overrides: Partial<ReservationState> = {}): ReservationState => ({ status: 'confirmed', kind: 'service', startsAt: future, provider: 'embedded', ...overrides });

describe('booking rules', () => {
  it('a booking is expired once its start time has passed', () => {
    expect(isExpired(future, now)).toBe(false);
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(new Date(now.getTime() - 1), now)).toBe(true);
    expect(isExpired(null, now)).toBe(false);
  });

  it('refuses changes to expired, cancelled, external and (for reschedule) non-service bookings', () => {
    expect(refusal(state(), 'reschedule', now)).toBeNull();
    expect(refusal(state(), 'cancel', now)).toBeNull();
    expect(refusal(state({ startsAt: now }), 'cancel', now)).toEqual({ status: 422, message: BOOKING_MESSAGES.expired });
    expect(refusal(state({ startsAt: now }), 'reschedule', now)).toEqual({ status: 422, message: 'Your booking has expired and cannot be rescheduled or cancelled.' });
    expect(refusal(state({ status: 'cancelled' }), 'cancel', now)).toEqual({ status: 409, message: BOOKING_MESSAGES.alreadyCancelled });
    expect(refusal(state({ kind: 'class' }), 'reschedule', now)).toEqual({ status: 422, message: BOOKING_MESSAGES.onlyServicesReschedule });
    expect(refusal(state({ kind: 'event' }), 'cancel', now)).toBeNull();
    expect(refusal(state({ provider: 'booxi' }), 'reschedule', now)?.status).toBe(409);
  });

  it('reads local dates and times in the store’s zone, across midnight', () => {
    expect(localParts(new Date('2030-03-10T17:30:00Z'), 'Asia/Bangkok')).toEqual({ date: '2030-03-11', time: '00:30' });
    expect(localParts(new Date('2030-03-10T17:30:00Z'), 'Australia/Sydney')).toEqual({ date: '2030-03-11', time: '04:30' });
    expect(addDays('2030-02-27', 2)).toBe('2030-03-01');
  });

  it('checks answers: required, at most 500 characters, only the activity’s questions', () => {
    const questions = [{ id: 1, required: true, maxLength: 500, text: 'Allergies?' }, { id: 2, required: false, maxLength: 500, text: 'Occasion?' }];
    expect(checkAnswers(questions, [{ questionId: 1, answer: ' none ' }])).toEqual({ ok: true, answers: [{ questionId: 1, question: 'Allergies?', answer: 'none' }] });
    expect(checkAnswers(questions, [{ questionId: 2, answer: 'wedding' }])).toEqual({ ok: false, issues: [{ path: ['answers', 1], message: 'Required field' }] });
    expect(checkAnswers(questions, [{ questionId: 1, answer: 'x'.repeat(501) }])).toEqual({ ok: false, issues: [{ path: ['answers', 1], message: 'Character limit exceeded' }] });
    expect(checkAnswers(questions, [{ questionId: 1, answer: 'ok' }, { questionId: 9, answer: 'x' }])).toMatchObject({ ok: false, issues: [{ path: ['answers', 9] }] });
  });

  it('makes confirmation numbers of the country and 8 unambiguous characters', () => {
    expect(newConfirmationNumber('sg')).toMatch(/^BK-SG-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
  });
});

describe('booking contracts', () => {
  const message = (input: unknown) => {
    const result = BookingContact.safeParse(input);
    return result.success ? null : result.error.issues.map((i) => i.message);
  };
  const valid = { fullName: 'A Shopper', email: 'a@example.com', callingCode: '+66', phone: '081-234 5678' };

  it('answers with the booking form’s messages (SPEC §5)', () => {
    expect(message(valid)).toBeNull();
    expect(BookingContact.parse(valid).phone).toBe('0812345678');
    expect(message({ ...valid, fullName: '  ' })).toEqual([BOOKING_MESSAGES.fullNameRequired]);
    expect(message({ ...valid, fullName: undefined })).toEqual([BOOKING_MESSAGES.fullNameRequired]);
    expect(message({ ...valid, fullName: 'x'.repeat(100) })).toBeNull();
    expect(message({ ...valid, fullName: 'x'.repeat(101) })).toEqual([BOOKING_MESSAGES.characterLimit]);
    expect(message({ ...valid, email: 'nope' })).toEqual([BOOKING_MESSAGES.invalidEmail]);
    expect(message({ ...valid, phone: '12ab' })).toEqual([BOOKING_MESSAGES.invalidPhone]);
    expect(message({ ...valid, phone: 12345678 })).toEqual([BOOKING_MESSAGES.invalidPhone]);
    const long = CreateReservationBody.safeParse({ slotId: 1, contact: valid, answers: [{ questionId: 1, answer: 'x'.repeat(501) }] });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual([BOOKING_MESSAGES.characterLimit]);
  });

  it('requires the email and takes the phone as optional (BOOKING_CONTACT_REQUIRED)', () => {
    expect(BOOKING_CONTACT_REQUIRED).toEqual({ email: true, phone: false });
    for (const phone of [undefined, null, '', '   ']) expect(BookingContact.parse({ ...valid, phone }).phone, String(phone)).toBeNull();
    expect(message({ ...valid, email: undefined })).toEqual([BOOKING_MESSAGES.invalidEmail]);
    expect(message({ ...valid, email: '' })).toEqual([BOOKING_MESSAGES.invalidEmail]);
  });

  it('limits slot queries to an ordered range of at most 62 days', () => {
    expect(SlotsQuery.safeParse({ from: '2030-01-01', to: '2030-03-03' }).success).toBe(true);
    expect(SlotsQuery.safeParse({ from: '2030-01-01', to: '2030-03-04' }).success).toBe(false);
    expect(SlotsQuery.safeParse({ from: '2030-01-02', to: '2030-01-01' }).success).toBe(false);
    expect(SlotsQuery.safeParse({ from: '2030-13-01' }).success).toBe(false);
  });
});
