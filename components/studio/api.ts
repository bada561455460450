/**
 * The studio's calls to its API (app/api/studio): JSON in and out, an error's readable message and code kept.
 */
import type { EntryFields } from '@/lib/studio/form-schema';
import type { FieldProblem } from '@/lib/studio/validate';
import { refreshAfterUnauthorized } from '@/components/account/account-api';

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

export type StudioAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; code?: string; problems?: FieldProblem[]; details?: Record<string, unknown> };

/** The studio speaks English on the default storefront: the locale its login refresh is sent with. */
const STUDIO_API_LOCALE = { country: 'SG', language: 'en' };

export const SESSION_ENDED =
  'Your session has ended. Sign in again in a new tab (your changes here are kept), then come back and save again.';

/**
 * A studio API call. An editor's login that expired while editing is refreshed once (the shop's refresh under its
 * lock, SPEC §4) and the call repeated, so a long editing session does not lose a save to an expired token.
 */
export async function studioCall<T>(method: string, path: string, body?: unknown): Promise<StudioAnswer<T>> {
  const send = () =>
    fetch(path, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  let response: Response;
  try {
    const startedAt = Date.now();
    response = await send();
    if (response.status === 401) {
      if (!(await refreshAfterUnauthorized(STUDIO_API_LOCALE, { startedAt }))) return { ok: false, status: 401, message: SESSION_ENDED };
      response = await send();
    }
  } catch {
    return { ok: false, status: 0, message: 'The studio could not reach the server. Check the connection; nothing was lost.' };
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: json as T };
  const details = (json.details ?? {}) as { code?: string; problems?: FieldProblem[]; details?: unknown };
  const message = typeof json.message === 'string' ? json.message : `The server answered ${response.status}.`;
  // A refusal's particulars (the entry a conflict names, each problem of a page's publish check).
  const more = details.details && typeof details.details === 'object' ? { details: details.details as Record<string, unknown> } : {};
  return { ok: false, status: response.status, message, code: details.code, problems: details.problems, ...more };
}
