/**
 * The studio's block menu and forms: every block of the registry (renderer/registry.ts), so a block a developer
 * adds under `blocks/` is offered here with no other change, with its form from its own schema.
 */
import 'server-only';
import { blockRegistry, type BlockRegistry } from '@/renderer/registry';
import { blockForm, type StudioBlockForm } from '@/lib/studio/form-schema';
import { isSegmentBlocks } from '@/lib/studio/segment-blocks';

/** Every registered block's form, by name. */
export function studioBlockForms(registry: BlockRegistry = blockRegistry): StudioBlockForm[] {
  return [...registry.values()].map((b) => blockForm(b.schema as Record<string, unknown>)).sort((a, b) => a.name.localeCompare(b.name));
}

export function studioBlockForm(contentType: string, registry: BlockRegistry = blockRegistry): StudioBlockForm | undefined {
  const block = registry.get(contentType);
  return block ? blockForm(block.schema as Record<string, unknown>) : undefined;
}

/** The form of a content type the studio creates: a block's, or one a block links to (carousel slide, category tile). */
export function studioEntryForm(contentType: string, registry: BlockRegistry = blockRegistry): StudioBlockForm | undefined {
  for (const form of studioBlockForms(registry)) {
    if (form.contentType === contentType) return form;
    const linked = form.fields.find((f) => f.linked?.contentType === contentType)?.linked;
    if (linked) return linked;
  }
  return undefined;
}

/** Whether the studio creates entries of a content type: a block's, one a block links to, or segment blocks. */
export function studioCreates(contentType: string, registry: BlockRegistry = blockRegistry): boolean {
  return isSegmentBlocks(contentType) || !!studioEntryForm(contentType, registry);
}

/** The editors' names of the page's and its blocks' content types and fields ("Hero banner", "Heading"), for change lists. */
export function contentTypeNames(contentTypes: readonly string[], registry: BlockRegistry = blockRegistry): Record<string, { name: string; fields: Record<string, string> }> {
  const names: Record<string, { name: string; fields: Record<string, string> }> = {
    page: { name: 'Page', fields: { title: 'Page title', description: 'Page description', countries: 'Countries', slug: 'Slug', pageType: 'Page type' } },
  };
  for (const type of contentTypes) {
    const form = type === 'page' ? undefined : studioEntryForm(type, registry);
    if (form) names[type] = { name: form.name, fields: Object.fromEntries(form.fields.map((f) => [f.name, f.label])) };
  }
  return names;
}
