'use client';
/**
 * "Changes since publish" (issue 18): opened in the page editor, it lists what shoppers would get that they do not
 * get now: for the page, each block and each entry a block links to (slides, tiles), field by field and per locale,
 * the published value beside the saved draft's (`GET /api/studio/pages/{id}/changes`, lib/studio/changes.ts).
 * It compares the saved draft: unsaved edits are not in it (the panel says so), and it reloads after each save
 * and publish while open.
 */
import { useEffect, useState } from 'react';
import type { EntryChanges, EntryState, PageChanges } from '@/lib/studio/changes';
import { words } from '@/lib/studio/form-schema';
import { studioCall } from './api';

/** The answer of the changes route: the changes, each entry's label and the editors' names of types and fields. */
export interface ChangesAnswer extends PageChanges {
  labels: Record<string, string>;
  names: Record<string, { name: string; fields: Record<string, string> }>;
}

export interface ChangesSincePublishProps {
  pageId: string;
  /** Changes after each save and publish: the open panel reloads. */
  refreshKey: number;
  /** Unsaved edits on screen (not compared until saved). */
  unsaved?: boolean;
}

const STATE_TEXT: Record<EntryState, string> = {
  new: 'new, never published',
  added: 'added to the page',
  removed: 'removed since publishing',
  changed: 'changed',
  unchanged: 'no changes',
};

/** How a change list names its two sides and each entry's state (against the published page, or a version). */
export interface ChangesWording {
  /** The column headings: the earlier state, then the saved draft. */
  columns: readonly [string, string];
  states: Record<EntryState, string>;
}

const SINCE_PUBLISH: ChangesWording = { columns: ['Published', 'Draft'], states: STATE_TEXT };

function EntryTable({ entry, answer, title, idPrefix, wording }: { entry: EntryChanges; answer: ChangesAnswer; title: string; idPrefix: string; wording: ChangesWording }) {
  const names = answer.names[entry.contentType];
  const moved = entry.position?.published !== undefined && entry.position.draft !== undefined && entry.position.published !== entry.position.draft;
  const headingId = `${idPrefix}-${entry.id}`;
  return (
    <section className="studio-changes__entry" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} ({entry.state === 'unchanged' && moved ? 'moved' : wording.states[entry.state]})
      </h3>
      {moved && (
        <p>
          Moved from position {entry.position!.published} to {entry.position!.draft}.
        </p>
      )}
      {entry.fields.length > 0 && (
        <table className="studio-table studio-changes__table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Locale</th>
              <th scope="col">{wording.columns[0]}</th>
              <th scope="col">{wording.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {entry.fields.map((f) => (
              <tr key={`${f.field}-${f.locale}`}>
                <th scope="row">{names?.fields[f.field] ?? words(f.field)}</th>
                <td>{f.locale}</td>
                <td className="studio-changes__value">{f.published || <em>(empty)</em>}</td>
                <td className="studio-changes__value">{f.draft || <em>(empty)</em>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The change list itself: the new block order, then the page, each changed block and each changed linked entry, field
 * by field and per locale, the earlier value beside the draft's. One display for "Changes since publish" and for a
 * version of the page's history compared with the draft (PageHistory.tsx); `idPrefix` keeps their headings' ids apart.
 */
export function ChangesList({ answer, idPrefix, wording = SINCE_PUBLISH }: { answer: ChangesAnswer; idPrefix: string; wording?: ChangesWording }) {
  const titleOf = (entry: EntryChanges) => {
    const name = answer.names[entry.contentType]?.name ?? words(entry.contentType);
    const label = answer.labels[entry.id];
    return label && label !== entry.id ? `${name}: ${label}` : `${name} ${entry.id}`;
  };
  const shown = (list: readonly EntryChanges[]) => list.filter((e) => e.state !== 'unchanged');
  const table = (entry: EntryChanges, title = titleOf(entry)) => <EntryTable key={entry.id} entry={entry} answer={answer} title={title} idPrefix={idPrefix} wording={wording} />;
  return (
    <>
      {answer.reordered && <p>The blocks are in a new order.</p>}
      {answer.page.fields.length > 0 && table(answer.page, 'Page')}
      {shown(answer.blocks).map((entry) => table(entry))}
      {answer.reordered && answer.blocks.filter((e) => e.state === 'unchanged' && e.position?.published !== e.position?.draft).map((entry) => table(entry))}
      {shown(answer.linked).map((entry) => table(entry))}
    </>
  );
}

export function ChangesSincePublish({ pageId, refreshKey, unsaved = false }: ChangesSincePublishProps) {
  const [open, setOpen] = useState(false);
  const key = `${pageId}#${refreshKey}`;
  const [result, setResult] = useState<{ key: string; answer?: ChangesAnswer; error?: string }>();

  useEffect(() => {
    if (!open) return;
    let current = true;
    studioCall<ChangesAnswer>('GET', `/api/studio/pages/${encodeURIComponent(pageId)}/changes`).then((found) => {
      if (!current) return;
      setResult((before) => (found.ok ? { key, answer: found.value } : { key, answer: before?.answer, error: found.message }));
    });
    return () => {
      current = false;
    };
  }, [open, key, pageId]);
  const loading = open && result?.key !== key;
  const { answer, error } = result ?? {};

  return (
    <details className="studio-changes" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Changes since publish</summary>
      {unsaved && <p className="studio-help">You have unsaved changes: save the draft to see them here.</p>}
      <div aria-live="polite" aria-busy={loading}>
        {loading && !answer && <p>{'Loading the changes\u2026'}</p>}
        {error && (
          <p role="alert" className="studio-notice studio-notice--error">
            {error}
          </p>
        )}
        {answer && !answer.published && <p>Not published yet: shoppers do not get this page, so everything on it is new.</p>}
        {answer && answer.published && !answer.changed && <p>No changes: the saved draft is what shoppers get.</p>}
        {answer && answer.published && answer.changed && <ChangesList answer={answer} idPrefix="studio-changes" />}
      </div>
    </details>
  );
}
