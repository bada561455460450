'use client';

/**
 * The order page's state screens: the confirmation, payment pending, payment being verified, payment
 * expired, payment failed, payment blocked and cancelled — a heading and a sentence, chosen from the
 * payment flow's state and the order's status (`screenOf`). The heading is the page's main heading, so a
 * screen reader lands on what happened; the region is polite-live so a change after "Check status" is heard.
 */
import { fill } from '@/lib/i18n/plural-templates';
import type { Order } from '@/schemas/api/orders';
import type { OrderLabels } from './labels';
import { screenOf, type FlowState, type Screen } from './order-status';
import { usePaymentFlow } from './PaymentFlow';

export function ScreenBanner({ screen, order, labels }: { screen: Screen; order: Order; labels: OrderLabels }) {
  return (
    <div className="order-screen" data-screen={screen} aria-live="polite">
      <p className="order-screen__number">{fill(labels.title, { number: order.number })}</p>
      <h1>{labels[`screen.${screen}.title`]}</h1>
      {/* "We have emailed the details" only when the confirmation email went out. */}
      <p>{fill(screen === 'confirmed' && !order.confirmationEmailed ? labels['screen.confirmed.textNotEmailed'] : labels[`screen.${screen}.text`], { email: order.email, number: order.number })}</p>
    </div>
  );
}

export function OrderScreen({ order, labels }: { order: Order; labels: OrderLabels }) {
  const { state } = usePaymentFlow();
  return <ScreenBanner screen={screenOf(state as FlowState, order.status)} order={order} labels={labels} />;
}
