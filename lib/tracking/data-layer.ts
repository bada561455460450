/**
 * The data layer's page-view event (SPEC §2 page type, §3 tracking blocks). Pure builders, shared by the
 * browser's tracking chunk and the tests; nothing here reads the window.
 */
import type { Account } from '@/schemas/api/accounts';
import { pageTypeOf, trackingPath, tracksPageView } from '../page-type';

/** SPEC §3: the Account's tracking fields in snake case. */
export interface TrackingUser {
  id: string;
  is_employee: boolean;
  age: number;
  card_number: string;
  email_sha256: string;
  email_md5: string;
  mobile_number_md5: string;
  loyalty_points: number;
  loyalty_tier: string;
  tier_points_counter: number;
}

/** The account fields the user block is made of. */
export type TrackedAccount = Pick<
  Account,
  'id' | 'isEmployee' | 'age' | 'cardNumber' | 'emailSHA256' | 'emailMD5' | 'mobileNumberMD5' | 'loyaltyPoints' | 'loyaltyTier' | 'tierPointsCounter'
>;

/** A guest's user block: SPEC §3's defaults of empty, false or 0 (the id is a text, so empty). */
export const GUEST_USER: Readonly<TrackingUser> = Object.freeze({
  id: '',
  is_employee: false,
  age: 0,
  card_number: '',
  email_sha256: '',
  email_md5: '',
  mobile_number_md5: '',
  loyalty_points: 0,
  loyalty_tier: '',
  tier_points_counter: 0,
});

export function userBlock(account?: TrackedAccount | null): TrackingUser {
  if (!account) return { ...GUEST_USER };
  return {
    id: String(account.id),
    is_employee: account.isEmployee,
    age: account.age,
    card_number: account.cardNumber,
    email_sha256: account.emailSHA256,
    email_md5: account.emailMD5,
    mobile_number_md5: account.mobileNumberMD5,
    loyalty_points: account.loyaltyPoints,
    loyalty_tier: account.loyaltyTier,
    tier_points_counter: account.tierPointsCounter,
  };
}

export type PageStatus = 200 | 404;

/** SPEC §3 site block: locale is the lower-case country. */
export interface SiteBlock {
  locale: string;
  language: string;
  mobile: boolean;
  status: PageStatus;
}

export function siteBlock({ country, language, mobile, status = 200 }: { country: string; language: string; mobile: boolean; status?: PageStatus }): SiteBlock {
  return { locale: country.toLowerCase(), language, mobile, status };
}

/** SPEC §3: the cart block is empty. */
export type CartBlock = Record<string, never>;

export interface PageViewEvent {
  event: 'page_view';
  /** SPEC §2: the first path segment, the third in sandbox, the second in preview. */
  page_type: string;
  /** The public path without the locale prefix and without `/preview`. */
  page_path: string;
  user: TrackingUser;
  site: SiteBlock;
  cart: CartBlock;
}

export interface PageViewInput {
  /** The public path of the page (what the address bar shows). */
  pathname: string;
  country: string;
  language: string;
  mobile: boolean;
  status?: PageStatus;
  account?: TrackedAccount | null;
}

/** The page-view event of a page, or null where SPEC §2 says no page view is tracked (/cart). */
export function pageViewEvent({ pathname, country, language, mobile, status = 200, account }: PageViewInput): PageViewEvent | null {
  if (!tracksPageView(pathname)) return null;
  return {
    event: 'page_view',
    page_type: pageTypeOf(pathname),
    page_path: trackingPath(pathname),
    user: userBlock(account),
    site: siteBlock({ country, language, mobile, status }),
    cart: {},
  };
}
