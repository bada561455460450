/** Server side: the checkout's strings and country data for its island, once per country and language. */
import { perkLabels } from '../perks/server-labels';
import { sectionLabels } from '@/lib/i18n/section-labels';
import { fill } from '@/lib/i18n/plural-templates';
import { addressFieldsOf, deliveryOptionsOf } from '@/lib/checkout/options';
import { payLaterProviderName } from '@/lib/payments/pay-later';
import type { PageContext } from '@/lib/locale/page-context';
import { bagLabels } from '../bag/server-labels';
import type { CheckoutLabels, CheckoutPageProps, PaymentChoice } from './labels';
import { moneyFormat } from '@/lib/format';

/** Every `checkout.*` string of the page's language, placeholders kept as `{name}`. */
export function checkoutLabels(context: Pick<PageContext, 'country' | 'lang'>): CheckoutLabels {
  return sectionLabels('checkout.', context);
}

/**
 * The country's payment radios: card, QR and virtual account where offered, one per buy-now-pay-later
 * provider. A gift card is not a radio: it is redeemed beside the summary.
 */
export function paymentChoices(context: Pick<PageContext, 'country'>, labels: CheckoutLabels): PaymentChoice[] {
  const { country } = context;
  return country.paymentMethods.flatMap((method): PaymentChoice[] => {
    if (method === 'card') return [{ value: method, method, label: labels['payment.card'] }];
    if (method === 'promptpay_qr') return [{ value: method, method, label: labels['payment.promptpayQr'] }];
    if (method === 'virtual_account') return [{ value: method, method, label: labels['payment.virtualAccount'] }];
    if (method === 'buy_now_pay_later') {
      return country.buyNowPayLaterProviders.map((id) => ({ value: `${method}:${id}`, method, provider: id, label: fill(labels['payment.payLater'], { provider: payLaterProviderName(id) }) }));
    }
    return [];
  });
}

export function checkoutPageProps(context: PageContext): CheckoutPageProps {
  const { country, lang, href } = context;
  const labels = checkoutLabels(context);
  const bag = bagLabels(context);
  const giftCardLabels = Object.fromEntries(
    Object.entries(bag).filter(([key]) => key.startsWith('giftCard.') || key === 'error.generic' || key === 'error.network'),
  ) as CheckoutPageProps['giftCardLabels'];
  const totalsLabels = Object.fromEntries(Object.entries(bag).filter(([key]) => key.startsWith('totals.'))) as CheckoutPageProps['totalsLabels'];
  return {
    labels,
    giftCardLabels,
    totalsLabels,
    perkLabels: perkLabels(context),
    country: {
      callingCode: country.callingCode,
      freeShippingThreshold: country.freeShippingThreshold,
      shippingFee: country.shippingFee,
      deliveryOptions: deliveryOptionsOf(country),
      addressFields: addressFieldsOf(country),
      registrationNumber: !!country.registrationNumber,
      payments: paymentChoices(context, labels),
    },
    api: { country: country.code.toLowerCase(), language: lang },
    money: moneyFormat(country, lang),
    paths: { cart: href('/cart'), shop: href('/pages/new'), signIn: href('/sign_in'), order: href('/orders/{number}') },
  };
}
