import type { ReactNode } from 'react';
import { DEFAULT_PAGE_FLAGS_TOKEN } from '@/lib/experiments/page-flags';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { intlLocale } from '@/config/countries/registry';
import { loadLayout } from '@/server/content/pages';
import { smartLinkExemptedPaths } from '@/renderer/layout';
import { NavigationGuard } from '@/components/navigation-guard/NavigationGuard';
import { BuildWatcher } from '@/components/build-watch/BuildWatcher';
import { PageViewTracker } from '@/components/tracking/PageViewTracker';
import { pageViewTrackerProps } from '@/server/tracking';
import { getTranslator } from '@/lib/i18n/intl';

/** The all-defaults variant is prerendered; the proxy's other flag combinations render once and are cached. */
export function generateStaticParams() {
  return [{ flags: DEFAULT_PAGE_FLAGS_TOKEN }];
}

/**
 * What every layout (default, blank, preview) shares: the page-flags segment the proxy writes
 * (lib/experiments/page-flags.ts; anything else is a 404), the global navigation guard with the layout config's
 * exempt rules, the build watcher and the page-view tracker (lib/tracking: a chunk loaded after hydration). The
 * not-found and error views' text comes from the root layout above.
 */
export default async function PageFlagsLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  // The same cached read as the default layout's menus (one content fetch per country and language).
  const layout = await loadLayout(context.country.code, intlLocale(context.country, context.lang));
  return (
    <>
      {/* Forms wait for JavaScript (components/hydration/FieldsUntilHydrated.tsx): without it, say so once. */}
      <noscript>
        <p className="noscript-note" role="note">{getTranslator(context.country, context.lang)('shell.noScript')}</p>
      </noscript>
      {children}
      <NavigationGuard exemptedPaths={smartLinkExemptedPaths(layout)} />
      <BuildWatcher />
      <PageViewTracker {...pageViewTrackerProps(context.country, context.lang)} />
    </>
  );
}
