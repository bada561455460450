/**
 * The translated strings of the account pages and the header's account menu. Client islands get strings,
 * not a catalogue: `server-labels.ts` builds these from the catalogues, once per locale.
 */
import type { PasswordRuleCode } from '@/lib/auth/password-rules';
import type { PluralTemplates } from '@/lib/i18n/plural-templates';
import type { AUTH_MESSAGES, LoyaltyTier } from '@/schemas/api/accounts';

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

export interface AuthLabels {
  fields: {
    email: string;
    password: string;
    newPassword: string;
    passwordConfirmation: string;
    firstName: string;
    lastName: string;
    mobile: string;
    callingCode: string;
    mobileNumber: string;
    birthDate: string;
    showPassword: string;
    hidePassword: string;
    /** "All fields are required unless marked optional." */
    requiredNote: string;
  };
  password: {
    heading: string;
    met: string;
    notMet: string;
    /** "{met} of {total} password rules met" */
    summary: string;
    rules: Record<PasswordRuleCode, string>;
  };
  errors: {
    required: string;
    email: string;
    phone: string;
    tooLong: string;
    nameCharacters: string;
    birthDate: string;
    /** "You must be {age} or older to create an account" */
    underAge: string;
    consent: string;
    /** "Please check the fields marked below." */
    checkFields: string;
    generic: string;
    network: string;
  };
  /** SPEC §8 and the contract's messages, by their key in `AUTH_MESSAGES`. */
  messages: Record<AuthMessageKey, string>;
  signIn: {
    submit: string;
    submitting: string;
    forgot: string;
    google: string;
    googleSigningIn: string;
    or: string;
    noAccount: string;
    createAccount: string;
    /** "Reference ID: {referenceId}" */
    reference: string;
    unlockLink: string;
    register: string;
  };
  signUp: {
    submit: string;
    submitting: string;
    haveAccount: string;
    signIn: string;
    socialIntro: string;
    consentsLegend: string;
    consents: {
      /** "I am over {age} years old" */
      overMinimumAge: string;
      policyAgreement: string;
      personalInformation: string;
      thirdPartyDisclosure: string;
      marketing: string;
    };
    terms: string;
    privacy: string;
  };
  reset: {
    requestIntro: string;
    requestSubmit: string;
    submit: string;
    submitting: string;
    success: string;
    requestNewLink: string;
    missingToken: string;
  };
  unlock: {
    requestIntro: string;
    requestSubmit: string;
    tokenIntro: string;
    submit: string;
    submitting: string;
    success: string;
    requestNewLink: string;
  };
  sending: string;
  backToSignIn: string;
}

/** Public paths (with the locale prefix) the account pages link to. */
export interface AuthPaths {
  home: string;
  signIn: string;
  signUp: string;
  passwordNew: string;
  unlock: string;
  identityProvider: string;
  terms: string;
  privacy: string;
}

/** What every account page island takes: its strings, the paths it links to, and the API's locale. */
export interface AccountIslandProps {
  labels: AuthLabels;
  paths: AuthPaths;
  api: { country: string; language: string };
}

export interface AccountMenuLabels {
  /** The menu button's name for a guest, "Account". */
  account: string;
  /** The menu button's name when signed in, "Account: {name}". */
  accountOf: string;
  signIn: string;
  createAccount: string;
  /** "Hi, {name}" */
  greeting: string;
  /** "{count} points" per plural category. */
  points: PluralTemplates;
  /** "Beauty Pass {tier}" */
  tier: string;
  tiers: Record<LoyaltyTier, string>;
  signOut: string;
  signingOut: string;
  signOutFailed: string;
}
