'use client';
/**
 * A block's linked entries of one content type (carousel slides, category tiles; issue 18): the entries in
 * order, each opened in its own form (the linked content type's schema), moved, unlinked; a new one added, or an
 * existing one picked from the content source's entries of that type.
 */
import { useState } from 'react';
import type { StudioField } from '@/lib/studio/form-schema';
import { studioCall } from './api';

export interface LinkedEntryChoice {
  id: string;
  label: string;
}

export interface LinkedEntriesFieldProps {
  /** Unique on the page: the element ids start with it. */
  id: string;
  field: StudioField;
  /** The linked entries in order, each with the label the editor reads. */
  entries: readonly LinkedEntryChoice[];
  /** The linked entry whose form is open. */
  open?: string;
  problems?: readonly string[];
  /** Linked entries with problems of their own (their ids). */
  failing?: ReadonlySet<string>;
  onOpen: (id: string | undefined) => void;
  onChange: (ids: string[]) => void;
  /** Adds a new, empty entry of the linked type at the end (created on the next save). */
  onAdd: () => void;
}

export function LinkedEntriesField({ id, field, entries, open, problems = [], failing, onOpen, onChange, onAdd }: LinkedEntriesFieldProps) {
  const linked = field.linked!;
  const [choices, setChoices] = useState<LinkedEntryChoice[]>();
  const [picked, setPicked] = useState('');
  const [loadError, setLoadError] = useState<string>();
  const ids = entries.map((e) => e.id);
  const noun = linked.name.toLowerCase();

  async function loadChoices() {
    const answer = await studioCall<{ items: LinkedEntryChoice[] }>('GET', `/api/studio/entries?contentType=${encodeURIComponent(linked.contentType)}`);
    if (answer.ok) setChoices(answer.value.items);
    else setLoadError(answer.message);
  }

  const move = (from: number, to: number) => {
    const next = [...ids];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  const available = (choices ?? []).filter((c) => !ids.includes(c.id));

  return (
    <fieldset className="studio-linked" aria-describedby={problems.length ? `${id}-problems` : undefined}>
      <legend>
        {field.label} ({linked.name} entries)
      </legend>
      {entries.length === 0 ? (
        <p>No {noun} yet.</p>
      ) : (
        <ol aria-label={field.label}>
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <button type="button" aria-pressed={open === entry.id} onClick={() => onOpen(open === entry.id ? undefined : entry.id)}>
                {entry.label}
                {failing?.has(entry.id) && <span className="studio-blocks__flag"> (needs fixing)</span>}
              </button>
              <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${entry.label} up`}>
                Up
              </button>
              <button type="button" disabled={index === entries.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${entry.label} down`}>
                Down
              </button>
              <button type="button" onClick={() => onChange(ids.filter((i) => i !== entry.id))} aria-label={`Remove ${entry.label}`}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="error-detail">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="studio-linked__add">
        <button type="button" onClick={onAdd}>
          Add a new {noun}
        </button>
        {choices === undefined ? (
          <button type="button" onClick={loadChoices}>
            Link an existing {noun}
          </button>
        ) : (
          <span className="studio-linked__pick">
            <label>
              <span>Existing {noun}</span>
              <select value={picked} onChange={(e) => setPicked(e.target.value)}>
                <option value="">{available.length ? `Choose a ${noun}` : `No other ${noun} to link`}</option>
                {available.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              disabled={!picked}
              onClick={() => {
                onChange([...ids, picked]);
                setPicked('');
              }}
            >
              Link
            </button>
          </span>
        )}
        {loadError && <p role="alert">{loadError}</p>}
      </div>
    </fieldset>
  );
}
