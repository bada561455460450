/** An interface language of the store (SPEC §1). */
export type LanguageCode = 'en' | 'id' | 'th' | 'zh';

export type PaymentMethod = 'card' | 'promptpay_qr' | 'virtual_account' | 'buy_now_pay_later' | 'gift_card';

/** A home delivery option offered at checkout (its label is the catalogue's `checkout.deliveryOption.<id>`). */
export interface DeliveryOption {
  id: 'standard' | 'express';
  /** Fee in minor units. */
  fee: number;
  /** Business days from the order to its estimated delivery. */
  businessDays: number;
  /** Ships free when the discounted merchandise subtotal is above the country's threshold. */
  freeAboveThreshold: boolean;
}

/** One field of the country's delivery address (its label is the catalogue's `checkout.address.<label>`). */
export interface AddressField {
  name: 'line1' | 'line2' | 'city' | 'state' | 'postcode';
  label: 'line1' | 'line2' | 'city' | 'suburb' | 'district' | 'state' | 'province' | 'region' | 'postcode' | 'postalCode';
  required: boolean;
  /** A regular expression the whole value must match. */
  pattern?: string;
  autocomplete?: string;
}

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
  /** Home delivery options; `standard` is the bag's (fee `shippingFee`). Default: standard in 3 business days. */
  deliveryOptions?: DeliveryOption[];
  /** How many free samples a bag may take. */
  samplesLimit: number;
  /** Delivery address fields in form order. Default: line1, line2, city, postcode. */
  addressFields?: AddressField[];
  /** Whether checkout asks for the recipient's optional registration (tax) number. */
  registrationNumber?: boolean;
  /** Beauty Pass points earned: `points` for every `per` minor units spent on goods. */
  pointsEarn: { per: number; points: number };
  /**
   * Beauty Pass tiers: spend in one tier year, in minor units, that reaches (and keeps) black and gold; and the
   * points earned once for each published review and for completing the beauty profile.
   */
  beautyPass: { black: number; gold: number; publishedReviewPoints: number; completedBeautyProfilePoints: number };
  siteTitle: Partial<Record<LanguageCode, string>>;
  metaDescription: Partial<Record<LanguageCode, string>>;
  paymentMethods: PaymentMethod[];
  buyNowPayLaterProviders: string[];
  /** E-gift cards: the amounts a shopper may choose (minor units) and the presets offered; absent = none sold. */
  eGiftCard?: { min: number; max: number; presets: number[] };
  timeZone: string;
  /** Who takes bookings: the store's own, or an external provider's page (`bookingUrl`). Absent = embedded. */
  bookingProvider?: { kind: 'embedded' } | { kind: 'booxi'; bookingUrl: string };
  /** The get-the-app prompt's link: a storefront path (an in-store page about the app) or an https URL. */
  appLink: string;
  /** SPEC §5 tag-manager id (`GTM-…` or `G-…`); absent = no tag manager for the country. */
  tagManagerId?: string;
  notes?: Record<string, string>;
}
