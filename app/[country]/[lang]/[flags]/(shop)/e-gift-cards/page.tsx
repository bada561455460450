import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { bagLabels } from '@/components/bag/server-labels';
import { GiftCardBalanceCheck } from '@/components/gift-cards/GiftCardBalanceCheck';
import { GiftCardShop } from '@/components/gift-cards/GiftCardShop';
import { giftCardLabels, giftCardShopContext } from '@/components/gift-cards/server-labels';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return pageMetadata(giftCardLabels(context).title, context.country, context.lang, { path: '/e-gift-cards' });
}

/**
 * /e-gift-cards (SPEC §2 header menu "e-gift cards"): a static shell prerendered per country and language
 * (params only) with the buying form's island and a balance check; amounts and payment methods come from
 * the country's config.
 */
export default async function GiftCardsRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const labels = giftCardLabels(context);
  const shop = giftCardShopContext(context);
  const bag = bagLabels(context);
  return (
    <div className="container gift-card-shop" data-page-type="e-gift-cards">
      <h1>{labels.title}</h1>
      <p className="gift-card-shop__intro">{labels.intro}</p>
      {shop ? (
        <div className="gift-card-shop__layout">
          <GiftCardShop labels={labels} {...shop} />
          <GiftCardBalanceCheck
            api={shop.api}
            money={shop.money}
            labels={{ 'balance.heading': labels['balance.heading'], 'balance.submit': labels['balance.submit'], 'balance.result': labels['balance.result'], 'error.generic': labels['error.generic'] }}
            codeLabels={{ 'giftCard.field': bag['giftCard.field'], 'giftCard.message.required': bag['giftCard.message.required'], 'giftCard.message.invalidCode': bag['giftCard.message.invalidCode'], 'giftCard.message.tooManyAttempts': bag['giftCard.message.tooManyAttempts'] }}
          />
        </div>
      ) : (
        <p>{labels['error.notSold']}</p>
      )}
    </div>
  );
}
