/** An interface language of the store (SPEC §1). */
export type LanguageCode = 'en' | 'id' | 'th' | 'zh';

export type PaymentMethod = 'card' | 'promptpay_qr' | 'virtual_account' | 'buy_now_pay_later' | 'gift_card';

/** One country's configuration; the shape of config/countries/<cc>.json (schemas/country-config.schema.json). */
export interface CountryConfig {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  domain: string;
  /** Interface languages; the first is the default. */
  languages: LanguageCode[];
  intlLocales: Partial<Record<LanguageCode, string>>;
  currency: { code: string; symbol: string; minorUnits: number };
  callingCode: string;
  tax: { label: string; percent: number; showBreakdown: boolean };
  /** Orders strictly above this amount, in minor units, ship free. */
  freeShippingThreshold: number;
  /** Standard delivery fee below the threshold, in minor units. */
  shippingFee: number;
  /** How many free samples a bag may take. */
  samplesLimit: number;
  /** Beauty Pass points earned: `points` for every `per` minor units spent on goods. */
  pointsEarn: { per: number; points: number };
  /** Beauty Pass tiers: spend in one tier year, in minor units, that reaches (and keeps) black and gold. */
  beautyPass: { black: number; gold: number };
  siteTitle: Partial<Record<LanguageCode, string>>;
  metaDescription: Partial<Record<LanguageCode, string>>;
  paymentMethods: PaymentMethod[];
  buyNowPayLaterProviders: string[];
  /** E-gift cards: the amounts a shopper may choose (minor units) and the presets offered; absent = none sold. */
  eGiftCard?: { min: number; max: number; presets: number[] };
  timeZone: string;
  notes?: Record<string, string>;
}
