import { draftMode } from 'next/headers';
import { apiRoute } from '@/server/api/handler';

/** `POST /api/preview/exit` (the preview banner's Exit preview): turns draft mode off and goes to the live home page. */
export const POST = apiRoute(async () => {
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { location: '/', 'cache-control': 'no-store' } });
});
