'use client';

/**
 * The `/sandbox/order-state` page's buttons: drive an order's current payment to any state through the
 * sandbox events endpoint (signed and applied like a provider's webhook), then show the page again with
 * the order's resulting status.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { PAYMENT_EVENT_LABELS, sendPaymentEvent } from './sandbox-events';

export function SandboxOrderEvents({ paymentId, api }: { paymentId: number; api: { country: string; language: string } }) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (type: keyof typeof PAYMENT_EVENT_LABELS) => {
    setBusy(true);
    try {
      setMessage(await sendPaymentEvent(api, paymentId, type));
      router.refresh();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The event was refused');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <div className="sandbox-orders__events" role="group" aria-label="Drive the payment">
        {(Object.keys(PAYMENT_EVENT_LABELS) as (keyof typeof PAYMENT_EVENT_LABELS)[]).map((type) => (
          <button key={type} type="button" className="button button--secondary" disabled={busy} onClick={() => send(type)}>
            {PAYMENT_EVENT_LABELS[type]}
          </button>
        ))}
      </div>
      <p role="status">{message}</p>
    </div>
  );
}
