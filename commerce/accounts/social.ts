/**
 * Social sign-in (`auth/social`, "Sign in with Google"). The identity provider is pluggable:
 *
 * - `GOOGLE_CLIENT_ID` set: Google's OpenID Connect id tokens, verified against Google's published keys
 *   (issuer accounts.google.com, audience the client id).
 * - Otherwise the embedded default: a **development identity provider** that stands in for Google on this
 *   machine (page `/sandbox/identity-provider`). It signs id tokens with a key derived from the store's
 *   signing key; nothing it says about a person is checked by anyone. It is for development and tests only.
 *
 * An identity that is linked to an account signs that account in. An unknown one answers SPEC §8's "not yet
 * linked" with a short-lived link token: registering with it links the identity to the new account.
 */
import { createHmac } from 'node:crypto';
import { SignJWT, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Queryable } from '../catalog/context';
import { findAccountById, type AccountRow } from './accounts';
import { signingKey } from './tokens';

export interface SocialIdentity {
  provider: 'google';
  subject: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export interface IdentityProvider {
  id: 'google';
  /** True for the development stand-in; the sign-in page marks it as such. */
  development: boolean;
  verifyIdToken(idToken: string): Promise<SocialIdentity | undefined>;
}

const DEV_ISSUER = 'atelier-development-identity-provider';
const DEV_AUDIENCE = 'atelier-storefront';
const LINK_TOKEN_SECONDS = 30 * 60;

const derivedKey = (purpose: string) => new Uint8Array(createHmac('sha256', signingKey()).update(purpose).digest());

function identityFromClaims(claims: Record<string, unknown>): SocialIdentity | undefined {
  if (typeof claims.sub !== 'string' || !claims.sub) return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return { provider: 'google', subject: claims.sub, email: text(claims.email)?.toLowerCase(), firstName: text(claims.given_name), lastName: text(claims.family_name) };
}

/** The development stand-in for Google. */
export const developmentIdentityProvider: IdentityProvider = {
  id: 'google',
  development: true,
  async verifyIdToken(idToken) {
    try {
      const { payload } = await jwtVerify(idToken, derivedKey('development-identity-provider'), { issuer: DEV_ISSUER, audience: DEV_AUDIENCE, algorithms: ['HS256'] });
      return identityFromClaims(payload);
    } catch {
      return undefined;
    }
  },
};

/** Issues an id token as the development identity provider would (its sandbox page calls this). */
export async function issueDevelopmentIdToken(person: { subject: string; email: string; firstName: string; lastName: string }, now = Date.now()): Promise<string> {
  return new SignJWT({ email: person.email, given_name: person.firstName, family_name: person.lastName, email_verified: true })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(DEV_ISSUER)
    .setAudience(DEV_AUDIENCE)
    .setSubject(person.subject)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + 5 * 60)
    .sign(derivedKey('development-identity-provider'));
}

/** Google, when a client id is configured: keys fetched from Google on first use. */
export function googleIdentityProvider(clientId: string, keys: JWTVerifyGetKey = createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'))): IdentityProvider {
  return {
    id: 'google',
    development: false,
    async verifyIdToken(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, { issuer: ['https://accounts.google.com', 'accounts.google.com'], audience: clientId });
        return identityFromClaims(payload);
      } catch {
        return undefined;
      }
    },
  };
}

export type SocialSignInResult =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'invalid_token' }
  | { ok: false; reason: 'not_linked'; linkToken: string; identity: SocialIdentity };

export async function signInWithSocial(db: Queryable, provider: IdentityProvider, idToken: string, now = Date.now()): Promise<SocialSignInResult> {
  const identity = await provider.verifyIdToken(idToken);
  if (!identity) return { ok: false, reason: 'invalid_token' };
  const { rows } = await db.query<{ account_id: string }>('SELECT account_id::text FROM social_identities WHERE provider = $1 AND subject = $2', [identity.provider, identity.subject]);
  const account = rows[0] ? await findAccountById(db, rows[0].account_id) : undefined;
  if (account) return { ok: true, account };
  return { ok: false, reason: 'not_linked', linkToken: await issueLinkToken(identity, now), identity };
}

async function issueLinkToken(identity: SocialIdentity, now: number): Promise<string> {
  return new SignJWT({ provider: identity.provider, email: identity.email, given_name: identity.firstName, family_name: identity.lastName })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(identity.subject)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + LINK_TOKEN_SECONDS)
    .sign(derivedKey('social-link'));
}

/** The identity a link token carries, when it is genuine and not expired. */
export async function readLinkToken(token: string, now = Date.now()): Promise<SocialIdentity | undefined> {
  try {
    const { payload } = await jwtVerify(token, derivedKey('social-link'), { algorithms: ['HS256'], currentDate: new Date(now) });
    return payload.provider === 'google' ? identityFromClaims(payload) : undefined;
  } catch {
    return undefined;
  }
}

/** Links an identity to an account (idempotent for the same pair). */
export async function linkIdentity(db: Queryable, identity: SocialIdentity, accountId: string): Promise<void> {
  await db.query('INSERT INTO social_identities (provider, subject, account_id) VALUES ($1, $2, $3) ON CONFLICT (provider, subject) DO NOTHING', [identity.provider, identity.subject, accountId]);
}
