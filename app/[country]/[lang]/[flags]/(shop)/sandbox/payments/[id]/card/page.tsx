import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { SandboxCardForm } from '@/components/orders/SandboxCardForm';
import { SandboxGate } from '@/components/orders/SandboxGate';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import '@/app/styles/orders.css';

export function generateStaticParams() {
  return [{ id: '1' }];
}

export const metadata: Metadata = { title: 'Card payment (sandbox payment provider)', robots: { index: false } };

/**
 * The embedded payment provider's card page for one payment (`/sandbox/payments/{id}/card`): where the
 * order page's "Pay by card" leads while the sandbox provider is the store's payment provider.
 */
export default async function SandboxCardPage({ params }: { params: Promise<LocaleParams & { id: string }> }) {
  const { country, lang } = await resolvePageContext(params);
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id)) notFound();
  return (
    <div className="container order-page">
      <p role="note"><strong>Sandbox payment provider.</strong> No card is charged: the test card decides what happens to the payment.</p>
      <h1>Pay by card</h1>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <SandboxGate>
          <SandboxCardForm paymentId={id} api={{ country: country.code.toLowerCase(), language: lang }} />
        </SandboxGate>
      </Suspense>
    </div>
  );
}
