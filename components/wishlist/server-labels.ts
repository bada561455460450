/** Server side: the `/wishlist` page's strings and formats for a country and language. */
import { getTranslator } from '@/lib/i18n/intl';
import type { PageContext } from '@/lib/locale/page-context';
import { cardContext, productCardLabels } from '../product-card/server-labels';
import { WISHLIST_KEYS, type WishListLabels, type WishListPageProps } from './labels';

const PLACEHOLDERS: Partial<Record<(typeof WISHLIST_KEYS)[number], Record<string, string>>> = { shade: { shade: '{shade}' }, cancelLabel: { product: '{product}' } };

export function wishListPageProps(context: PageContext): WishListPageProps {
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
  const labels = Object.fromEntries(WISHLIST_KEYS.map((key) => [key, t(`wishlist.${key}`, PLACEHOLDERS[key])])) as Record<(typeof WISHLIST_KEYS)[number], string>;
  const card = cardContext(country, lang);
  const full: WishListLabels = {
    ...labels,
    inStock: t('product.inStock'),
    onlyLeft: t('product.onlyLeft', { count: '{count}' }),
    outOfStock: t('product.outOfStock'),
    button: productCardLabels(country, lang).button,
  };
  return { labels: full, money: card.money, pathPrefix: card.pathPrefix, paths: { signIn: href('/sign_in'), newArrivals: href('/pages/new') } };
}
