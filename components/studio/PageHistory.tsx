'use client';
/**
 * The page's history in the page editor (issue 33): every publish from the studio is a version, listed newest first
 * with who published it and when ("Published by editor@… on 3 Dec 2026, 15:40 UTC"); a version can be compared with
 * the saved draft (the change list of "Changes since publish", with the version where the published state is), and
 * restored as a new draft ("Restore as draft", after asking: the version's fields are saved as the drafts of the
 * page and its entries with the normal version check; nothing is published). Loaded when opened, like the change
 * list, and again after each publish while open. Also the page's status line in words (`PublishingStatus`).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EntryState } from '@/lib/studio/changes';
import { statusWords, versionWords, type PagePublishing, type PageState, type PageVersionSummary } from '@/lib/studio/history';
import { ChangesList, type ChangesAnswer } from './ChangesSincePublish';
import { ConfirmButton } from './ConfirmButton';
import { studioCall, type StudioEntryView } from './api';

const never = () => () => {};
/** The browser's time zone; UTC while rendering on the server and hydrating (the same text on both), then the browser's. */
export const useTimeZone = () => useSyncExternalStore(never, () => Intl.DateTimeFormat().resolvedOptions().timeZone, () => 'UTC');

/** The page's status in words: "Published on 3 Dec 2026, 15:40 UTC by editor@…", "Unpublished on …", "Draft (never published)". */
export function PublishingStatus({ page, publishing }: { page: PageState; publishing?: PagePublishing }) {
  return <>{statusWords(page, publishing, useTimeZone())}</>;
}

/** The page as the editor loads it (after a restore). */
export interface LoadedPage {
  page: StudioEntryView;
  blocks: StudioEntryView[];
  linked: StudioEntryView[];
}

export interface PageHistoryProps {
  pageId: string;
  /** Changes after each publish: the open panel reloads. */
  refreshKey: number;
  /** The page entry's published version now: the version that recorded it is what shoppers get. */
  publishedVersion: number | null;
  /** Unsaved edits on screen: a restore would replace them, so it waits until they are saved. */
  unsaved: boolean;
  /** The versions the editor holds of the page and its entries (the restore's version check). */
  heldVersions: () => Record<string, number>;
  /** A version was restored as the draft: show the page as the content source now has it. */
  onRestored: (loaded: LoadedPage, version: number) => void;
}

type Compared = ChangesAnswer & { version: PageVersionSummary };

const stateWords = (version: number): Record<EntryState, string> => ({
  new: `not in version ${version}`,
  added: `added to the page since version ${version}`,
  removed: `in version ${version}, not in the draft`,
  changed: 'changed',
  unchanged: 'no changes',
});

export function PageHistory({ pageId, refreshKey, publishedVersion, unsaved, heldVersions, onRestored }: PageHistoryProps) {
  const timeZone = useTimeZone();
  const [open, setOpen] = useState(false);
  const key = `${pageId}#${refreshKey}`;
  const [list, setList] = useState<{ key: string; versions?: PageVersionSummary[]; error?: string }>();
  const [compared, setCompared] = useState<{ version: number; answer?: Compared; error?: string }>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string }>();

  useEffect(() => {
    if (!open) return;
    let current = true;
    studioCall<{ versions: PageVersionSummary[] }>('GET', `/api/studio/pages/${encodeURIComponent(pageId)}/history`).then((found) => {
      if (current) setList((before) => (found.ok ? { key, versions: found.value.versions } : { key, versions: before?.versions, error: found.message }));
    });
    return () => {
      current = false;
    };
  }, [open, key, pageId]);
  const loading = open && list?.key !== key;

  async function compare(version: number) {
    if (compared?.version === version) return setCompared(undefined);
    setCompared({ version });
    const found = await studioCall<Compared>('GET', `/api/studio/pages/${encodeURIComponent(pageId)}/history/${version}/changes`);
    setCompared((now) => (now?.version !== version ? now : found.ok ? { version, answer: found.value } : { version, error: found.message }));
  }

  async function restore(version: number) {
    setBusy(true);
    setMessage(undefined);
    const answer = await studioCall<LoadedPage & { restored: string[] }>('POST', `/api/studio/pages/${encodeURIComponent(pageId)}/history/${version}/restore`, { versions: heldVersions() });
    setBusy(false);
    if (!answer.ok) return setMessage({ error: true, text: answer.message });
    setCompared(undefined);
    onRestored(answer.value, version);
    setMessage({
      error: false,
      text: answer.value.restored.length
        ? `Version ${version} is restored as the draft. Nothing is published: shoppers get it once you publish.`
        : `The draft was already version ${version}: nothing needed restoring.`,
    });
  }

  const versions = list?.versions;
  // The newest version that recorded the page's published version now (a later publish of blocks alone keeps it).
  const live = versions?.find((v) => v.pagePublishedVersion !== null && v.pagePublishedVersion === publishedVersion)?.version;
  return (
    <details className="studio-history" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>History</summary>
      <div aria-busy={loading}>
        {loading && !versions && <p>{'Loading the history\u2026'}</p>}
        {list?.error && (
          <p role="alert" className="studio-notice studio-notice--error">
            {list.error}
          </p>
        )}
        {versions && versions.length === 0 && <p>No versions yet: each publish from the studio is kept here, to compare with the draft or restore.</p>}
        {unsaved && versions && versions.length > 0 && <p className="studio-help">Save your changes before restoring a version: restoring replaces the draft.</p>}
        {versions && versions.length > 0 && (
          <ol className="studio-history__versions" aria-label="Versions, newest first">
            {versions.map((v) => {
              const open = compared?.version === v.version;
              const answer = open ? compared?.answer : undefined;
              return (
                <li key={v.version}>
                  <p>
                    <strong>Version {v.version}</strong>
                    {v.version === live ? ' (what shoppers get)' : ''}: {versionWords(v, timeZone)}.{' '}
                    <span className="studio-help">
                      {v.publishedCount === 1 ? '1 entry' : `${v.publishedCount} entries`} published of {v.entryCount + 1}.
                    </span>
                  </p>
                  <button type="button" aria-expanded={open} aria-label={`Compare with the draft: version ${v.version}`} onClick={() => void compare(v.version)}>
                    Compare with the draft
                  </button>{' '}
                  <ConfirmButton
                    buttonLabel={`Restore as draft: version ${v.version}`}
                    question={`Restore version ${v.version} as the draft?`}
                    explanation={`The draft of the page and of its blocks becomes version ${v.version} (${versionWords(v, timeZone)}). Nothing is published: shoppers keep the page they get now until you publish.`}
                    confirm="Restore as draft"
                    disabled={busy || unsaved}
                    onConfirm={() => void restore(v.version)}
                  >
                    Restore as draft
                  </ConfirmButton>
                  {open && (
                    <section className="studio-history__compare" aria-label={`Version ${v.version} compared with the draft`} aria-busy={!answer && !compared?.error}>
                      {!answer && !compared?.error && <p>{'Comparing\u2026'}</p>}
                      {compared?.error && (
                        <p role="alert" className="studio-notice studio-notice--error">
                          {compared.error}
                        </p>
                      )}
                      {answer && !answer.changed && <p>No differences: the saved draft is version {v.version}.</p>}
                      {answer && answer.changed && <ChangesList answer={answer} idPrefix={`studio-history-${v.version}`} wording={{ columns: [`Version ${v.version}`, 'Draft'], states: stateWords(v.version) }} />}
                    </section>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {message && (
          <p role={message.error ? 'alert' : 'status'} className={message.error ? 'studio-notice studio-notice--error' : 'studio-notice'}>
            {message.text}
          </p>
        )}
      </div>
    </details>
  );
}
