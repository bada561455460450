/**
 * The studio's calls to its API (app/api/studio): JSON in and out, an error's readable message and code kept.
 */
import type { EntryFields } from '@/lib/studio/form-schema';
import type { FieldProblem } from '@/lib/studio/validate';

/** An entry as the studio API answers it (server/studio/content.ts `StudioEntry`). */
export interface StudioEntryView {
  id: string;
  contentType: string;
  version: number;
  publishedVersion: number | null;
  updatedAt: string;
  status: 'draft' | 'published' | 'changed';
  fields: EntryFields;
}

export type StudioAnswer<T> = { ok: true; value: T } | { ok: false; status: number; message: string; code?: string; problems?: FieldProblem[] };

export async function studioCall<T>(method: string, path: string, body?: unknown): Promise<StudioAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: 'The studio could not reach the server. Check the connection; nothing was lost.' };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: json as T };
  const details = (json.details ?? {}) as { code?: string; problems?: FieldProblem[] };
  const message = typeof json.message === 'string' ? json.message : `The server answered ${response.status}.`;
  return { ok: false, status: response.status, message, code: details.code, problems: details.problems };
}
