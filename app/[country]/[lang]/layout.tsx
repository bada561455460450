import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import localFont from 'next/font/local';
import { countryLanguagePairs, intlLocale } from '@/config/countries/registry';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { StatusStringsProvider } from '@/components/status-views/StatusStrings';
import { statusStrings } from '@/components/status-views/status-strings';
import '@/app/styles/site-wide';

const inter = localFont({
  src: [
    { path: '../../fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../fonts/inter-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
});

/** The site icon on every page of every layout (`public/`, drawn from the brand tokens by `scripts/favicon.ts`). */
export const metadata: Metadata = {
  icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }, { url: '/favicon.ico', sizes: '16x16 32x32 48x48' }] },
};

/** One prerendered tree per country and language the store serves. */
export function generateStaticParams() {
  return countryLanguagePairs();
}

/**
 * The root layout: `<html lang>` follows the locale (e.g. th-TH). Pairs that are not served are 404. It hands the
 * not-found and error views their text in the page's language (Next's boundaries receive no params), here rather
 * than lower down so that the error boundary beside it (`error.tsx`) has it too when a layout below fails.
 */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  return (
    <html lang={intlLocale(context.country, context.lang)} className={inter.variable}>
      <body>
        <StatusStringsProvider value={statusStrings(context)}>{children}</StatusStringsProvider>
      </body>
    </html>
  );
}
