import { contentEntryResponse } from '@/server/content/entries-api';

/** `GET contentful/content-entries/{id}`: one published entry (SPEC §7). */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return contentEntryResponse(request, params, false);
}
