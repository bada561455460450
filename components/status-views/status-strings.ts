/**
 * The not-found and error views' text in the page's language (server side). The `[flags]` layout hands it
 * to every route group through `StatusStringsProvider`, since Next's boundaries receive no params.
 */
import { getTranslator } from '@/lib/i18n/intl';
import type { PageContext } from '@/lib/locale/page-context';
import type { StatusStrings } from './StatusStrings';

export function statusStrings(context: PageContext): StatusStrings {
  const t = getTranslator(context.country, context.lang);
  return {
    notFound: {
      title: t('notFound.title'),
      body: t('notFound.body'),
      searchLabel: t('notFound.search'),
      backHomeLabel: t('notFound.backHome'),
      homeHref: context.href('/'),
      searchHref: context.href('/search'),
    },
    error: { title: t('error.title'), body: t('error.body'), retryLabel: t('error.retry') },
    unavailable: { title: t('error.unavailable.title'), body: t('error.unavailable.body'), retryLabel: t('error.retry') },
  };
}
