/**
 * zod contracts of the bag API (`/api/web/v1/cart/…`, `multiple-gwps/`): the bag with its priced lines and
 * totals, and what changes it (lines, promo code, gifts, samples, Beauty Pass rewards). Money is integer
 * minor units of the country's currency.
 */
import { z } from 'zod';
import { BrandRef, Image } from './catalog';
import { NumericIdParams, serialId } from './params';

export const LINE_KINDS = ['product', 'gift', 'sample', 'reward'] as const;
export const LineKind = z.enum(LINE_KINDS);
/** The most of one variant a bag line may hold. */
export const MAX_LINE_QUANTITY = 20;

/** SPEC §8 texts the bag answers with, word for word, and its own. */
export const BAG_MESSAGES = {
  promotionInvalid: 'Sorry, the promotion is invalid',
  onePromoPerOrder: 'One promo code per order: remove the current code to use another',
  promoAdded: 'Promo code added',
  outOfStock: 'Out of stock, remove to proceed from checkout',
  offerNotFound: 'Offer not found',
  offerFullyRedeemed: 'Offer fully redeemed',
  notAvailable: 'Samples or rewards not available',
  restock: 'They are restocked often; check back soon',
  sampleAdded: 'Sample added to bag',
  rewardAdded: 'Reward added',
  rewardRemoved: 'Reward removed',
  addedToWishList: 'Added to wish list',
  signInToRedeem: 'Sign in or register to redeem rewards',
  oneRewardPerTransaction: 'One reward per transaction: remove the reward in your bag to choose another',
  notEnoughPoints: 'You do not have enough points for this reward',
  notForClickAndCollect: 'Not available for click and collect',
  serviceReward: 'This reward is a service: book it and redeem your points at an Atelier store',
  samplesLimit: 'You have chosen the most samples this bag can take',
  giftsLimit: 'You have chosen the most gifts this offer allows',
  lineNotFound: 'This item is no longer in your bag',
  variantNotSold: 'This product is not sold in this country',
  offerInsteadOfCode: 'One promotion per order: remove your Beauty Pass offer to use a promo code',
  codeInsteadOfOffer: 'One promotion per order: remove the promo code to use a Beauty Pass offer',
  offerAppliesByItself: 'This perk applies by itself: there is nothing to apply',
  offerExpired: 'This offer has expired',
  signInForOffers: 'Sign in to use your Beauty Pass offers',
  offerAdded: 'Offer applied',
  offerRemoved: 'Offer removed',
} as const;

/** The help list shown with an invalid promotion (SPEC §5), by reason. */
export const PROMOTION_HELP = {
  min_spend: 'Check the minimum spend',
  first_purchase_only: 'Valid on a first purchase only',
  restriction: 'Valid on some products or brands only',
  expired: 'Check the expiry date',
  store_credit: 'Cannot be combined with store credit',
  not_found: 'Codes are case sensitive: check the spelling',
} as const;
export type PromotionHelpReason = keyof typeof PROMOTION_HELP;

/** A variant as the bag and the wish list show it. */
export const VariantRef = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  productSlug: z.string(),
  name: z.string(),
  brand: BrandRef,
  shade: z.string().nullable(),
  image: Image,
});

export const BagLine = VariantRef.extend({
  id: z.number().int(),
  kind: LineKind,
  size: z.string().nullable(),
  productType: z.string(),
  quantity: z.number().int().positive(),
  /** The most this line may hold now (stock left, capped at MAX_LINE_QUANTITY). */
  maxQuantity: z.number().int().min(0),
  unitPrice: z.number().int(),
  compareAt: z.number().int().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  /** Stock left in the country; "only N left" when low. */
  inventoryLeft: z.number().int().min(0),
  lowStock: z.boolean(),
  outOfStock: z.boolean(),
  nonDiscountable: z.boolean(),
  /** Reward lines: the points they cost. */
  points: z.number().int().nullable(),
  promotionId: z.string().nullable(),
  rewardId: z.string().nullable(),
  /** The member's early sale window gave this line its price (compareAt is then the regular price). */
  earlySale: z.enum(['gold', 'black']).nullable().optional(),
});

export const BagTotals = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  discountedSubtotal: z.number().int(),
  staffDiscount: z.number().int(),
  shipping: z.number().int(),
  freeShipping: z.object({ threshold: z.number().int(), qualifies: z.boolean(), remaining: z.number().int(), /** Free as a gold member's perk. */ goldPerk: z.boolean().optional() }),
  storeCreditApplied: z.number().int(),
  giftCardRedeemed: z.number().int(),
  total: z.number().int(),
  tax: z.object({ label: z.string(), percent: z.number(), shown: z.boolean(), priceBeforeTax: z.number().int(), amount: z.number().int() }),
  pointsEarned: z.number().int(),
  pointsRedeemed: z.number().int(),
});

export const GiftOption = z.object({ variantId: z.number().int(), sku: z.string(), name: z.string(), brand: BrandRef, image: Image, selected: z.boolean() });
export const GiftChoice = z.object({ promotionId: z.string(), title: z.string(), selected: z.number().int(), max: z.number().int(), options: z.array(GiftOption) });

export const Bag = z.object({
  country: z.string(),
  currency: z.string(),
  itemsCount: z.number().int(),
  lines: z.array(BagLine),
  promoCode: z
    .object({ code: z.string(), title: z.string(), applied: z.boolean(), reason: z.enum(['min_spend', 'first_purchase_only', 'restriction', 'expired', 'store_credit', 'staff_discount_better']).nullable() })
    .nullable(),
  /** The member's Beauty Pass offer applied to the bag (in the promo code's place), and why it gives nothing when it does not apply. */
  offer: z
    .object({
      id: z.number().int(),
      perkType: z.string(),
      title: z.string(),
      minSpend: z.number().int(),
      validUntil: z.string().nullable(),
      applied: z.boolean(),
      reason: z.enum(['min_spend', 'first_purchase_only', 'restriction', 'expired', 'store_credit', 'staff_discount_better', 'one_promo_per_order']).nullable(),
    })
    .nullable()
    .optional(),
  appliedPromotions: z.array(z.object({ id: z.string(), code: z.string().nullable(), title: z.string(), discount: z.number().int() })),
  totals: BagTotals,
  delivery: z.enum(['delivery', 'click_and_collect']),
  gifts: z.array(GiftChoice),
  samples: z.object({ selected: z.number().int(), limit: z.number().int() }),
  checkout: z.object({ blocked: z.boolean(), reasons: z.array(z.string()) }),
});

export const BagResponse = z.object({ bag: Bag, message: z.string().optional() });
export const ItemsCountResponse = z.object({ count: z.number().int() });

const quantity = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`);

export const LineItemCreate = z.object({
  variantId: serialId('variantId'),
  quantity: quantity.default(1),
  /** A gift chosen from a gift-with-purchase offer: the offer's id. */
  promotionId: z.string().max(100).optional(),
});
export const LineItemUpdate = z.object({ quantity });
export const LineItemParams = NumericIdParams;
export const LineItemDeleteQuery = z.object({
  /** `wishlist`: move the product to the wish list (signed in). */
  move_to: z.enum(['wishlist']).optional(),
});

export const DiscountCouponCreate = z.object({ code: z.string().trim().min(1, 'Enter a promo code').max(40, 'must be at most 40 characters') });
export const InvalidPromotion = z.object({ message: z.literal(BAG_MESSAGES.promotionInvalid), reason: z.string(), help: z.array(z.string()) });

/** A product of a bundle offer, named in the request's language (it links to the product's page). */
export const BundleProduct = z.object({ slug: z.string(), name: z.string(), brand: BrandRef });
export type BundleProduct = z.infer<typeof BundleProduct>;

/** A bundle offer as a product page shows it: the products it takes (this one among them) and its price. */
export const ProductBundle = z.object({ id: z.string(), title: z.string(), terms: z.string(), price: z.number().int(), products: z.array(BundleProduct) });
export type ProductBundle = z.infer<typeof ProductBundle>;

export const Offer = z.object({
  id: z.string(),
  code: z.string().nullable(),
  type: z.enum(['percent_off', 'amount_off', 'bundle', 'gift_with_purchase']),
  title: z.string(),
  terms: z.string(),
  minSpend: z.number().int(),
  applicable: z.boolean(),
  reason: z.string().nullable(),
  /** A bundle's products, in the bundle's order (empty for other offers): the offer names what to buy. */
  products: z.array(BundleProduct),
});
export const OffersResponse = z.object({ items: z.array(Offer) });

export const SampleOption = z.object({ sku: z.string(), variantId: z.number().int(), name: z.string(), brand: BrandRef, image: Image, available: z.boolean(), selected: z.boolean() });
export const SamplesResponse = z.object({ items: z.array(SampleOption), limit: z.number().int(), selected: z.number().int(), clickAndCollect: z.boolean() });
export const SampleCreate = z.object({ sku: z.string().min(1).max(40) });

export const RewardOption = z.object({
  id: z.string(),
  /** `product`: it goes into the bag and ships with the order; `service` (a makeover): booked and redeemed at a store. */
  kind: z.enum(['product', 'service']),
  title: z.string(),
  points: z.number().int(),
  group: z.enum(['under_500', 'from_500']),
  available: z.boolean(),
  clickAndCollect: z.boolean(),
  selected: z.boolean(),
  name: z.string(),
  brand: BrandRef,
  image: Image,
});
export const RewardsResponse = z.object({ items: z.array(RewardOption), balance: z.number().int().nullable(), signedIn: z.boolean() });
export const RewardCreate = z.object({ rewardId: z.string().min(1).max(100) });

export type Bag = z.infer<typeof Bag>;
export type BagLine = z.infer<typeof BagLine>;

export const GiftChoicesResponse = z.object({ items: z.array(GiftChoice) });

export const WishListItem = VariantRef.extend({ addedAt: z.string() });
export const WishListResponse = z.object({ items: z.array(WishListItem), message: z.string().optional() });
export const WishListUpdate = z.object({ variantId: serialId('variantId'), saved: z.boolean().default(true) });

/* ---------- waitlist and notify-me (issue 8) ---------- */

export const SUBSCRIPTION_KINDS = ['waitlist', 'remind_me'] as const;
export const Subscription = z.object({
  id: z.number().int(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  status: z.enum(['active', 'notified', 'cancelled']),
  variantId: z.number().int(),
  sku: z.string(),
  productSlug: z.string(),
  name: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export const SubscriptionsResponse = z.object({ items: z.array(Subscription), message: z.string().optional() });
export const WaitlistUpdate = z.object({ variantId: serialId('variantId'), waitlisted: z.boolean().default(true) });
export const SubscribeBody = z.object({ variantId: serialId('variantId'), kind: z.enum(SUBSCRIPTION_KINDS) });
export const SubscriptionChange = z.object({ id: z.number({ error: 'id must be a number' }).int().positive(), action: z.literal('cancel') });
export const SUBSCRIPTION_MESSAGES = { waitlisted: 'Waitlisted', notifyMeRegistered: 'Notify-me registered', cancelled: 'Subscription cancelled' } as const;
