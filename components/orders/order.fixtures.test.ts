/** The developer order examples (issue 21 item 20): an example's estimated delivery comes after its order date. */
import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { EXAMPLE_SCREENS, exampleOrder } from './order.fixtures';

describe('example orders (/sandbox/order-examples)', () => {
  it('every country and screen estimates delivery after the order date, whenever the page is opened', () => {
    for (const now of [new Date('2026-11-20T03:15:00Z'), new Date('2027-03-05T10:00:00Z'), new Date()]) {
      for (const country of countries.list) {
        for (const screen of EXAMPLE_SCREENS) {
          const order = exampleOrder(country, { screen, now });
          expect(order.estimatedDelivery, `${country.code} ${screen}`).not.toBeNull();
          expect(order.estimatedDelivery! > order.createdAt.slice(0, 10), `${country.code} ${screen} ${now.toISOString()}`).toBe(true);
        }
      }
    }
  });
});
