import { getPool } from '@/commerce/db/pool';
import { createSandboxUser, listSandboxUsers, sandboxUserView } from '@/commerce/accounts/sandbox-users';
import { readLoyaltyStanding } from '@/commerce/accounts/accounts';
import { apiRoute, notFound, ok, parseJsonBody } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { passwordRulesBroken } from '@/server/auth/answers';
import { sandboxEnabled } from '@/lib/sandbox';
import { AUTH_MESSAGES } from '@/schemas/api/accounts';
import { SandboxUserCreate, SandboxUserResponse, SandboxUsersResponse } from '@/schemas/api/sandbox-users';

/** `GET sandbox/users`: the newest 50 accounts (developer sandbox only). */
export const GET = apiRoute(async () => {
  if (!sandboxEnabled()) return notFound();
  return ok(SandboxUsersResponse, { items: await listSandboxUsers(getPool()) });
});

/** `POST sandbox/users`: creates a test account; fields not given get working defaults. 201 with the user. */
export const POST = apiRoute(async ({ request, locale }) => {
  if (!sandboxEnabled()) return notFound();
  const body = await parseJsonBody(request, SandboxUserCreate);
  if (!body.ok) return body.response;
  const pool = getPool();
  const result = await createSandboxUser(pool, body.data, { country: locale.country.code, language: locale.lang, callingCode: locale.country.callingCode });
  if (!result.ok) {
    if (result.reason === 'password_rules') return passwordRulesBroken(result.codes);
    if (result.reason === 'email_taken') return jsonError(409, AUTH_MESSAGES.emailTaken);
    return jsonError(400, 'The birth date is under the minimum age');
  }
  return ok(SandboxUserResponse, { user: sandboxUserView(result.account, await readLoyaltyStanding(pool, result.account.id)) }, { status: 201 });
});
