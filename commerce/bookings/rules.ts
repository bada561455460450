// Pure booking rules: expiry, what a reservation allows, local times in a store's zone, answers to questions,
// confirmation numbers. No database, no clock of their own (time enters as `now`).
import { randomInt } from 'node:crypto';
import { ANSWER_MAX, BOOKING_MESSAGES, type ActivityKind, type ReservationStatus } from '@/schemas/api/bookings';

/** A booking is expired once its session's start time has passed (SPEC §4). */
export function isExpired(startsAt: Date | null, now: Date): boolean {
  return startsAt !== null && startsAt.getTime() <= now.getTime();
}

export interface ReservationState {
  status: ReservationStatus;
  kind: ActivityKind;
  startsAt: Date | null;
  provider: 'embedded' | 'booxi';
}

/** Why the reservation cannot change (`reschedule` or `cancel`), as status and message; null when it can. */
export function refusal(r: ReservationState, change: 'reschedule' | 'cancel', now: Date): { status: number; message: string } | null {
  if (r.status === 'cancelled') return { status: 409, message: BOOKING_MESSAGES.alreadyCancelled };
  if (isExpired(r.startsAt, now)) return { status: 422, message: BOOKING_MESSAGES.expired };
  if (change === 'reschedule' && r.provider !== 'embedded') return { status: 409, message: BOOKING_MESSAGES.externalProvider };
  if (change === 'reschedule' && r.kind !== 'service') return { status: 422, message: BOOKING_MESSAGES.onlyServicesReschedule };
  return null;
}

/** `YYYY-MM-DD` and `HH:mm` of an instant in a time zone. */
export function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** `date` plus `days` (both `YYYY-MM-DD`, calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface QuestionRule {
  id: number;
  required: boolean;
  maxLength: number;
  text: string;
}

export interface AnswerIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Checks answers against the activity's questions: every required question answered (not blank), none over
 * its limit (≤ 500), none to a question of another activity. Answers in the questions' order; blanks dropped.
 */
export function checkAnswers(questions: QuestionRule[], answers: { questionId: number; answer: string }[]): { ok: true; answers: { questionId: number; question: string; answer: string }[] } | { ok: false; issues: AnswerIssue[] } {
  const issues: AnswerIssue[] = [];
  const given = new Map(answers.map((a) => [a.questionId, a.answer.trim()]));
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.questionId)) issues.push({ path: ['answers', a.questionId], message: BOOKING_MESSAGES.unknownQuestion });
  }
  for (const q of questions) {
    const answer = given.get(q.id) ?? '';
    if (q.required && answer === '') issues.push({ path: ['answers', q.id], message: BOOKING_MESSAGES.requiredField });
    if (answer.length > Math.min(q.maxLength, ANSWER_MAX)) issues.push({ path: ['answers', q.id], message: BOOKING_MESSAGES.characterLimit });
  }
  if (issues.length) return { ok: false, issues };
  return { ok: true, answers: questions.filter((q) => (given.get(q.id) ?? '') !== '').map((q) => ({ questionId: q.id, question: q.text, answer: given.get(q.id)! })) };
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `BK-SG-7K3M9Q2D`: the country and 8 random characters (Crockford's alphabet: no I, L, O, U). */
export function newConfirmationNumber(country: string): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `BK-${country.toUpperCase()}-${code}`;
}

/** The text of a localized value in a language, else English, else any. */
export function localized(value: Record<string, string> | null | undefined, lang: string): string {
  if (!value) return '';
  return value[lang] ?? value.en ?? Object.values(value)[0] ?? '';
}
