/**
 * Who a search is from, for the popular-searches log and its per-visitor limit (commerce/catalog/search.ts): the
 * signed-in member, else the browser's device id (every browser has one from its first page), else the client's
 * address (an API client without cookies). Logged only as a SHA-256, so the log holds no id or address.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { isDeviceId } from '@/lib/device-id';
import { readSession, requestCookie } from './auth/session';
import { clientAddress } from './api/client-address';

export async function searchVisitor(request: Request): Promise<string> {
  const session = await readSession(request);
  const device = requestCookie(request, 'deviceId');
  const who = session ? `account:${session.sub}` : isDeviceId(device) ? `device:${device}` : `address:${clientAddress(request) ?? 'unknown'}`;
  return createHash('sha256').update(who).digest('hex');
}
