import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { formatDateTime } from './order-format';
import { countries, intlLocale } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import { hasValidCrc } from '@/commerce/payments/emvco';
import type { Order } from '@/schemas/api/orders';
import { ORDER_STATUSES } from '@/schemas/api/orders';
import { exampleOrder } from './order.fixtures';
import { OrderDetails } from './OrderDetails';
import type { PaymentServer } from './PaymentFlow';
import { orderContextProps, orderLabels } from './server-labels';

function world(code: string, lang: string) {
  const context = pageContextFor(code, lang)!;
  const { api: _api, ...props } = orderContextProps(context);
  return { labels: orderLabels(context), props, country: countries.get(code)! };
}

function Harness({ initial, server, code = 'th', lang = 'en' }: { initial: Order; server: PaymentServer; code?: string; lang?: string }) {
  const [order, setOrder] = useState(initial);
  const { labels, props } = world(code, lang);
  return <OrderDetails order={order} labels={labels} {...props} server={server} onOrder={setOrder} />;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const th = countries.get('TH')!;

describe('order details', () => {
  it('PromptPay: a named QR of a valid payload, a countdown, and "Check status" that moves to the confirmation', async () => {
    const order = exampleOrder(th, { screen: 'payment-pending', now: new Date() });
    const check = vi.fn(async () => ({ ...order, status: 'paid' as const, payment: { ...order.payment, state: 'paid' as const } }));
    render(<Harness initial={order} server={{ check, retry: vi.fn() }} />);
    const qr = screen.getByRole('img', { name: /PromptPay QR code to pay ฿81\.00/ });
    expect(hasValidCrc(qr.getAttribute('data-payload')!)).toBe(true);
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check status' })));
    expect(check).toHaveBeenCalledWith({ number: order.number, method: 'promptpay_qr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /PromptPay/ })).toBeNull();
  });

  it('an expired QR says "QR code expired"; "Retry payment" brings a new QR and countdown', async () => {
    const order = exampleOrder(th, { screen: 'payment-pending', now: new Date(Date.now() - 20 * 60_000) });
    const renewed = { ...order, payment: { ...order.payment, id: order.payment.id + 1, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } };
    const retry = vi.fn(async () => renewed);
    render(<Harness initial={order} server={{ check: vi.fn(), retry }} />);
    expect(screen.getByRole('alert').textContent).toContain('QR code expired');
    expect(screen.queryByRole('img', { name: /PromptPay/ })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry payment' })));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('img', { name: /PromptPay QR code/ })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);
  });

  it('virtual account (Indonesia, in Indonesian): bank, number with a copy button, amount in rupiah, and the email and SMS note', async () => {
    const order = exampleOrder(countries.get('ID')!, { screen: 'payment-pending', now: new Date() });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Harness initial={order} server={{ check: vi.fn(), retry: vi.fn() }} code="id" lang="id" />);
    expect(screen.getByText('Bank Central Asia')).toBeTruthy();
    expect(screen.getByText('8808000100042')).toBeTruthy();
    expect(screen.getAllByText(/Rp\s?405\.000/).length).toBeGreaterThan(0);
    expect(screen.getByText('Instruksi ini juga sudah kami kirim lewat email dan SMS.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salin nomor rekening' })));
    expect(writeText).toHaveBeenCalledWith('8808000100042');
    expect(screen.getByText('Nomor rekening disalin')).toBeTruthy();
    expect(screen.getByText('+62 81234567')).toBeTruthy();
  });

  it('card: "Pay by card" leads to the provider’s card page, which returns to the order', () => {
    const sg = countries.get('SG')!;
    render(<Harness initial={exampleOrder(sg, { screen: 'payment-pending' })} server={{ check: vi.fn(), retry: vi.fn() }} code="sg" />);
    const link = screen.getByRole('link', { name: 'Pay by card' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/sandbox/payments/4242/card');
    expect(url.searchParams.get('return_to')).toBe('/orders/AT-SG-100042?from=card');
    expect(screen.getByText('GST (9%)')).toBeTruthy();
  });

  it('buy now, pay later: names the provider, says the plan, and leads to the provider’s page, which returns to the order', () => {
    const id = countries.get('ID')!;
    const order = exampleOrder(id, { screen: 'payment-pending', method: 'buy_now_pay_later', now: new Date() });
    render(<Harness initial={order} server={{ check: vi.fn(), retry: vi.fn() }} code="id" />);
    expect(screen.getByText(/^Kredivo splits Rp\s?405\.000 into 3 instalments\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Pay with Kredivo' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/en/sandbox/payments/4242/pay-later');
    expect(url.searchParams.get('return_to')).toBe('/en/orders/AT-ID-100042');
    expect(screen.getByText('Buy now, pay later (Kredivo)')).toBeTruthy();
    // The session's deadline (an hour on), in the store's time zone, as for a virtual account.
    const deadline = formatDateTime(order.payment.expiresAt!, { locale: intlLocale(id, 'en'), timeZone: id.timeZone });
    expect(Date.parse(order.payment.expiresAt!) - Date.parse(order.createdAt)).toBe(60 * 60 * 1000);
    expect(screen.getByText('Pay before').nextElementSibling?.textContent).toBe(deadline);
    cleanup();
    render(<Harness initial={order} server={{ check: vi.fn(), retry: vi.fn() }} code="id" lang="id" />);
    expect(screen.getByRole('link', { name: 'Bayar dengan Kredivo' })).toBeTruthy();
  });

  it('a declined pay-later plan: payment failed, "Retry payment" opens a new session with the same provider', async () => {
    const my = countries.get('MY')!;
    const order = exampleOrder(my, { screen: 'payment-failed', method: 'buy_now_pay_later' });
    const renewed = { ...order, status: 'payment_pending' as const, payment: { ...order.payment, id: order.payment.id + 1, state: 'pending' as const } };
    const retry = vi.fn(async () => renewed);
    render(<Harness initial={order} server={{ check: vi.fn(), retry }} code="my" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay with Atome' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry payment' })));
    expect(retry).toHaveBeenCalledTimes(1);
    const link = await screen.findByRole('link', { name: 'Pay with Atome' });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').pathname).toBe('/sandbox/payments/4243/pay-later');
  });

  it('payment blocked and payment failed screens, for the country', () => {
    const nz = countries.get('NZ')!;
    render(<Harness initial={exampleOrder(nz, { screen: 'payment-blocked' })} server={{ check: vi.fn(), retry: vi.fn() }} code="nz" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment blocked' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
    cleanup();
    render(<Harness initial={exampleOrder(th, { screen: 'payment-failed' })} server={{ check: vi.fn(), retry: vi.fn() }} code="th" lang="th" />);
    expect(screen.getByRole('heading', { level: 1, name: 'การชำระเงินไม่สำเร็จ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ชำระเงินอีกครั้ง' })).toBeTruthy();
  });

  it('click and collect: the pickup message of every status names the store and the held-until date', () => {
    const messages = new Set<string>();
    for (const status of ORDER_STATUSES) {
      const order = exampleOrder(th, { delivery: 'click_and_collect', status, paymentState: status === 'paid' ? 'paid' : 'pending', now: new Date() });
      const held = new Intl.DateTimeFormat('en-TH', { dateStyle: 'full', timeZone: 'Asia/Bangkok' }).format(new Date(order.holdUntil!));
      render(<Harness initial={order} server={{ check: vi.fn(), retry: vi.fn() }} />);
      const region = screen.getByRole('region', { name: 'Collecting your order' });
      const text = within(region).getByText(/Atelier Thailand/).textContent!;
      if (!['payment_blocked', 'cancelled'].includes(status)) expect(text, status).toContain(held);
      messages.add(text);
      cleanup();
    }
    expect(messages.size).toBe(ORDER_STATUSES.length);
  });
});
