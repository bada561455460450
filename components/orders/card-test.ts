/**
 * The embedded payment provider's test cards: what a card number makes the sandbox do with the payment.
 * Any other valid number (Luhn) is paid; the test numbers are the ones payment sandboxes commonly use.
 */
import type { SandboxPaymentEventBody } from '@/schemas/api/orders';
import type { z } from 'zod';

type EventType = z.infer<typeof SandboxPaymentEventBody>['type'];

export const TEST_CARDS: { number: string; outcome: EventType; description: string }[] = [
  { number: '4242424242424242', outcome: 'paid', description: 'Paid' },
  { number: '4000000000000002', outcome: 'failed', description: 'Declined' },
  { number: '4000000000009995', outcome: 'failed_with_inventory', description: 'Declined, items kept for a retry' },
  { number: '4000000000000259', outcome: 'fraud_check', description: 'Held for a fraud check' },
  { number: '4100000000000019', outcome: 'blocked', description: 'Blocked' },
];

/** The Luhn check: doubling every second digit from the right, the digits' sum is a multiple of ten. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const doubled = Number(char) * (index % 2 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

export type CardCheck = { ok: true; outcome: EventType } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string };

/** Checks a test card as a provider would and says what the sandbox does with it. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, now = new Date()): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return { ok: false, field: 'number', message: 'Invalid card number' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: 'Enter the expiry as MM/YY' };
  const end = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (end.getTime() <= now.getTime()) return { ok: false, field: 'expiry', message: 'This card has expired' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: 'Enter the 3 or 4 digit security code' };
  return { ok: true, outcome: TEST_CARDS.find((c) => c.number === digits)?.outcome ?? 'paid' };
}
