/** Server side: the reviews islands' strings and page context, once per locale. */
import { sectionLabels } from '@/lib/i18n/section-labels';
import { intlLocale } from '@/config/countries/registry';
import type { PageContext } from '@/lib/locale/page-context';
import type { ReviewLabels, ReviewsContextProps } from './labels';

export function reviewLabels(context: Pick<PageContext, 'country' | 'lang'>): ReviewLabels {
  return sectionLabels('review.', context);
}

export function reviewsContextProps({ country, lang, href }: Pick<PageContext, 'country' | 'lang' | 'href'>, productSlug?: string): ReviewsContextProps {
  return {
    api: { country: country.code.toLowerCase(), language: lang },
    locale: intlLocale(country, lang),
    timeZone: country.timeZone,
    paths: { signIn: href('/sign_in'), newArrivals: href('/pages/new'), product: productSlug ? href(`/products/${productSlug}`) : href('/products/{slug}') },
  };
}
