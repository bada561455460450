import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { OrderExample } from '@/components/orders/OrderExample';
import { EXAMPLE_SCREENS, exampleOrder, type ExampleScreen } from '@/components/orders/order.fixtures';
import { SandboxGate } from '@/components/orders/SandboxGate';
import { orderContextProps, orderLabels } from '@/components/orders/server-labels';
import { countries, offeredLanguage } from '@/config/countries/registry';
import { pageContextFor, resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import '@/app/styles/orders.css';

type Params = Promise<LocaleParams & { cc: string; screen: string }>;

export const metadata: Metadata = { title: 'Order screen example (developer page)', robots: { index: false } };

export function generateStaticParams() {
  return countries.list.flatMap((c) => EXAMPLE_SCREENS.map((screen) => ({ cc: c.code.toLowerCase(), screen })));
}

async function Example({ cc, screen, lang }: { cc: string; screen: ExampleScreen; lang: string }) {
  const country = countries.get(cc)!;
  // The example speaks the page's language when its country offers it, else the country's own.
  const context = pageContextFor(cc, offeredLanguage(country, lang))!;
  const { api: _api, ...props } = orderContextProps(context);
  return <OrderExample order={exampleOrder(country, { screen, now: new Date() })} labels={orderLabels(context)} {...props} />;
}

/** Developer page: one order screen (confirmation, payment pending, failed, blocked) of one country, on an example order. */
export default async function OrderExamplePage({ params }: { params: Params }) {
  const { lang } = await resolvePageContext(params);
  const { cc, screen } = await params;
  if (!countries.get(cc) || cc !== cc.toLowerCase() || !(EXAMPLE_SCREENS as readonly string[]).includes(screen)) notFound();
  return (
    <div className="container order-page">
      <p role="note">Developer example: {screen.replace('-', ' ')} in {countries.get(cc)!.name}, with an example order.</p>
      <Suspense fallback={<p role="status">Loading the example…</p>}>
        <SandboxGate>
          <Example cc={cc} screen={screen as ExampleScreen} lang={lang} />
        </SandboxGate>
      </Suspense>
    </div>
  );
}
