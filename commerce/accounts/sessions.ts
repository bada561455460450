/**
 * Sessions: a short-lived access token (see tokens.ts) plus a long-lived refresh token that rotates on
 * every use. Refresh tokens are random strings of which only a SHA-256 hash is stored; each belongs to a
 * family that starts at sign-in.
 *
 * Rotation (issue 5): using a token replaces it with a new one. A token already rotated is accepted once
 * more within `ROTATION_GRACE_MS` from the same device id — two tabs, or the server and the browser, refreshing
 * at once both succeed — and answers a fresh token of the same family. A further use inside the window is
 * refused (`grace_used`) without ending the family: the rightful holder already has its newest token, and a
 * replay gets nothing more (issue 20: before, every reuse inside the window got a session). Any other reuse
 * (later, or from another device) is taken for theft: the whole family is revoked, so the thief's and the owner's
 * tokens both die.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../db/pool';
import type { Queryable } from '../catalog/context';
import { issueAccessToken, ACCESS_TOKEN_SECONDS } from './tokens';

/** SPEC §9: the JWT cookies live 5184000 s; the refresh token lives as long. */
export const REFRESH_TOKEN_SECONDS = 5_184_000;
export const ROTATION_GRACE_MS = 30_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');


export interface SessionTokens {
  /** The full access token (header.payload.signature), and its two cookie halves. */
  accessToken: string;
  jwtData: string;
  jwtSignature: string;
  expiresIn: number;
  refreshToken: string;
  accountId: string;
  deviceId: string;
}

async function insertRefreshToken(db: Queryable, accountId: string, deviceId: string, familyId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO refresh_tokens (family_id, account_id, device_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [familyId, accountId, deviceId, hashToken(token), now, new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000)],
  );
  return token;
}

async function tokensFor(accountId: string, deviceId: string, familyId: string, refreshToken: string, now: Date): Promise<SessionTokens> {
  const access = await issueAccessToken({ sub: accountId, did: deviceId, sid: familyId }, undefined, now.getTime());
  return { accessToken: access.token, jwtData: access.data, jwtSignature: access.signature, expiresIn: ACCESS_TOKEN_SECONDS, refreshToken, accountId, deviceId };
}

/**
 * Remembers that `deviceId` proved it holds the account (a session started there): its sign-ins are not slowed down
 * by their address's failures (sign-in.ts).
 */
export async function rememberDevice(db: Queryable, accountId: string, deviceId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO known_sign_in_devices (account_id, device_hash, first_signed_in_at, last_signed_in_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (account_id, device_hash) DO UPDATE SET last_signed_in_at = EXCLUDED.last_signed_in_at`,
    [accountId, hashToken(deviceId), now],
  );
}

/** Whether `deviceId` started a session of the account before (and the password has not been set since). */
export async function isKnownDevice(db: Queryable, accountId: string, deviceId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM known_sign_in_devices WHERE account_id = $1 AND device_hash = $2', [accountId, hashToken(deviceId)]);
  return (rowCount ?? 0) > 0;
}

/** Starts a session (a new token family) for an account on a device, and remembers the device. */
export async function startSession(db: Queryable, accountId: string, deviceId: string, now = new Date()): Promise<SessionTokens> {
  await rememberDevice(db, accountId, deviceId, now);
  const familyId = randomUUID();
  const refreshToken = await insertRefreshToken(db, accountId, deviceId, familyId, now);
  return tokensFor(accountId, deviceId, familyId, refreshToken, now);
}

export type RefreshResult =
  | { ok: true; session: SessionTokens; grace: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'device_mismatch' | 'reused' | 'grace_used' | 'account_blocked' };

interface TokenRow {
  id: string;
  family_id: string;
  account_id: string;
  device_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  grace_used_at: Date | null;
  revoked_at: Date | null;
  blocked: boolean;
}

async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, now]);
}

/**
 * Exchanges a refresh token for a new session. The row is locked (`FOR UPDATE`), so of concurrent refreshes
 * with one token the second sees the first's rotation and takes the grace path, and the third sees the grace
 * used and is refused.
 */
export async function refreshSession(pool: pg.Pool, refreshToken: string, deviceId: string, now = new Date()): Promise<RefreshResult> {
  return withTransaction(async (client) => {
    const { rows } = await client.query<TokenRow>(
      `SELECT t.id::text, t.family_id::text, t.account_id::text, t.device_id, t.expires_at, t.rotated_at, t.grace_used_at, t.revoked_at,
              (a.blocked_at IS NOT NULL) AS blocked
         FROM refresh_tokens t JOIN accounts a ON a.id = t.account_id
        WHERE t.token_hash = $1
        FOR UPDATE OF t`,
      [hashToken(refreshToken)],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked_at) return { ok: false, reason: 'revoked' } as const;
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
    if (row.blocked) return { ok: false, reason: 'account_blocked' } as const;
    if (row.device_id !== deviceId) {
      // A token presented from another device than it was issued to: stolen. End the family.
      await revokeFamily(client, row.family_id, now);
      return { ok: false, reason: 'device_mismatch' } as const;
    }
    if (row.rotated_at) {
      if (now.getTime() - row.rotated_at.getTime() > ROTATION_GRACE_MS) {
        await revokeFamily(client, row.family_id, now);
        return { ok: false, reason: 'reused' } as const;
      }
      if (row.grace_used_at) return { ok: false, reason: 'grace_used' } as const;
      await client.query('UPDATE refresh_tokens SET grace_used_at = $2 WHERE id = $1', [row.id, now]);
      const token = await insertRefreshToken(client, row.account_id, deviceId, row.family_id, now);
      return { ok: true, session: await tokensFor(row.account_id, deviceId, row.family_id, token, now), grace: true } as const;
    }
    await client.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE id = $1', [row.id, now]);
    const token = await insertRefreshToken(client, row.account_id, deviceId, row.family_id, now);
    return { ok: true, session: await tokensFor(row.account_id, deviceId, row.family_id, token, now), grace: false } as const;
  }, pool);
}

/** Signs out: revokes the family of the given refresh token (other devices stay signed in). */
export async function endSession(db: Queryable, refreshToken: string | undefined, now = new Date()): Promise<void> {
  if (!refreshToken) return;
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $2
      WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
    [hashToken(refreshToken), now],
  );
}
