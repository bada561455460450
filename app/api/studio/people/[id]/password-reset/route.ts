import { parseParams } from '@/server/api/handler';
import { json } from '@/server/api/respond';
import { linkTarget } from '@/server/auth/answers';
import { StudioPersonId } from '@/schemas/api/studio-people';
import { sendPasswordLink } from '@/server/studio/people';
import { studioAdminRoute } from '@/server/studio/route';

/** `POST /api/studio/people/{id}/password-reset`: mails the person the shop's password-reset link (valid 1 hour). */
export const POST = studioAdminRoute<{ id: string }>(async ({ request, params }) => {
  const path = parseParams(StudioPersonId, params);
  if (!path.ok) return path.response;
  return json({ sent: path.data.id, email: await sendPasswordLink(path.data.id, linkTarget(request)) });
});
