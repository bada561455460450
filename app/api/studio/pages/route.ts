import { parseJsonBody } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { countries } from '@/config/countries/registry';
import { StudioNewPageBody } from '@/schemas/api/studio';
import { createLandingPage, listPages } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

/** `GET /api/studio/pages`: every page entry with its slug, countries, status and last change (editors only). */
export const GET = studioRoute(async () => json({ items: await listPages() }, { headers: { 'Cache-Control': 'private, no-store' } }));

/** `POST /api/studio/pages`: a new landing page draft (`slug`, `title` in en-SG, `countries`); 409 for a taken slug. */
export const POST = studioRoute(async ({ request }) => {
  const body = await parseJsonBody(request, StudioNewPageBody);
  if (!body.ok) return body.response;
  const unknown = body.data.countries.filter((c) => !countries.get(c));
  if (unknown.length) return jsonError(400, `Unknown country: ${unknown.join(', ')}.`);
  return json(await createLandingPage(body.data), { status: 201 });
});
