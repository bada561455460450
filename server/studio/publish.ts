/**
 * Publishing a page from the studio in one step (issue 33), its history, and restoring a version as a draft.
 *
 * Publish (`POST /api/studio/pages/{id}/publish`, with the versions the editor holds): the page's tree is read once
 * (the page, its blocks, the entries they link to at any depth); every entry's version must be the one the editor
 * holds (else 409 naming the entry, before anything is published); every entry passes the publish check (the
 * block's whole schema, segment blocks' segments: 422 naming each problem); then only the entries changed since their
 * last publish are published, children before the entries that link to them and the page last, in one bulk action
 * (`bulkPublish`: all of them or none). The publish is recorded as the page's next version in PostgreSQL
 * (commerce/studio/page-versions.ts) with the fields of every entry of the tree, as shoppers now get them.
 */
import 'server-only';
import diff from 'microdiff';
import { getPool, withTransaction } from '@/commerce/db/pool';
import { listPageVersions, loadPageVersion, pagePublishing, recordPageUnpublish, recordPageVersion, type StudioPublisher } from '@/commerce/studio/page-versions';
import { linkedEntryIdsIn, type PageChanges } from '@/lib/studio/changes';
import { words, type EntryFields } from '@/lib/studio/form-schema';
import type { PagePublishing, PageVersion, PageVersionSummary, SnapshotEntry } from '@/lib/studio/history';
import { isSegmentBlocks, saveOrder, segmentBlocksProblems } from '@/lib/studio/segment-blocks';
import { entryProblems, type FieldProblem } from '@/lib/studio/validate';
import { log } from '@/lib/log';
import { studioEntryForm } from './blocks';
import {
  BulkPublishError,
  bulkPublish,
  checkPageChange,
  comparePageDraft,
  createEntry,
  DEFAULT_LOCALE,
  entriesById,
  entryLabel,
  loadEntry,
  loadStudioPage,
  saveEntry,
  StudioContentError,
  unpublishEntry,
  type StudioEntry,
} from './content';

/** The versions the editor holds, by entry id (the page's, each block's and linked entry's). */
export type HeldVersions = Readonly<Record<string, number>>;

/** The fields a content type's label is read from first (its form's text fields, in order). */
const labelFieldsOf = (contentType: string) => studioEntryForm(contentType)?.fields.filter((f) => f.kind === 'value').map((f) => f.name) ?? [];

/** An entry as an editor names it: "Promo strip: Free shipping this week", "Page", "Segment blocks: Welcome". */
export function entryName(entry: Pick<StudioEntry, 'id' | 'contentType' | 'fields'>): string {
  if (entry.contentType === 'page') return 'Page';
  const type = isSegmentBlocks(entry.contentType) ? 'Segment blocks' : (studioEntryForm(entry.contentType)?.name ?? words(entry.contentType));
  const label = entryLabel(entry.fields, labelFieldsOf(entry.contentType));
  return label ? `${type}: ${label}` : `${type} ${entry.id}`;
}

/**
 * Why an entry cannot be published yet, or undefined: the block's whole schema in every locale it has values in (a
 * linked entry's form too), segment blocks' segments. The one check of the publish API, for one entry
 * (`PUT /api/studio/entries/{id}/published`) and for a page (below); the editor runs the same in the browser first.
 */
export function publishProblems(entry: Pick<StudioEntry, 'contentType' | 'fields'>): { message: string; problems: FieldProblem[] } | undefined {
  if (isSegmentBlocks(entry.contentType)) {
    const problems = segmentBlocksProblems(entry.fields, DEFAULT_LOCALE);
    return problems.length ? { message: `Segment blocks cannot be published yet: ${problems.map((p) => p.message).join(' ')}`, problems } : undefined;
  }
  const form = studioEntryForm(entry.contentType);
  const problems = form ? entryProblems(form, entry.fields, DEFAULT_LOCALE) : [];
  return problems.length ? { message: `${form!.name} cannot be published yet: ${problems.map((p) => p.message).join(' ')}`, problems } : undefined;
}

/** The page, then every entry below it (blocks, their linked entries, blocks inside segment blocks), children first. */
async function pageTree(pageId: string): Promise<{ page: StudioEntry; below: StudioEntry[] } | undefined> {
  const loaded = await loadStudioPage(pageId);
  if (!loaded) return undefined;
  const byId = new Map([loaded.page, ...loaded.blocks, ...loaded.linked].map((e) => [e.id, e]));
  const order = saveOrder([loaded.page.id], (id) => linkedEntryIdsIn(byId.get(id)?.fields, DEFAULT_LOCALE).filter((child) => byId.has(child)));
  return { page: loaded.page, below: order.map((id) => byId.get(id)!) };
}

/**
 * 409 naming the first entry whose version is not the one the editor holds (someone saved it since), if any. An
 * entry the editor does not hold at all was linked by someone else: its parent changed, or else the page (named then).
 */
function refuseStale(entries: readonly StudioEntry[], held: HeldVersions): void {
  const stale = entries.find((e) => Object.hasOwn(held, e.id) && held[e.id] !== e.version) ?? (entries.some((e) => !Object.hasOwn(held, e.id)) ? entries.find((e) => e.contentType === 'page') : undefined);
  if (!stale) return;
  const name = entryName(stale);
  const what = stale.contentType === 'page' ? 'this page (its title or blocks)' : `\u201c${name}\u201d`;
  throw new StudioContentError(409, 'VersionMismatch', `Someone else saved ${what} since you opened it, so nothing was changed. Your changes are still here: reload their version or keep yours.`, {
    entryId: stale.id,
    entry: name,
  });
}

const snapshot = (e: StudioEntry): SnapshotEntry => ({ id: e.id, contentType: e.contentType, fields: e.fields });

export interface PagePublishResult {
  /** Every entry of the page's tree as it is now (new versions), the page first. */
  entries: StudioEntry[];
  /** The ids of the entries this publish published, in the order published (the page last); empty when nothing had changed. */
  published: string[];
  /** The version recorded (none when nothing was published, or when the history could not be written: `historyError`). */
  version?: PageVersionSummary;
  historyError?: string;
  publishing: PagePublishing;
}

/** Publishes the page and its changed entries in one step (see the file's comment). Undefined: no such page. */
export async function publishPage(pageId: string, held: HeldVersions, actor: StudioPublisher): Promise<PagePublishResult | undefined> {
  const tree = await pageTree(pageId);
  if (!tree) return undefined;
  const all = [...tree.below, tree.page];
  refuseStale(all, held);
  const problems = all.flatMap((e) => (publishProblems(e)?.problems ?? []).map((p) => ({ entryId: e.id, entry: entryName(e), ...p })));
  if (problems.length) {
    const list = problems.map((p) => `${p.entry}${p.locale ? ` (${p.locale})` : ''}: ${p.message}`).join(' ');
    throw new StudioContentError(422, 'PublishCheckFailed', `The page cannot be published until ${problems.length === 1 ? 'this problem is' : `these ${problems.length} problems are`} fixed: ${list}`, { problems });
  }
  // Only what changed since its last publish: an unchanged block keeps its published version (no new version, no webhook).
  const changed = all.filter((e) => e.status !== 'published');
  if (changed.length) {
    try {
      await bulkPublish(changed.map((e) => ({ id: e.id, version: e.version })));
    } catch (error) {
      if (!(error instanceof BulkPublishError)) throw error;
      throw await explainFailure(error, all);
    }
  }
  const fresh = await entriesById(all.map((e) => e.id));
  const entries = [tree.page, ...tree.below].map((e) => fresh.get(e.id) ?? e);
  const result: PagePublishResult = { entries, published: changed.map((e) => e.id), publishing: {} };
  if (changed.length) {
    try {
      result.version = await withTransaction((client) =>
        recordPageVersion(client, {
          page: snapshot(tree.page),
          entries: tree.below.map(snapshot),
          publishedEntries: result.published,
          pagePublishedVersion: fresh.get(tree.page.id)?.publishedVersion ?? null,
          actor,
        }),
      );
    } catch (error) {
      log.error('Studio: a publish was not recorded in the page history', { pageId, error: error instanceof Error ? error.message : String(error) });
      result.historyError = 'The page was published, but its history could not record this version.';
    }
  }
  result.publishing = await pagePublishing(getPool(), pageId).catch(() => (result.version ? { published: result.version } : {}));
  return result;
}

/**
 * A refused bulk publish in an editor's words, naming the entry: 409 for a version someone saved since the check,
 * 422 for an entry the content source would not publish. Which entries were published anyway is read back from the
 * content source rather than assumed (Contentful checks every entity before it publishes any; an action that failed
 * later would still leave some published), so the editor is never told "nothing was published" wrongly.
 */
async function explainFailure(error: BulkPublishError, all: readonly StudioEntry[]): Promise<StudioContentError> {
  const byId = new Map(all.map((e) => [e.id, e]));
  const first = error.failures.find((f) => byId.has(f.id)) ?? error.failures[0];
  const entry = first && byId.get(first.id);
  const name = entry ? entryName(entry) : undefined;
  const now = await entriesById(all.map((e) => e.id)).catch(() => new Map<string, StudioEntry>());
  const publishedAnyway = all.filter((e) => e.status !== 'published' && now.get(e.id)?.publishedVersion === e.version).map(entryName);
  const partly = publishedAnyway.length ? ` These were published all the same: ${publishedAnyway.join(', ')}.` : ' Nothing was published.';
  if (error.failures.some((f) => f.code === 'VersionMismatch')) {
    return new StudioContentError(409, 'VersionMismatch', `Someone else saved ${name ? `\u201c${name}\u201d` : 'an entry of this page'} while you were publishing.${partly} Your changes are still here: reload their version or keep yours.`, {
      entryId: entry?.id,
      entry: name,
      published: publishedAnyway,
    });
  }
  return new StudioContentError(422, first?.code ?? 'BulkActionFailed', `${name ? `${name}: ` : ''}the content source would not publish it (${first?.message || error.message}).${partly}`, {
    entryId: entry?.id,
    entry: name,
    published: publishedAnyway,
  });
}

/** Unpublishes the page (shoppers no longer get it; its blocks stay published, as they may be on other pages) and records who and when. */
export async function unpublishPage(pageId: string, actor: StudioPublisher): Promise<{ page: StudioEntry; publishing: PagePublishing } | undefined> {
  const current = await loadEntry(pageId).catch((error) => {
    if (error instanceof StudioContentError && error.status === 404) return undefined;
    throw error;
  });
  if (current?.contentType !== 'page') return undefined;
  if (current.publishedVersion === null) throw new StudioContentError(400, 'NotPublished', 'This page is not published: there is nothing to unpublish.');
  const page = await unpublishEntry(pageId);
  await recordPageUnpublish(getPool(), pageId, actor);
  return { page, publishing: await pagePublishing(getPool(), pageId) };
}

/** The page's versions, newest first, and its last publish and unpublish. */
export async function pageHistory(pageId: string): Promise<{ versions: PageVersionSummary[]; publishing: PagePublishing }> {
  const [versions, publishing] = await Promise.all([listPageVersions(getPool(), pageId), pagePublishing(getPool(), pageId)]);
  return { versions, publishing };
}

/** The page's last publish and unpublish from the studio (its status line), or none when the history cannot be read. */
export async function publishingOf(pageId: string): Promise<PagePublishing> {
  return pagePublishing(getPool(), pageId).catch((error) => {
    log.warn('Studio: the page history could not be read', { pageId, error: error instanceof Error ? error.message : String(error) });
    return {};
  });
}

const versionNotFound = (version: number) => new StudioContentError(404, 'VersionNotFound', `This page has no version ${version}.`);

/** The fields of the entries a version had, by id (its page and every entry below it). */
const versionFields = (v: PageVersion) => {
  const all = new Map([v.page, ...v.entries].map((e) => [e.id, e.fields]));
  return async (ids: readonly string[]) => new Map(ids.filter((id) => all.has(id)).map((id) => [id, all.get(id)!]));
};

/**
 * A version against the page's saved draft (the same comparison as "Changes since publish": the version where the
 * published state is there). Undefined when there is no such page; 404 for no such version.
 */
export async function compareVersionWithDraft(pageId: string, version: number): Promise<{ changes: PageChanges; labels: Record<string, string>; version: PageVersionSummary } | undefined> {
  const found = await loadPageVersion(getPool(), pageId, version);
  if (!found) throw versionNotFound(version);
  const compared = await comparePageDraft(pageId, versionFields(found), labelFieldsOf);
  if (!compared) return undefined;
  const { version: number, publishedAt, publishedBy, pagePublishedVersion, publishedCount, entryCount } = found;
  return { ...compared, version: { version: number, publishedAt, publishedBy, pagePublishedVersion, publishedCount, entryCount } };
}

const sameFields = (a: EntryFields, b: EntryFields) => diff(a, b, { cyclesFix: false }).length === 0;

/**
 * Restores a version as a new draft: each entry of the version whose draft differs is saved with the version's
 * fields (an entry gone since is created again with its id), children first and the page last, so the draft page
 * never links to an entry that is not there. Nothing is published. The editor's versions are checked first, for
 * every entry of the page's current tree (409 naming the entry, before anything is written), and the page's slug
 * and type as for any save (422/409). Answers the page as the editor then loads it.
 */
export async function restoreVersion(pageId: string, version: number, held: HeldVersions): Promise<{ restored: string[]; page: StudioEntry; blocks: StudioEntry[]; linked: StudioEntry[] } | undefined> {
  const found = await loadPageVersion(getPool(), pageId, version);
  if (!found) throw versionNotFound(version);
  const tree = await pageTree(pageId);
  if (!tree) return undefined;
  refuseStale([...tree.below, tree.page], held);
  const targets = [...found.entries, found.page];
  const current = await entriesById(targets.map((e) => e.id));
  await checkPageChange(pageId, tree.page.fields, found.page.fields);
  const restored: string[] = [];
  for (const target of targets) {
    const now = current.get(target.id);
    if (now && sameFields(now.fields, target.fields)) continue;
    if (now) await saveEntry(target.id, now.version, target.fields);
    else await createEntry(target.contentType, target.fields, target.id);
    restored.push(target.id);
  }
  const loaded = await loadStudioPage(pageId);
  return loaded && { restored, ...loaded };
}
