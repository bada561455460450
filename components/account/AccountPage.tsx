/**
 * Server side of the account pages (`/sign_in`, `/sign_up`, `/users/password/…`, `/users/unlock`): each is
 * a static shell — a heading and one client island — prerendered per country and language from params
 * alone (no cookies or headers, so the routes stay static). The island reads the query in the browser.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import type { AccountIslandProps } from './labels';
import { authLabels, authPaths } from './server-labels';

/** Title (page title + the country's site title), the country's description; not for search engines. */
export async function accountPageMetadata(params: Promise<LocaleParams>, title: MessageKey): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)(title), context.country, context.lang), robots: { index: false } };
}

function islandProps(context: PageContext): AccountIslandProps {
  return {
    labels: authLabels(context.country, context.lang),
    paths: authPaths(context.href),
    api: { country: context.country.code.toLowerCase(), language: context.lang },
  };
}

/** An account route: the title as the page heading, and the island the route renders with its props. */
export async function AccountRoute({
  params,
  title,
  island,
}: {
  params: Promise<LocaleParams>;
  title: MessageKey;
  island: (props: AccountIslandProps, context: PageContext) => ReactNode;
}) {
  const context = await resolvePageContext(params);
  return (
    <div className="container account-page">
      <h1>{getTranslator(context.country, context.lang)(title)}</h1>
      {island(islandProps(context), context)}
    </div>
  );
}
