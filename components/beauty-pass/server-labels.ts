/** Server side: the Beauty Pass pages' strings and page context, from the catalogues, once per locale. */
import type { MessageKey } from '@/lib/i18n/catalogues';
import { getTranslator } from '@/lib/i18n/intl';
import { sectionLabels } from '@/lib/i18n/section-labels';
import type { PageContext } from '@/lib/locale/page-context';
import { TIER_NAMES } from '@/schemas/api/beauty-pass';
import { orderContextProps } from '../orders/server-labels';
import type { BeautyPassLabels, BeautyPassProps } from './labels';
import { bagLabels } from '../bag/server-labels';
import { soldOutLabels } from '../bag/SoldOut';

export function beautyPassLabels(context: Pick<PageContext, 'country' | 'lang'>): BeautyPassLabels {
  const t = getTranslator(context.country, context.lang);
  const tiers = Object.fromEntries(TIER_NAMES.map((tier) => [tier, t(`tier.${tier}` as MessageKey)])) as BeautyPassLabels['tiers'];
  return { ...sectionLabels('beautyPass.', context), tiers, soldOut: soldOutLabels(bagLabels(context)) };
}

export function beautyPassProps(context: PageContext): BeautyPassProps {
  const { href } = context;
  // The API locale, money and date formats are the order pages' (orders are what the log links to).
  const { api, money, timeZone } = orderContextProps(context);
  return {
    labels: beautyPassLabels(context),
    api,
    money,
    timeZone,
    paths: {
      signIn: href('/sign_in'),
      signUp: href('/sign_up'),
      dashboard: href('/beauty-pass'),
      points: href('/beauty-pass/points'),
      offers: href('/beauty-pass/offers'),
      rewards: href('/rewards'),
      cart: href('/cart'),
      newArrivals: href('/pages/new'),
      order: href('/orders/{number}'),
      stores: href('/store-locations'),
    },
  };
}
