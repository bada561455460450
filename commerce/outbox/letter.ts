/**
 * The frame of an email written to a member: a greeting by first name, the sender's lines, and the sign-off,
 * in the member's language (one table, so every such email greets and signs the same way). The senders keep
 * their own words in per-file tables and choose the language with `offeredLanguage` (config/countries/registry).
 */
import type { LanguageCode } from '@/config/countries/types';

const FRAME: Record<LanguageCode, { greeting: (firstName: string) => string; signOff: string[] }> = {
  en: { greeting: (n) => `Hello ${n},`, signOff: ['Warm regards,', 'The Atelier team'] },
  id: { greeting: (n) => `Halo ${n},`, signOff: ['Salam hangat,', 'Tim Atelier'] },
  th: { greeting: (n) => `สวัสดีคุณ ${n}`, signOff: ['ด้วยความปรารถนาดี', 'ทีมงาน Atelier'] },
  zh: { greeting: (n) => `${n}，你好：`, signOff: ['祝生活愉快！', 'Atelier 團隊'] },
};

/** The body of an email to a member: greeting, a blank line, `lines`, a blank line, sign-off. */
export function letter(lang: LanguageCode, firstName: string, lines: readonly string[]): string {
  const frame = FRAME[lang];
  return [frame.greeting(firstName.trim()), '', ...lines, '', ...frame.signOff].join('\n');
}
