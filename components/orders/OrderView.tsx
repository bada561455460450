/**
 * An order's details (SPEC §3 Order): number, date, status, payment method, delivery option, estimated
 * delivery or the store holding a click and collect order with its pickup message, recipient (calling
 * code and phone), registration number, address, the lines and the cost summary — every amount the
 * server's, formatted in the order's currency, the tax line as the country shows it.
 */
import { fill } from '@/lib/i18n/plural-templates';
import { payLaterProviderName } from '@/lib/payments/pay-later';
import type { Order } from '@/schemas/api/orders';
import type { OrderLabels } from './labels';
import { formatCalendarDate, formatDateTime, formatDay, type DateFormat } from './order-format';
import { PICKUP_MESSAGES, type OrderStatus } from './order-status';

export interface OrderViewProps {
  order: Order;
  /** The status to show (the payment flow may know it before the server is asked again). */
  status: OrderStatus;
  labels: OrderLabels;
  price: (amount: number) => string;
  dates: DateFormat;
  percent: (value: number) => string;
}

/** The click and collect message for a status: the store and the date the order is held until. */
export function pickupMessage(order: Pick<Order, 'store' | 'holdUntil'>, status: OrderStatus, labels: OrderLabels, dates: DateFormat): string {
  return fill(labels[PICKUP_MESSAGES[status]], { store: order.store?.name ?? '', date: order.holdUntil ? formatDay(order.holdUntil, dates) : '' });
}

/** The payment method in the shopper's words; a pay-later order names its provider. */
function paymentMethodText(order: Pick<Order, 'payment' | 'payLaterProvider'>, labels: OrderLabels): string {
  if (order.payment.method === 'buy_now_pay_later' && order.payLaterProvider) return fill(labels['payLater.method'], { provider: payLaterProviderName(order.payLaterProvider) });
  return labels[`method.${order.payment.method}`];
}

function Fact({ label, children, name }: { label: string; children: React.ReactNode; name: string }) {
  return (
    <div data-fact={name}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface TaxFacts {
  shown?: boolean;
  label?: string;
  percent?: number;
  amount?: number;
  priceBeforeTax?: number;
}

function Totals({ order, labels, price, percent }: Pick<OrderViewProps, 'order' | 'labels' | 'price' | 'percent'>) {
  const t = order.totals;
  const tax = t.tax as TaxFacts;
  const rows: [key: string, label: string, value: string][] = [['subtotal', labels['totals.subtotal'], price(t.subtotal)]];
  if (t.discount > 0) rows.push(['discount', labels['totals.discount'], `−${price(t.discount)}`]);
  rows.push(['shipping', labels['totals.shipping'], t.shipping === 0 ? labels['totals.free'] : price(t.shipping)]);
  if (tax.shown && tax.label) {
    rows.push(['before-tax', fill(labels['totals.beforeTax'], { tax: tax.label }), price(tax.priceBeforeTax ?? 0)]);
    rows.push(['tax', fill(labels['totals.tax'], { tax: tax.label, percent: percent(tax.percent ?? 0) }), price(tax.amount ?? 0)]);
  }
  // A gift card pays for the goods (tax included above); it lowers only what is left to pay.
  if (t.giftCardRedeemed > 0) rows.push(['gift-card', labels['totals.giftCard'], `−${price(t.giftCardRedeemed)}`]);
  rows.push(['total', labels['totals.total'], price(t.total)]);
  return (
    <section className="order-section" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{labels.summary}</h2>
      <dl className="totals__list">
        {rows.map(([key, label, value]) => (
          <div className="totals__row" data-total={key} key={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!tax.shown && tax.label ? <p className="order-note">{fill(labels['totals.taxIncluded'], { tax: tax.label })}</p> : null}
    </section>
  );
}

export function OrderView({ order, status, labels, price, dates, percent }: OrderViewProps) {
  const r = order.recipient;
  const address = order.address ? [order.address.line1, order.address.line2, [order.address.city, order.address.state, order.address.postcode].filter(Boolean).join(' ')].filter(Boolean) : [];
  return (
    <>
      {order.delivery === 'click_and_collect' && order.store ? (
        <section className="order-section order-pickup" aria-labelledby="order-pickup-heading" data-status={status}>
          <h2 id="order-pickup-heading">{labels['pickup.heading']}</h2>
          <p>{pickupMessage(order, status, labels, dates)}</p>
        </section>
      ) : null}
      <section className="order-section" aria-labelledby="order-details-heading">
        <h2 id="order-details-heading">{labels.details}</h2>
        <dl className="order-facts">
          <Fact name="number" label={labels['field.number']}>{order.number}</Fact>
          <Fact name="date" label={labels['field.date']}>{formatDateTime(order.createdAt, dates)}</Fact>
          <Fact name="status" label={labels['field.status']}><span className="order-status" data-status={status}>{labels[`status.${status}`]}</span></Fact>
          <Fact name="payment-method" label={labels['field.paymentMethod']}>{paymentMethodText(order, labels)}</Fact>
          <Fact name="delivery" label={labels['field.delivery']}>{labels[`delivery.${order.delivery}`]}</Fact>
          {order.estimatedDelivery ? <Fact name="estimated-delivery" label={labels['field.estimatedDelivery']}>{formatCalendarDate(order.estimatedDelivery, dates)}</Fact> : null}
          <Fact name="recipient" label={labels['field.recipient']}>
            {`${r.firstName} ${r.lastName}`.trim()}
            <br />
            <span dir="ltr">{`${r.callingCode} ${r.phone}`}</span>
          </Fact>
          {r.registrationNumber ? <Fact name="registration-number" label={labels['field.registrationNumber']}>{r.registrationNumber}</Fact> : null}
          {order.store ? (
            <Fact name="collection" label={labels['field.collectionStore']}>
              <strong>{order.store.name}</strong>
              <br />
              {order.store.address}
            </Fact>
          ) : null}
          {order.store && order.holdUntil ? <Fact name="hold-until" label={labels['field.holdUntil']}>{formatDay(order.holdUntil, dates)}</Fact> : null}
          {address.length ? (
            <Fact name="address" label={labels['field.shippingAddress']}>
              {address.map((line, i) => (
                <span key={i} className="order-address__line">{line}</span>
              ))}
            </Fact>
          ) : null}
        </dl>
      </section>
      <section className="order-section" aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">{labels.items}</h2>
        <ul className="order-lines">
          {order.lines.map((line, i) => (
            <li key={`${line.sku}-${i}`} className="order-line" data-kind={line.kind}>
              <span className="order-line__brand">{line.brand}</span>
              <span className="order-line__name">{line.name}</span>
              {line.shade ? <span className="order-line__meta">{fill(labels['line.shade'], { shade: line.shade })}</span> : null}
              <span className="order-line__meta">{fill(labels['line.quantity'], { quantity: line.quantity })}</span>
              <span className="order-line__price">{line.total === 0 ? labels['line.free'] : price(line.total)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Totals order={order} labels={labels} price={price} percent={percent} />
    </>
  );
}
