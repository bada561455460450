/**
 * Access tokens: JWTs signed with HS256 (jose). SPEC §3's cookies carry one token in two parts: `jwt-data`
 * (header.payload, readable by the page, so it knows someone is signed in) and `jwt-signature` (HTTP-only,
 * so script cannot steal a usable token). The server joins them to verify.
 *
 * The signing key comes from AUTH_JWT_SECRET; without it a development key is generated once into the
 * data folder (`.data/auth-signing-key`), so restarts keep sessions.
 *
 * A token names its session (`sid`: the refresh-token family started at sign-in) and is a session only while that
 * family is live in PostgreSQL (issue 30): signing out, a password change or a theft-detected reuse revokes the
 * family, and the access token is refused on the next request, on every instance — before, it worked until it
 * expired (15 minutes). One query on two primary keys/indexes per verification, no cache (docs/reliability/sessions.md
 * has its cost).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { getPool } from '../db/pool';
import type { Queryable } from '../catalog/context';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'atelier';

export interface AccessClaims extends JWTPayload {
  sub: string;
  /** The device the session belongs to (the `device-id` cookie). */
  did: string;
  /** The session: its refresh-token family (`refresh_tokens.family_id`). */
  sid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keysByFile = new Map<string, Uint8Array>();

/** The HS256 key: AUTH_JWT_SECRET (at least 32 bytes), else the generated development key. */
export function signingKey(env: { AUTH_JWT_SECRET?: string } = { AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET }, dataDir = join(process.cwd(), '.data')): Uint8Array {
  if (env.AUTH_JWT_SECRET) {
    const key = new TextEncoder().encode(env.AUTH_JWT_SECRET);
    if (key.length < 32) throw new Error('AUTH_JWT_SECRET must be at least 32 bytes');
    return key;
  }
  const file = join(dataDir, 'auth-signing-key');
  const cached = keysByFile.get(file);
  if (cached) return cached;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  const key = new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  keysByFile.set(file, key);
  return key;
}

export async function issueAccessToken(claims: { sub: string; did: string; sid: string } & Record<string, unknown>, key = signingKey(), now = Date.now()) {
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
    .sign(key);
  const [header, payload, signature] = token.split('.');
  return { token, data: `${header}.${payload}`, signature };
}

/**
 * The token's own checks, without the database: `jwt-data` + `jwt-signature` signed with the store's key, HS256,
 * issued by the store, unexpired, naming an account, a device and a session; undefined otherwise.
 */
export async function verifySignedAccessToken(data: string | undefined, signature: string | undefined, key = signingKey(), now = Date.now()): Promise<AccessClaims | undefined> {
  if (!data || !signature || data.split('.').length !== 2) return undefined;
  try {
    const { payload } = await jwtVerify(`${data}.${signature}`, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now) });
    if (typeof payload.sub !== 'string' || !/^\d{1,19}$/.test(payload.sub) || typeof payload.did !== 'string') return undefined;
    // A token issued before tokens named their session has no `sid`: refused, the browser refreshes (one 401).
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return undefined;
    return payload as AccessClaims;
  } catch {
    return undefined;
  }
}

/**
 * Whether the token's session has ended: its account exists but no refresh token of its family is neither revoked
 * nor expired (signed out, password changed, reuse detected). A deleted account's token is not "ended" here: it names
 * nobody, and the account routes answer it 404 "User not found." as before.
 */
export async function sessionEnded(db: Queryable, claims: Pick<AccessClaims, 'sub' | 'sid'>, now = new Date()): Promise<boolean> {
  const { rows } = await db.query<{ ended: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM accounts WHERE id = $2)
        AND NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND account_id = $2 AND revoked_at IS NULL AND expires_at > $3) AS ended`,
    [claims.sid, claims.sub, now],
  );
  return rows[0].ended;
}

/**
 * The session of `jwt-data` + `jwt-signature`: the token's own checks, then its session not ended in PostgreSQL.
 * Undefined when it is not a session.
 */
export async function verifyAccessToken(
  data: string | undefined,
  signature: string | undefined,
  options: { key?: Uint8Array; now?: number; db?: Queryable } = {},
): Promise<AccessClaims | undefined> {
  const now = options.now ?? Date.now();
  const claims = await verifySignedAccessToken(data, signature, options.key ?? signingKey(), now);
  if (!claims) return undefined;
  return (await sessionEnded(options.db ?? getPool(), claims, new Date(now))) ? undefined : claims;
}
