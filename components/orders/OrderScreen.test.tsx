/**
 * Issue 21, item 2: the confirmation screen says "We have emailed the details" only when the confirmation
 * email went out (the order's `confirmationEmailed`), in the page's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { countries } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import { exampleOrder } from './order.fixtures';
import { ScreenBanner } from './OrderScreen';
import { orderLabels } from './server-labels';

afterEach(cleanup);

describe('the confirmation screen', () => {
  it.each([
    ['sg', 'en', 'We have emailed the details to shopper@example.com.', 'Your payment has been received. Keep your order number AT-SG-100042 for reference.'],
    ['th', 'th', 'เราได้ส่งรายละเอียดไปที่ shopper@example.com แล้ว', 'เราได้รับการชำระเงินของคุณแล้ว โปรดเก็บหมายเลขคำสั่งซื้อ AT-TH-100042 ไว้เพื่ออ้างอิง'],
  ])('%s/%s: names the email only when the confirmation was sent', (code, lang, emailed, notEmailed) => {
    const labels = orderLabels(pageContextFor(code, lang)!);
    const order = exampleOrder(countries.get(code.toUpperCase())!, { screen: 'confirmation', now: new Date() });
    const { unmount } = render(<ScreenBanner screen="confirmed" order={{ ...order, confirmationEmailed: true }} labels={labels} />);
    expect(screen.getAllByText(emailed)).toHaveLength(1);
    unmount();
    render(<ScreenBanner screen="confirmed" order={{ ...order, confirmationEmailed: false }} labels={labels} />);
    expect(screen.getAllByText(notEmailed)).toHaveLength(1);
    expect(screen.queryByText(/shopper@example\.com/)).toBeNull();
  });
});
