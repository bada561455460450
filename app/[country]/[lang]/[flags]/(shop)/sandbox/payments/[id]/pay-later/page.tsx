import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getPool } from '@/commerce/db/pool';
import { expireDuePayments } from '@/commerce/orders/payment-events';
import { findPaymentForSandbox } from '@/commerce/orders/sandbox-orders';
import { formatCalendarDate, formatDateTime } from '@/components/orders/order-format';
import { SandboxGate } from '@/components/orders/SandboxGate';
import { SandboxPayLaterDecision } from '@/components/orders/SandboxPayLaterDecision';
import { countries, intlLocale } from '@/config/countries/registry';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';
import { formatMinor } from '@/lib/money';
import { payLaterProviderName, type Instalment } from '@/lib/payments/pay-later';
import '@/app/styles/orders.css';

export function generateStaticParams() {
  return [{ id: '1' }];
}

export const metadata: Metadata = { title: 'Pay later (sandbox payment provider)', robots: { index: false } };

/** The session of one pay-later payment: the provider, the order, the instalment plan, Approve / Decline. */
async function PayLaterSession({ id, context }: { id: string; context: PageContext }) {
  const pool = getPool();
  const found = await findPaymentForSandbox(pool, id);
  // A session past its lifetime is closed here as on the order page.
  const payment = found && (await expireDuePayments(pool, new Date(), found.orderNumber)) > 0 ? await findPaymentForSandbox(pool, id) : found;
  const provider = typeof payment?.instructions.provider === 'string' ? payment.instructions.provider : null;
  if (!payment || payment.method !== 'buy_now_pay_later' || !provider) return <p role="alert">{`Payment ${id} is not a pay-later session.`}</p>;
  const name = payLaterProviderName(provider);
  const locale = intlLocale(context.country, context.lang);
  const money = { locale, currency: payment.currency, minorUnits: countries.get(payment.country)?.currency.minorUnits ?? context.country.currency.minorUnits };
  const price = (amount: number) => formatMinor(amount, payment.currency, money);
  const instalments = (payment.instructions.instalments ?? []) as Instalment[];
  return (
    <section aria-labelledby="pay-later-heading" className="sandbox-orders">
      <h1 id="pay-later-heading">{`Pay later with ${name}`}</h1>
      <p>{`Order ${payment.orderNumber} — ${price(payment.amount)} in ${instalments.length} instalments`}</p>
      <table className="orders-table">
        <caption>Instalment plan</caption>
        <thead>
          <tr><th scope="col">Instalment</th><th scope="col">Due</th><th scope="col">Amount</th></tr>
        </thead>
        <tbody>
          {instalments.map((i) => (
            <tr key={i.number}><th scope="row">{`${i.number} of ${instalments.length}`}</th><td>{formatCalendarDate(i.dueDate, { locale, timeZone: context.country.timeZone })}</td><td>{price(i.amount)}</td></tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row" colSpan={2}>Total</th><td>{price(instalments.reduce((sum, i) => sum + i.amount, 0))}</td></tr>
        </tfoot>
      </table>
      {payment.state === 'pending' && payment.expiresAt ? (
        <p>{`Approve or decline before ${formatDateTime(payment.expiresAt, { locale, timeZone: context.country.timeZone })}; then the session expires.`}</p>
      ) : null}
      {payment.state === 'pending' ? (
        <SandboxPayLaterDecision paymentId={id} provider={name} api={{ country: context.country.code.toLowerCase(), language: context.lang }} />
      ) : (
        <p role="status">{`This session is closed: the payment is ${payment.state}.`}</p>
      )}
    </section>
  );
}

/**
 * The embedded payment provider's page for one buy-now-pay-later session (`/sandbox/payments/{id}/pay-later`):
 * where the order page's "Pay with {provider}" leads while the sandbox provider is the store's payment
 * provider. A real provider's page would replace it, as for the card page.
 */
export default async function SandboxPayLaterPage({ params }: { params: Promise<LocaleParams & { id: string }> }) {
  const context = await resolvePageContext(params);
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id)) notFound();
  return (
    <div className="container order-page">
      <p role="note"><strong>Sandbox payment provider.</strong> No money moves: approving the plan pays the order, as the provider’s confirmation would.</p>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <SandboxGate>
          <PayLaterSession id={id} context={context} />
        </SandboxGate>
      </Suspense>
    </div>
  );
}
