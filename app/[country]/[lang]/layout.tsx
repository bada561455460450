import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import localFont from 'next/font/local';
import { countryLanguagePairs, intlLocale } from '@/config/countries/registry';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
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

/** The root layout: `<html lang>` follows the locale (e.g. th-TH). Pairs that are not served are 404. */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const { country, lang } = await resolvePageContext(params);
  return (
    <html lang={intlLocale(country, lang)} className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
