import type { Metadata } from 'next';
import { CartPage } from '@/components/bag/BagPage';
import { bagContextProps, bagLabels } from '@/components/bag/server-labels';
import { SandboxCartTools } from '@/components/sandbox/SandboxCartTools';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { loadListing } from '@/server/catalog';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Cart (developer page)', robots: { index: false } };

/** The tools with the country's in-stock products (the first page of the featured listing) to pick from. */
async function Tools({ context }: { context: PageContext }) {
  const listing = await loadListing(context.country.code, context.lang, { sort: 'featured', page: 1, page_size: 48 });
  const candidates = listing.items.filter((p) => p.state === 'available').map((p) => ({ variantId: p.defaultVariantId, name: p.name }));
  return <SandboxCartTools api={bagContextProps(context).api} candidates={candidates} />;
}

/** Developer page: the bag island (the /cart page's) beside the raw bag answer, with quick ways to fill or empty it. */
export default async function SandboxCartPage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  const labels = bagLabels(context);
  return (
    <SandboxShell title="Cart" intro="Developer page. The bag of this browser as the bag page shows it, and the raw GET cart/bag answer." indexHref={context.href('/sandbox')}>
      <Tools context={context} />
      <section aria-label="Bag island" className="bag-page">
        <CartPage labels={labels} {...bagContextProps(context)} />
      </section>
    </SandboxShell>
  );
}
