/**
 * The frame of every studio API route (app/api/studio): the API frame (server/api), then the editor check
 * (401/403, or 404 with the studio off) before any input is read, then the content source's refusals as
 * readable JSON (409 for a stale version, 422 for invalid fields) instead of a 500. An operation that publishes or
 * unpublishes says `least: 'publisher'`: an editor gets 403 with what to do instead.
 */
import 'server-only';
import { apiRoute, type ApiRequest, type ApiRouteOptions } from '@/server/api/handler';
import { jsonError } from '@/server/api/respond';
import { EditorInputError } from '@/commerce/accounts/editors';
import type { StudioRole } from '@/commerce/accounts/roles';
import { studioApiAccess } from './access';
import { StudioContentError } from './content';

const CONFLICT_MESSAGE =
  'Someone else saved this since you opened it. Your changes are still here: reload their version to continue, and copy your text first if you want to keep it.';

/** The editor a studio API request is from (who published, in the page history). */
export interface StudioEditor {
  accountId: string;
  role: StudioRole;
}

export function studioRoute<P extends Record<string, string | string[]> = Record<string, never>>(
  run: (input: ApiRequest<P> & { editor: StudioEditor }) => Promise<Response>,
  { least = 'editor', ...options }: ApiRouteOptions & { least?: StudioRole } = {},
) {
  return apiRoute<P>(async (input) => {
    const access = await studioApiAccess(input.request, least);
    if (!access.ok) return access.response;
    try {
      return await run({ ...input, editor: { accountId: access.accountId, role: access.role } });
    } catch (error) {
      if (!(error instanceof StudioContentError) || error.status >= 500) throw error;
      // A conflict the studio found itself names the entry (`details.entryId`); the content source's own is said in general.
      const named = typeof (error.details as { entryId?: unknown } | undefined)?.entryId === 'string';
      if (error.code === 'VersionMismatch') return jsonError(409, named ? error.message : CONFLICT_MESSAGE, { code: 'VersionMismatch', ...(named ? { details: error.details } : {}) });
      return jsonError(error.status, error.message, { code: error.code, details: error.details });
    }
  }, options);
}

/**
 * The frame of the admins' studio API (app/api/studio/people): the API frame, then the admin check (401, 403 for an
 * editor, 404 with the studio off) before any input is read, then a refusal of the studio's people rules
 * (`EditorInputError`: no such person, the last admin) as readable JSON with its status.
 */
export function studioAdminRoute<P extends Record<string, string | string[]> = Record<string, never>>(run: (input: ApiRequest<P> & { admin: { accountId: string } }) => Promise<Response>, options: ApiRouteOptions = {}) {
  return apiRoute<P>(async (input) => {
    const access = await studioApiAccess(input.request, 'admin');
    if (!access.ok) return access.response;
    try {
      return await run({ ...input, admin: { accountId: access.accountId } });
    } catch (error) {
      if (error instanceof EditorInputError) return jsonError(error.status, error.message);
      throw error;
    }
  }, options);
}
