'use client';

/**
 * How to pay an order, driven by the payment flow: a PromptPay QR with its countdown, a virtual account
 * (bank, number with a copy button, amount, expiry; also sent by email and SMS), a card payment on the
 * payment provider's page, a buy-now-pay-later plan approved on its provider's page, or the method's own steps. "Check status" asks the server; on expiry the QR
 * gives way to "QR code expired" and "Retry payment", which brings a new QR and a new countdown.
 */
import { useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { payLaterProviderName } from '@/lib/payments/pay-later';
import type { Order } from '@/schemas/api/orders';
import { Countdown } from './Countdown';
import type { OrderLabels, OrderPaths } from './labels';
import { formatDateTime, type DateFormat } from './order-format';
import { RETRYABLE, shownStatus } from './order-status';
import { usePaymentFlow } from './PaymentFlow';
import { PromptPayQr } from './PromptPayQr';

export interface InstructionProps {
  order: Order;
  labels: OrderLabels;
  price: (amount: number) => string;
  dates: DateFormat;
  paths: OrderPaths;
}

function QrInstructions({ order, labels, price }: InstructionProps) {
  const amount = price(order.payment.amount);
  return (
    <div className="payment__qr">
      <PromptPayQr payload={String(order.payment.instructions.payload ?? '')} name={fill(labels['qr.name'], { amount })} />
      <div>
        <p>{fill(labels['qr.scan'], { amount })}</p>
        {order.payment.expiresAt ? <Countdown key={order.payment.id} expiresAt={order.payment.expiresAt} label={labels['qr.timeLeft']} remaining={labels['qr.remaining']} /> : null}
      </div>
    </div>
  );
}

/** The payment's deadline as a row of facts ("Pay before"), when it has one. */
function PayBefore({ order, labels, dates }: Pick<InstructionProps, 'order' | 'labels' | 'dates'>) {
  return order.payment.expiresAt ? <div><dt>{labels['va.expires']}</dt><dd>{formatDateTime(order.payment.expiresAt, dates)}</dd></div> : null;
}

function VirtualAccount({ order, labels, price, dates }: InstructionProps) {
  const { bank, accountNumber, accountName } = order.payment.instructions as Record<string, string>;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(accountNumber);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="payment__va">
      <dl className="order-facts">
        <div><dt>{labels['va.bank']}</dt><dd>{bank}</dd></div>
        <div>
          <dt>{labels['va.accountNumber']}</dt>
          <dd className="payment__account">
            <span data-testid="va-number">{accountNumber}</span>
            <button type="button" className="button button--secondary button--small" onClick={copy}>{labels['va.copy']}</button>
          </dd>
        </div>
        {accountName ? <div><dt>{labels['va.accountName']}</dt><dd>{accountName}</dd></div> : null}
        <div><dt>{labels['va.amount']}</dt><dd>{price(order.payment.amount)}</dd></div>
        <PayBefore order={order} labels={labels} dates={dates} />
      </dl>
      <p role="status" className="payment__copied">{copied ? labels['va.copied'] : ''}</p>
      <p className="payment__note">{labels['va.sent']}</p>
    </div>
  );
}

/** The card page of the embedded payment provider, which sends the shopper back here when done. */
export function cardPaymentHref(order: Order, paths: OrderPaths, price: (amount: number) => string): string {
  const back = `${fill(paths.order, { number: order.number })}?from=card`;
  const query = new URLSearchParams({ order: order.number, amount: price(order.payment.amount), return_to: back });
  return `${fill(paths.cardPayment, { paymentId: String(order.payment.id) })}?${query}`;
}

function CardPayment({ order, labels, price, paths }: InstructionProps) {
  return (
    <div className="payment__card">
      <p>{labels['card.text']}</p>
      <a className="button" href={cardPaymentHref(order, paths, price)}>{labels['card.pay']}</a>
    </div>
  );
}

/** The pay-later session's page at the embedded payment provider, which sends the shopper back here when done. */
export function payLaterPaymentHref(order: Order, paths: OrderPaths): string {
  const query = new URLSearchParams({ return_to: fill(paths.order, { number: order.number }) });
  return `${fill(paths.payLaterPayment, { paymentId: String(order.payment.id) })}?${query}`;
}

function PayLaterPayment({ order, labels, price, paths, dates }: InstructionProps) {
  const { provider, instalments } = order.payment.instructions as { provider?: string; instalments?: unknown[] };
  // A session without a provider (an order placed before the provider was kept) has no page to go to.
  if (!provider) return <p>{fill(labels['other.text'], { method: labels['method.buy_now_pay_later'] })}</p>;
  const name = payLaterProviderName(provider);
  return (
    <div className="payment__card">
      <p>{fill(labels['payLater.text'], { provider: name, amount: price(order.payment.amount), count: String(instalments?.length ?? '') })}</p>
      {order.payment.expiresAt ? (
        <dl className="order-facts">
          <PayBefore order={order} labels={labels} dates={dates} />
        </dl>
      ) : null}
      <a className="button" href={payLaterPaymentHref(order, paths)}>{fill(labels['payLater.pay'], { provider: name })}</a>
    </div>
  );
}

function MethodInstructions(props: InstructionProps) {
  switch (props.order.payment.method) {
    case 'promptpay_qr':
      return <QrInstructions {...props} />;
    case 'virtual_account':
      return <VirtualAccount {...props} />;
    case 'card':
      return <CardPayment {...props} />;
    case 'buy_now_pay_later':
      return <PayLaterPayment {...props} />;
    default:
      return <p>{fill(props.labels['other.text'], { method: props.labels[`method.${props.order.payment.method}`] })}</p>;
  }
}

export function PaymentInstructions(props: InstructionProps) {
  const { order, labels } = props;
  const { state, error, checks, send } = usePaymentFlow();
  const status = shownStatus(state, order.status);
  if (state === 'paid' || state === 'blocked' || status === 'cancelled' || status === 'payment_blocked') return null;
  const waiting = state === 'awaitingPayment' || state === 'checking';
  const canRetry = (state === 'expired' || state === 'failed') && RETRYABLE.includes(status);
  const canCheck = waiting || state === 'underReview' || state === 'expired';
  return (
    <section className="order-section payment" aria-labelledby="payment-heading" data-flow={state}>
      <h2 id="payment-heading">{labels['pay.heading']}</h2>
      {state === 'expired' && order.payment.method === 'promptpay_qr' ? (
        <div className="payment__expired" role="alert">
          <p className="payment__expired-title">{labels['qr.expired']}</p>
          <p>{labels['qr.expiredText']}</p>
        </div>
      ) : null}
      {waiting ? <MethodInstructions {...props} /> : null}
      <div aria-live="polite" className="payment__messages">
        {state === 'checking' ? <p>{labels['pay.checking']}</p> : null}
        {state === 'retrying' ? <p>{labels['pay.retrying']}</p> : null}
        {state === 'awaitingPayment' && checks > 0 && !error ? <p>{labels['pay.notYet']}</p> : null}
      </div>
      {error ? <p className="form-error" role="alert">{fill(labels['pay.error'], { message: error })}</p> : null}
      <div className="payment__actions">
        {canCheck ? (
          <button type="button" className={canRetry ? 'button button--secondary' : 'button'} disabled={state === 'checking'} onClick={() => send({ type: 'CHECK_STATUS' })}>
            {labels['pay.checkStatus']}
          </button>
        ) : null}
        {canRetry || state === 'retrying' ? (
          <button type="button" className="button" disabled={state === 'retrying'} onClick={() => send({ type: 'RETRY' })}>
            {labels['pay.retry']}
          </button>
        ) : null}
      </div>
    </section>
  );
}
