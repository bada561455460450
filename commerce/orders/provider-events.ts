/**
 * The one way a payment changes state: a provider event, signed (HMAC-SHA256 of the raw body), verified
 * here, then applied once per event id. The payment provider's webhook and the sandbox both come through it.
 */
import type pg from 'pg';
import { z } from 'zod';
import { signEvent } from '../payments/sandbox-provider';
import { paymentProvider } from '../payments/provider';
import { ProviderEventBody } from '@/schemas/api/webhooks';
import { applyPaymentEvent, PAYMENT_EVENT_TYPES, type EventResult } from './payment-events';

/** The event's shape is the webhook's documented body; its types are the payment rules' own. */
export const ProviderEvent = ProviderEventBody.extend({ type: z.enum(PAYMENT_EVENT_TYPES) });
export type ProviderEvent = z.infer<typeof ProviderEvent>;

export type ReceiveResult = { ok: false; status: 400 | 401; message: string } | { ok: true; result: EventResult; paymentId: string };

/** Whether the event is the payment provider's own (its webhook signature). */
export function verifySignature(rawBody: string, signature: string | null): boolean {
  return paymentProvider().verifyEvent(rawBody, signature);
}

export async function receiveProviderEvent(pool: pg.Pool, rawBody: string, signature: string | null): Promise<ReceiveResult> {
  if (!verifySignature(rawBody, signature)) return { ok: false, status: 401, message: 'The event signature is not valid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, message: 'The event must be JSON' };
  }
  const event = ProviderEvent.safeParse(parsed);
  if (!event.success) return { ok: false, status: 400, message: `The event is not valid: ${event.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}` };
  return { ok: true, result: await applyPaymentEvent(pool, event.data), paymentId: event.data.paymentId };
}

/** A signed event as the sandbox provider sends it (also what tests replay). */
export function signedEvent(event: ProviderEvent): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: signEvent(body) };
}
