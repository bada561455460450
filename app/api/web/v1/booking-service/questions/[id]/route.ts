import { getPool } from '@/commerce/db/pool';
import { getActivity, listQuestions } from '@/commerce/bookings/activities';
import { apiRoute, notFound, ok, parseParams } from '@/server/api/handler';
import { ActivityIdParams, QuestionsResponse } from '@/schemas/api/bookings';

/** `GET booking-service/questions/{id}`: what the activity asks when booking (SPEC §7 show); 404 when unknown. */
export const GET = apiRoute<{ id: string }>(async ({ params, locale }) => {
  const input = parseParams(ActivityIdParams, params);
  if (!input.ok) return input.response;
  const pool = getPool();
  if (!(await getActivity(pool, locale, input.data.id))) return notFound();
  return ok(QuestionsResponse, { activityId: input.data.id, items: await listQuestions(pool, locale.lang, input.data.id) });
});
