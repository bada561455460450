/**
 * The layout call in preview mode (SPEC §7): `X-Preview-Mode: true`, the previewed locale in
 * `Accept-Language`, and the selected segments comma-joined in `user_segments`.
 */
import { previewHeaders, withUserSegments, type ApiClient, type PreviewOptions } from '@/lib/api-client';
import { LayoutResponse } from '@/schemas/api/content';

export function fetchPreviewLayout(client: ApiClient, options: PreviewOptions, signal?: AbortSignal) {
  return client.get(withUserSegments('layouts', options.selectedUserSegments), { headers: previewHeaders(options), schema: LayoutResponse, signal });
}
