import { getPool } from '@/commerce/db/pool';
import { deleteSandboxUser, sandboxUserView, updateSandboxUser } from '@/commerce/accounts/sandbox-users';
import { findAccountById, readLoyaltyStanding, type AccountRow } from '@/commerce/accounts/accounts';
import { apiRoute, notFound, ok, parseJsonBody, parseParams } from '@/server/api/handler';
import { sandboxEnabled } from '@/lib/sandbox';
import { MessageResponse } from '@/schemas/api/accounts';
import { SandboxUserParams, SandboxUserResponse, SandboxUserUpdate } from '@/schemas/api/sandbox-users';

type Params = { id: string };

const answer = async (account: AccountRow | undefined) =>
  account ? ok(SandboxUserResponse, { user: sandboxUserView(account, await readLoyaltyStanding(getPool(), account.id)) }) : notFound();

/** `GET sandbox/users/{id}`: one test account. */
export const GET = apiRoute<Params>(async ({ params }) => {
  if (!sandboxEnabled()) return notFound();
  const path = parseParams(SandboxUserParams, params);
  if (!path.ok) return path.response;
  return answer(await findAccountById(getPool(), path.data.id));
});

/** `PATCH sandbox/users/{id}`: changes names, the employee flag, marketing consent or the sign-in block. */
export const PATCH = apiRoute<Params>(async ({ request, params }) => {
  if (!sandboxEnabled()) return notFound();
  const path = parseParams(SandboxUserParams, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, SandboxUserUpdate);
  if (!body.ok) return body.response;
  return answer(await updateSandboxUser(getPool(), path.data.id, body.data));
});

/** `DELETE sandbox/users/{id}`: deletes a test account with everything it owns. */
export const DELETE = apiRoute<Params>(async ({ params }) => {
  if (!sandboxEnabled()) return notFound();
  const path = parseParams(SandboxUserParams, params);
  if (!path.ok) return path.response;
  return (await deleteSandboxUser(getPool(), path.data.id)) ? ok(MessageResponse, { message: 'Deleted' }) : notFound();
});
