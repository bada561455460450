/**
 * What every booking route shares (server side): the page context from params (a pair that is not served, an id
 * that fails validation, or an activity page's id that is no active activity of its kind here, is a logged 404),
 * the page's title, and the island's translated props.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslator } from '@/lib/i18n/intl';
import { logPageNotFound } from '@/lib/log';
import { pageContextFor, type LocaleParams, type PageContext } from '@/lib/locale/page-context';
import { notFoundMetadata, pageMetadata } from '@/lib/metadata';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { loadActivityKind } from '@/server/store-locations';
import type { ActivityKind } from '@/schemas/api/bookings';
import { bookingContextProps } from './server-labels';
import type { BookingContextProps } from './labels';

/** A reservation id or confirmation number, or an activity id: what the URLs carry. */
export const ACTIVITY_ID = /^[1-9]\d{0,9}$/;
export const RESERVATION_REF = /^(\d{1,10}|BK-[A-Za-z]{2}-[0-9A-Za-z]{8})$/;

interface PathCheck {
  /** What the path's id must look like. */
  pattern?: RegExp;
  /** An activity page: the id must be an active activity of this kind in the country. */
  activity?: ActivityKind;
}

/** The page context when the pair is served and the path's id passes `check`; else undefined (a 404). */
async function validContext(country: string, lang: string, id: string, { pattern, activity }: PathCheck): Promise<PageContext | undefined> {
  const context = pageContextFor(country, lang);
  if (!context) return undefined;
  if (activity) return ACTIVITY_ID.test(id) && (await loadActivityKind(context.country.code, context.lang, Number(id))) === activity ? context : undefined;
  return !pattern || pattern.test(id) ? context : undefined;
}

/**
 * The page's title (and `noindex` unless `index`); a route whose id fails its check answers 404, so its title is
 * the not-found page's, not the booking page's.
 */
export async function bookingMetadata(params: Promise<LocaleParams & { id?: string }>, title: MessageKey, { index = true, path, ...check }: { index?: boolean; path?: string } & PathCheck = {}): Promise<Metadata> {
  const { country, lang, id = '' } = await params;
  const context = await validContext(country, lang, id, check);
  if (!context) return notFoundMetadata(country, lang);
  // `path`: the page's public path (`{id}` the path's id), for its canonical URL and alternates: a page of one
  // activity exists in its store's country only, a list in every country.
  const seo = index && path ? { path: path.replace('{id}', id), available: path.includes('{id}') ? [context.country.code] : ('all' as const) } : undefined;
  const metadata = pageMetadata(getTranslator(context.country, context.lang)(title), context.country, context.lang, seo);
  return index ? metadata : { ...metadata, robots: { index: false } };
}

/**
 * The page context and island props, or a 404 for a pair we do not serve or a path id that fails its check (a
 * `RegExp` is the id's pattern).
 */
export async function bookingPage(params: Promise<LocaleParams & { id?: string }>, path: string, check: RegExp | PathCheck = {}): Promise<{ context: PageContext; props: BookingContextProps; id: string }> {
  const { country, lang, id = '' } = await params;
  const context = await validContext(country, lang, id, check instanceof RegExp ? { pattern: check } : check);
  if (!context) {
    logPageNotFound(path.replace('{id}', id), { country, lang });
    notFound();
  }
  return { context, props: bookingContextProps(context), id };
}

/** The get-the-app prompt's link (config `appLink`): a storefront path in the page's language, or the URL as it is. */
export function appLinkHref(context: PageContext): string {
  const link = context.country.appLink;
  return link.startsWith('/') ? context.href(link) : link;
}
