import type { Metadata } from 'next';
import { bagLabels } from '@/components/bag/server-labels';
import { BagLineGallery } from '@/components/sandbox/BagLineGallery';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { intlLocale } from '@/config/countries/registry';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Cart line item (developer page)', robots: { index: false } };

/** Developer page: the bag line in every kind and state, with this page's labels. */
export default async function SandboxCartLineItemPage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  return (
    <SandboxShell title="Cart line item" intro="Developer page. The bag line with the example lines of its component tests (Singapore prices)." indexHref={context.href('/sandbox')}>
      <BagLineGallery labels={bagLabels(context)} locale={intlLocale(context.country, context.lang)} signInHref={context.href('/sign_in')} />
    </SandboxShell>
  );
}
