/**
 * `GET user` and `GET account` (SPEC §7 lists both): the signed-in account (SPEC §3 fields) for its owner.
 * 401 without a session; 404 "User not found." when the session's account no longer exists; 403 "The
 * attribute does not belong to the current user" when `id` names another account.
 */
import 'server-only';
import { getPool } from '@/commerce/db/pool';
import { apiRoute, ok, parseQuery } from '../api/handler';
import { jsonError } from '../api/respond';
import { AccountQuery, AccountResponse, AUTH_MESSAGES } from '@/schemas/api/accounts';
import { accountBody, currentAccount } from './answers';

export const getOwnAccount = apiRoute(async ({ request, url }) => {
  const query = parseQuery(AccountQuery, url.searchParams);
  if (!query.ok) return query.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  if (query.data.id !== undefined && String(query.data.id) !== current.account.id) return jsonError(403, AUTH_MESSAGES.notOwner);
  return ok(AccountResponse, await accountBody(pool, current.account));
});
