import { ok, parseJsonBody } from '@/server/api/handler';
import { linkTarget } from '@/server/auth/answers';
import { StudioNewPersonBody, StudioPeopleList, StudioPersonView } from '@/schemas/api/studio-people';
import { addPerson, listStudioPeople } from '@/server/studio/people';
import { studioAdminRoute } from '@/server/studio/route';

/** `GET /api/studio/people`: the studio's editors and admins with their role and last sign-in (admins only). */
export const GET = studioAdminRoute(async () => ok(StudioPeopleList, { items: await listStudioPeople() }, { headers: { 'Cache-Control': 'private, no-store' } }));

/**
 * `POST /api/studio/people`: adds a person (`email`, `firstName`, `lastName`, `role`) with no usable password and
 * mails them the password-reset link to set one; 409 for someone already in the studio.
 */
export const POST = studioAdminRoute(async ({ request }) => {
  const body = await parseJsonBody(request, StudioNewPersonBody);
  if (!body.ok) return body.response;
  return ok(StudioPersonView, await addPerson(body.data, linkTarget(request)), { status: 201 });
});
