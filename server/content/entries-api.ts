import 'server-only';
import { connection } from 'next/server';
import { z } from 'zod';
import { json, jsonError, requestLocale } from '../api/respond';
import { hasPreviewAccess } from '@/preview/access';
import { loadEntry } from './pages';

const entryId = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'An entry id is 1–64 letters, digits, dots, dashes or underscores');

/**
 * `contentful/content-entries/{id}` (published) and `contentful/preview/content-entries/{id}` (drafts,
 * with preview access only): one entry, links resolved and normalized, in the request's locale.
 */
export async function contentEntryResponse(request: Request, params: Promise<{ id: string }>, preview: boolean) {
  await connection();
  const id = entryId.safeParse((await params).id);
  if (!id.success) return jsonError(400, id.error.issues[0].message);
  if (preview && !(await hasPreviewAccess(request))) return jsonError(401, 'Preview access is required');
  const where = requestLocale(request);
  if (!where.ok) return where.response;
  const entry = await loadEntry(id.data, where.value.locale, preview);
  if (!entry) return jsonError(404, 'Resource not found!');
  return json(entry, { headers: { 'cache-control': 'no-store' } });
}
