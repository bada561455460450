import type { Metadata } from 'next';
import Link from 'next/link';
import { countries } from '@/config/countries/registry';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { EXAMPLE_SCREENS } from '@/components/orders/order.fixtures';
import '@/app/styles/orders.css';

export const metadata: Metadata = { title: 'Order screen examples (developer page)', robots: { index: false } };

/** Developer page: links to the order confirmation, payment pending, failed and blocked examples of every country. */
export default async function OrderExamplesIndex({ params }: { params: Promise<LocaleParams> }) {
  const { href } = await resolvePageContext(params);
  return (
    <div className="container sandbox-orders">
      <h1>Order screen examples</h1>
      <p>Developer page. The order page’s screens for every country, rendered with example orders (no database).</p>
      {countries.list.map((country) => (
        <section key={country.code} aria-labelledby={`examples-${country.code}`}>
          <h2 id={`examples-${country.code}`}>{country.name}</h2>
          <ul className="sandbox-orders__grid">
            {EXAMPLE_SCREENS.map((screen) => (
              <li key={screen}>
                <Link href={href(`/sandbox/order-examples/${country.code.toLowerCase()}/${screen}`)} prefetch={false}>{`${country.name}: ${screen.replace('-', ' ')}`}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
