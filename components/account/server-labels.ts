/** Server side: the account pages' and the account menu's strings from the catalogues, once per locale. */
import { intlLocale, type CountryConfig, type LanguageCode } from '@/config/countries/registry';
import type { PasswordRuleCode } from '@/lib/auth/password-rules';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { getTranslator, type Translate } from '@/lib/i18n/intl';
import { pluralTemplates } from '@/lib/i18n/plural-templates';
import type { PageContext } from '@/lib/locale/page-context';
import { AUTH_MESSAGES, LOYALTY_TIERS } from '@/schemas/api/accounts';
import type { AccountMenuLabels, AuthLabels, AuthMessageKey, AuthPaths } from './labels';
import type { ExpiryPopupLabels } from '../beauty-pass/expiry';

const RULES: PasswordRuleCode[] = ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004', 'AUTH_MS_PV_005', 'AUTH_MS_PV_006', 'AUTH_MS_PV_007'];

/** Builds a locale's strings once (the same object for every page of that locale). */
function perLocale<T>(build: (t: Translate, locale: string) => T): (country: CountryConfig, lang: LanguageCode) => T {
  const cache = new Map<string, T>();
  return (country, lang) => {
    const locale = intlLocale(country, lang);
    let labels = cache.get(locale);
    if (!labels) cache.set(locale, (labels = build(getTranslator(country, lang), locale)));
    return labels;
  };
}

export const authLabels = perLocale<AuthLabels>((t) => ({
  fields: {
    email: t('auth.field.email'),
    password: t('auth.field.password'),
    newPassword: t('auth.field.newPassword'),
    passwordConfirmation: t('auth.field.passwordConfirmation'),
    firstName: t('auth.field.firstName'),
    lastName: t('auth.field.lastName'),
    mobile: t('auth.field.mobile'),
    callingCode: t('auth.field.callingCode'),
    mobileNumber: t('auth.field.mobileNumber'),
    birthDate: t('auth.field.birthDate'),
    showPassword: t('auth.field.showPassword'),
    hidePassword: t('auth.field.hidePassword'),
    requiredNote: t('auth.field.requiredNote'),
  },
  password: {
    heading: t('auth.password.heading'),
    met: t('auth.password.met'),
    notMet: t('auth.password.notMet'),
    summary: t('auth.password.summary', { met: '{met}', total: '{total}' }),
    rules: Object.fromEntries(RULES.map((code) => [code, t(`auth.password.rule.${code}` as MessageKey)])) as AuthLabels['password']['rules'],
  },
  errors: {
    required: t('auth.error.required'),
    email: t('auth.error.email'),
    phone: t('auth.error.phone'),
    tooLong: t('auth.error.tooLong'),
    nameCharacters: t('auth.error.nameCharacters'),
    birthDate: t('auth.error.birthDate'),
    underAge: t('auth.error.underAge', { age: '{age}' }),
    consent: t('auth.error.consent'),
    checkFields: t('auth.error.checkFields'),
    generic: t('auth.error.generic'),
    network: t('auth.error.network'),
  },
  messages: Object.fromEntries(
    (Object.keys(AUTH_MESSAGES) as AuthMessageKey[]).map((key) => [key, t(`auth.message.${key}` as MessageKey)]),
  ) as AuthLabels['messages'],
  signIn: {
    submit: t('auth.signIn.submit'),
    submitting: t('auth.signIn.submitting'),
    forgot: t('auth.signIn.forgot'),
    google: t('auth.signIn.google'),
    googleSigningIn: t('auth.signIn.googleSigningIn'),
    or: t('auth.signIn.or'),
    noAccount: t('auth.signIn.noAccount'),
    createAccount: t('auth.signIn.createAccount'),
    reference: t('auth.signIn.reference', { referenceId: '{referenceId}' }),
    unlockLink: t('auth.signIn.unlockLink'),
    register: t('auth.signIn.register'),
  },
  signUp: {
    submit: t('auth.signUp.submit'),
    submitting: t('auth.signUp.submitting'),
    haveAccount: t('auth.signUp.haveAccount'),
    signIn: t('auth.signIn.title'),
    socialIntro: t('auth.signUp.socialIntro'),
    consentsLegend: t('auth.signUp.consentsLegend'),
    consents: {
      overMinimumAge: t('auth.consent.overMinimumAge', { age: '{age}' }),
      policyAgreement: t('auth.consent.policyAgreement'),
      personalInformation: t('auth.consent.personalInformation'),
      thirdPartyDisclosure: t('auth.consent.thirdPartyDisclosure'),
      marketing: t('auth.consent.marketing'),
    },
    terms: t('footer.terms'),
    privacy: t('footer.privacy'),
  },
  reset: {
    requestIntro: t('auth.reset.requestIntro'),
    requestSubmit: t('auth.reset.requestSubmit'),
    submit: t('auth.reset.submit'),
    submitting: t('auth.reset.submitting'),
    success: t('auth.reset.success'),
    requestNewLink: t('auth.requestNewLink'),
    missingToken: t('auth.reset.missingToken'),
  },
  unlock: {
    requestIntro: t('auth.unlock.requestIntro'),
    requestSubmit: t('auth.unlock.requestSubmit'),
    tokenIntro: t('auth.unlock.tokenIntro'),
    submit: t('auth.unlock.submit'),
    submitting: t('auth.unlock.submitting'),
    success: t('auth.unlock.success'),
    requestNewLink: t('auth.requestNewLink'),
  },
  sending: t('auth.sending'),
  backToSignIn: t('auth.backToSignIn'),
}));

/** The public paths the account pages link to, in the page's language. */
export function authPaths(href: PageContext['href']): AuthPaths {
  return {
    home: href('/'),
    signIn: href('/sign_in'),
    signUp: href('/sign_up'),
    passwordNew: href('/users/password/new'),
    unlock: href('/users/unlock'),
    identityProvider: href('/sandbox/identity-provider'),
    terms: href('/terms'),
    privacy: href('/privacy'),
  };
}

export const accountMenuLabels = perLocale<AccountMenuLabels>((t, locale) => ({
  account: t('header.account'),
  accountOf: t('accountMenu.accountOf', { name: '{name}' }),
  signIn: t('header.signIn'),
  createAccount: t('auth.signIn.createAccount'),
  greeting: t('accountMenu.greeting', { name: '{name}' }),
  points: pluralTemplates((v) => t('accountMenu.points', v), locale),
  tier: t('accountMenu.tier', { tier: '{tier}' }),
  tiers: Object.fromEntries(LOYALTY_TIERS.map((tier) => [tier, t(`tier.${tier}` as MessageKey)])) as AccountMenuLabels['tiers'],
  signOut: t('accountMenu.signOut'),
  signingOut: t('accountMenu.signingOut'),
  signOutFailed: t('accountMenu.signOutFailed'),
}));

/** The points expiry popup's strings (issue 9), for the header's account menu. */
export const pointsExpiryLabels = perLocale<ExpiryPopupLabels>((t) => ({
  title: t('beautyPass.expiry.title'),
  body: t('beautyPass.expiry.body', { points: '{points}', date: '{date}' }),
  rewards: t('beautyPass.expiry.rewards'),
  close: t('beautyPass.expiry.close'),
}));
