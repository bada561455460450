import { parseJsonBody, parseQuery } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioEntriesQuery, StudioNewEntryBody } from '@/schemas/api/studio';
import { studioCreates, studioEntryForm } from '@/server/studio/blocks';
import { createEntry, listEntries } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

const unknownType = (contentType: string) => jsonError(400, `The studio edits no content type ${contentType}: neither a registered block, one a block links to, nor segment blocks.`);

/** `GET /api/studio/entries?contentType=…`: the entries of a block's linked content type to pick from (slides, tiles). */
export const GET = studioRoute(async ({ url }) => {
  const query = parseQuery(StudioEntriesQuery, url.searchParams);
  if (!query.ok) return query.response;
  if (!studioEntryForm(query.data.contentType)) return unknownType(query.data.contentType);
  return json({ items: await listEntries(query.data.contentType) }, { headers: { 'Cache-Control': 'private, no-store' } });
});

/**
 * `POST /api/studio/entries`: a new draft entry of a registered block's content type, of one a block links to, or of
 * segment blocks,
 * with its fields, and with the id the editor's page already links to when given (409 when that id is taken).
 */
export const POST = studioRoute(async ({ request }) => {
  const body = await parseJsonBody(request, StudioNewEntryBody, 512 * 1024);
  if (!body.ok) return body.response;
  if (!studioCreates(body.data.contentType)) return unknownType(body.data.contentType);
  return json(await createEntry(body.data.contentType, body.data.fields, body.data.id), { status: 201 });
});
