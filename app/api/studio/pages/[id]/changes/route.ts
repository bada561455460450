import { parseParams } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';
import { StudioEntryId } from '@/schemas/api/studio';
import { studioEntryForm } from '@/server/studio/blocks';
import { loadPageChanges } from '@/server/studio/content';
import { studioRoute } from '@/server/studio/route';

/** The editors' names of the page's and its blocks' content types and fields ("Hero banner", "Heading"). */
function namesOf(contentTypes: readonly string[]): Record<string, { name: string; fields: Record<string, string> }> {
  const names: Record<string, { name: string; fields: Record<string, string> }> = {
    page: { name: 'Page', fields: { title: 'Page title', description: 'Page description', countries: 'Countries', slug: 'Slug', pageType: 'Page type' } },
  };
  for (const type of contentTypes) {
    const form = type === 'page' ? undefined : studioEntryForm(type);
    if (form) names[type] = { name: form.name, fields: Object.fromEntries(form.fields.map((f) => [f.name, f.label])) };
  }
  return names;
}

/**
 * `GET /api/studio/pages/{id}/changes`: what changed in the page since its last publish, entry by entry, field by
 * field and per locale, the published value beside the saved draft's (lib/studio/changes.ts); 404 for no such page.
 */
export const GET = studioRoute<{ id: string }>(async ({ params }) => {
  const path = parseParams(StudioEntryId, params);
  if (!path.ok) return path.response;
  const found = await loadPageChanges(path.data.id, (type) => studioEntryForm(type)?.fields.filter((f) => f.kind === 'value').map((f) => f.name) ?? []);
  if (!found) return jsonError(404, 'There is no page with this id.');
  const { changes, labels } = found;
  const types = [...changes.blocks, ...changes.linked].map((e) => e.contentType);
  return json({ ...changes, labels, names: namesOf(types) }, { headers: { 'Cache-Control': 'private, no-store' } });
});
