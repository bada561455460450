/**
 * Access tokens: JWTs signed with HS256 (jose). SPEC §3's cookies carry one token in two parts: `jwt-data`
 * (header.payload, readable by the page, so it knows someone is signed in) and `jwt-signature` (HTTP-only,
 * so script cannot steal a usable token). The server joins them to verify.
 *
 * The signing key comes from AUTH_JWT_SECRET; without it a development key is generated once into the
 * data folder (`.data/auth-signing-key`), so restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'atelier';

export interface AccessClaims extends JWTPayload {
  sub: string;
  /** The device the session belongs to (the `device-id` cookie). */
  did: string;
}

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

export async function issueAccessToken(claims: { sub: string; did: string } & Record<string, unknown>, key = signingKey(), now = Date.now()) {
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
    .sign(key);
  const [header, payload, signature] = token.split('.');
  return { token, data: `${header}.${payload}`, signature };
}

/** Verifies `jwt-data` + `jwt-signature`; undefined when missing, forged or expired. */
export async function verifyAccessToken(data: string | undefined, signature: string | undefined, key = signingKey(), now = Date.now()): Promise<AccessClaims | undefined> {
  if (!data || !signature || data.split('.').length !== 2) return undefined;
  try {
    const { payload } = await jwtVerify(`${data}.${signature}`, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now) });
    if (typeof payload.sub !== 'string' || typeof payload.did !== 'string') return undefined;
    return payload as AccessClaims;
  } catch {
    return undefined;
  }
}
