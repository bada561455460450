import { contentEntryResponse } from '@/server/content/entries-api';

/** `GET contentful/preview/content-entries/{id}`: the latest draft of an entry, with preview access only (SPEC §7). */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return contentEntryResponse(request, params, true);
}
