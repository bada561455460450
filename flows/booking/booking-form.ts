/**
 * The booking form's rules (SPEC §5 "Booking form"), a pure module used by the booking flow's guards and by the
 * booking island: contact details (full name ≤ 100 characters, email, phone with the country's calling code;
 * which contact fields are required is data) and the answers to a service's questions (required ones
 * answered, every answer ≤ 500 characters). Errors are codes; the island shows them translated
 * (`booking.error.<code>`), English being SPEC's own words (`BOOKING_FORM_MESSAGES`).
 */

export const MAX_FULL_NAME_LENGTH = 100;
export const MAX_ANSWER_LENGTH = 500;

export const BOOKING_FORM_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  required: 'Required field',
  characterLimit: 'Character limit exceeded',
} as const;
export type BookingFormError = keyof typeof BOOKING_FORM_MESSAGES;

export interface Contact {
  fullName: string;
  email: string;
  phone: string;
}
export type ContactField = keyof Contact;
export type ContactErrors = Partial<Record<ContactField, BookingFormError>>;

export interface ContactRules {
  /** The country's calling code (`+65`): the phone is a national number, or this code in front of one. */
  callingCode: string;
  emailRequired: boolean;
  phoneRequired: boolean;
}

export interface QuestionRule {
  id: string;
  required: boolean;
}
export type Answers = Record<string, string>;
export type AnswerErrors = Record<string, BookingFormError>;

/** Length in characters (code points), as a shopper counts them, not UTF-16 units. */
const length = (value: string) => [...value].length;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** A national number: 6–14 digits, optionally grouped by single spaces or dashes. */
const NATIONAL = /^\d+(?:[ -]\d+)*$/;

/** The national digits of a valid phone in the country (its calling code, spaces and dashes dropped), else null. */
export function nationalNumber(value: string, callingCode: string): string | null {
  let rest = value.trim();
  if (rest.startsWith('+')) {
    if (!rest.startsWith(callingCode)) return null;
    rest = rest.slice(callingCode.length).trim();
  }
  if (!NATIONAL.test(rest)) return null;
  const digits = rest.replace(/[ -]/g, '');
  return digits.length >= 6 && digits.length <= 14 ? digits : null;
}

/** `+<code><digits>` for a valid phone in the country, else null. */
export function normalisePhone(value: string, callingCode: string): string | null {
  const digits = nationalNumber(value, callingCode);
  return digits === null ? null : `${callingCode}${digits}`;
}

export function validateContact(contact: Contact, rules: ContactRules): ContactErrors {
  const errors: ContactErrors = {};
  const name = contact.fullName.trim();
  if (!name) errors.fullName = 'fullNameRequired';
  else if (length(name) > MAX_FULL_NAME_LENGTH) errors.fullName = 'characterLimit';

  const email = contact.email.trim();
  if (!email) {
    if (rules.emailRequired) errors.email = 'required';
  } else if (!EMAIL.test(email)) errors.email = 'invalidEmail';

  const phone = contact.phone.trim();
  if (!phone) {
    if (rules.phoneRequired) errors.phone = 'required';
  } else if (!normalisePhone(phone, rules.callingCode)) errors.phone = 'invalidPhone';
  return errors;
}

export function validateAnswers(answers: Answers, questions: readonly QuestionRule[]): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim();
    if (!answer) {
      if (question.required) errors[question.id] = 'required';
    } else if (length(answer) > MAX_ANSWER_LENGTH) errors[question.id] = 'characterLimit';
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
