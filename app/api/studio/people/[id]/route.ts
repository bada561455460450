import { parseJsonBody, parseParams } from '@/server/api/handler';
import { json } from '@/server/api/respond';
import { StudioPersonId, StudioRoleBody } from '@/schemas/api/studio-people';
import { changeRole, removePerson } from '@/server/studio/people';
import { studioAdminRoute } from '@/server/studio/route';

/** `PATCH /api/studio/people/{id}`: makes the person an `editor` or an `admin`; 409 for the last admin made an editor. */
export const PATCH = studioAdminRoute<{ id: string }>(async ({ request, params, admin }) => {
  const path = parseParams(StudioPersonId, params);
  if (!path.ok) return path.response;
  const body = await parseJsonBody(request, StudioRoleBody);
  if (!body.ok) return body.response;
  return json({ id: path.data.id, role: body.data.role, ...(await changeRole(path.data.id, body.data.role, admin)) });
});

/** `DELETE /api/studio/people/{id}`: removes the person from the studio (their role, password and sessions end); 409 for oneself or the last admin. */
export const DELETE = studioAdminRoute<{ id: string }>(async ({ params, admin }) => {
  const path = parseParams(StudioPersonId, params);
  if (!path.ok) return path.response;
  return json({ removed: path.data.id, email: await removePerson(path.data.id, admin) });
});
