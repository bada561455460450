import { describe, expect, it } from 'vitest';
import {
  BOOKING_FORM_MESSAGES,
  MAX_ANSWER_LENGTH,
  MAX_FULL_NAME_LENGTH,
  hasErrors,
  nationalNumber,
  normalisePhone,
  validateAnswers,
  validateContact,
  type ContactRules,
} from './booking-form';

const rules: ContactRules = { callingCode: '+65', emailRequired: true, phoneRequired: true };
const good = { fullName: 'Mei Tan', email: 'mei@example.com', phone: '9123 4567' };

describe('booking form: contact details (SPEC §5)', () => {
  it('accepts a complete contact', () => {
    expect(validateContact(good, rules)).toEqual({});
    expect(hasErrors(validateContact(good, rules))).toBe(false);
  });

  it('full name is required, blank counts as missing', () => {
    expect(validateContact({ ...good, fullName: '' }, rules)).toEqual({ fullName: 'fullNameRequired' });
    expect(validateContact({ ...good, fullName: '   ' }, rules)).toEqual({ fullName: 'fullNameRequired' });
  });

  it('full name up to 100 characters; 101 exceeds the limit', () => {
    expect(validateContact({ ...good, fullName: 'a'.repeat(MAX_FULL_NAME_LENGTH) }, rules)).toEqual({});
    expect(validateContact({ ...good, fullName: 'a'.repeat(MAX_FULL_NAME_LENGTH + 1) }, rules)).toEqual({ fullName: 'characterLimit' });
    // Characters, not UTF-16 units: 100 Thai letters with tone marks or emoji fit.
    expect(validateContact({ ...good, fullName: '😀'.repeat(100) }, rules)).toEqual({});
  });

  it('email must look like an address', () => {
    for (const email of ['mei', 'mei@', '@example.com', 'mei@example', 'mei example@x.com', 'mei@@example.com']) {
      expect(validateContact({ ...good, email }, rules), email).toEqual({ email: 'invalidEmail' });
    }
    expect(validateContact({ ...good, email: '  Mei.Tan+spa@Example.co.th ' }, rules)).toEqual({});
  });

  it('phone: a national number, or the country calling code in front of it', () => {
    expect(validateContact({ ...good, phone: '+65 9123 4567' }, rules)).toEqual({});
    expect(validateContact({ ...good, phone: '9123-4567' }, rules)).toEqual({});
    for (const phone of ['12', 'abc12345', '+66 812345678', '+65', '9'.repeat(15), '91-23--', '+65 91a34567']) {
      expect(validateContact({ ...good, phone }, rules), phone).toEqual({ phone: 'invalidPhone' });
    }
  });

  it('normalises the phone to the calling code and digits', () => {
    expect(normalisePhone('+65 9123-4567', '+65')).toBe('+6591234567');
    expect(normalisePhone('9123 4567', '+65')).toBe('+6591234567');
    expect(normalisePhone('+66 81', '+65')).toBeNull();
    expect(nationalNumber('+65 9123-4567', '+65')).toBe('91234567');
  });

  it('optional contact fields may stay empty, but what is typed must be valid', () => {
    const optional: ContactRules = { callingCode: '+66', emailRequired: false, phoneRequired: false };
    expect(validateContact({ fullName: 'Ploy', email: '', phone: '' }, optional)).toEqual({});
    expect(validateContact({ fullName: 'Ploy', email: 'nope', phone: '1' }, optional)).toEqual({ email: 'invalidEmail', phone: 'invalidPhone' });
  });

  it('required contact fields left empty are "Required field"', () => {
    expect(validateContact({ fullName: 'Ploy', email: ' ', phone: '' }, rules)).toEqual({ email: 'required', phone: 'required' });
  });

  it('the messages are SPEC §5 words', () => {
    expect(BOOKING_FORM_MESSAGES).toEqual({
      fullNameRequired: 'Full Name is required',
      invalidEmail: 'Invalid email',
      invalidPhone: 'Invalid phone number',
      required: 'Required field',
      characterLimit: 'Character limit exceeded',
    });
  });
});

describe('booking form: answers to the service questions', () => {
  const questions = [
    { id: 'skin', required: true },
    { id: 'notes', required: false },
  ];

  it('a required question must be answered', () => {
    expect(validateAnswers({ skin: 'Dry', notes: '' }, questions)).toEqual({});
    expect(validateAnswers({ notes: 'x' }, questions)).toEqual({ skin: 'required' });
    expect(validateAnswers({ skin: '   ' }, questions)).toEqual({ skin: 'required' });
  });

  it('answers are at most 500 characters, required or not', () => {
    expect(validateAnswers({ skin: 'a'.repeat(MAX_ANSWER_LENGTH) }, questions)).toEqual({});
    expect(validateAnswers({ skin: 'a'.repeat(MAX_ANSWER_LENGTH + 1), notes: 'b'.repeat(501) }, questions)).toEqual({
      skin: 'characterLimit',
      notes: 'characterLimit',
    });
  });
});
