import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_TOKEN_SECONDS, issueAccessToken, signingKey, verifySignedAccessToken } from './tokens';

const key = new TextEncoder().encode('k'.repeat(32));
const SID = '3f2b6c1e-8a4d-4e2f-9b7a-1c2d3e4f5a6b';

describe('access tokens', () => {
  it('splits into jwt-data and jwt-signature, and verifies when joined', async () => {
    const { token, data, signature } = await issueAccessToken({ sub: '1', did: 'device-1', sid: SID }, key);
    expect(`${data}.${signature}`).toBe(token);
    expect(await verifySignedAccessToken(data, signature, key)).toMatchObject({ sub: '1', did: 'device-1', sid: SID, iss: 'atelier' });
  });

  it('refuses a genuinely signed token that names no session (issued before tokens named one)', async () => {
    const { data, signature } = await issueAccessToken({ sub: '1', did: 'device-1' } as unknown as Parameters<typeof issueAccessToken>[0], key);
    expect(await verifySignedAccessToken(data, signature, key)).toBeUndefined();
    const notAnId = await issueAccessToken({ sub: '1', did: 'device-1', sid: 'family; DROP TABLE' }, key);
    expect(await verifySignedAccessToken(notAnId.data, notAnId.signature, key)).toBeUndefined();
  });

  it('refuses a missing part, a forged payload, another key and an expired token', async () => {
    const now = Date.now();
    const { data, signature } = await issueAccessToken({ sub: '1', did: 'd', sid: SID }, key, now);
    expect(await verifySignedAccessToken(data, undefined, key)).toBeUndefined();
    const [header] = data.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', did: 'd', iss: 'atelier' })).toString('base64url')}`;
    expect(await verifySignedAccessToken(forged, signature, key)).toBeUndefined();
    expect(await verifySignedAccessToken(data, signature, new TextEncoder().encode('x'.repeat(32)))).toBeUndefined();
    expect(await verifySignedAccessToken(data, signature, key, now + (ACCESS_TOKEN_SECONDS + 5) * 1000)).toBeUndefined();
  });

  it('uses AUTH_JWT_SECRET when set (at least 32 bytes), else a development key kept in the data folder', () => {
    expect(() => signingKey({ AUTH_JWT_SECRET: 'short' })).toThrow(/32 bytes/);
    expect(signingKey({ AUTH_JWT_SECRET: 's'.repeat(40) })).toHaveLength(40);
    const dir = mkdtempSync(join(tmpdir(), 'atelier-key-'));
    const first = signingKey({}, dir);
    expect(first.length).toBe(48);
    expect(readFileSync(join(dir, 'auth-signing-key'), 'utf8').length).toBeGreaterThan(40);
    expect(statSync(join(dir, 'auth-signing-key')).mode & 0o077).toBe(0);
  });
});
