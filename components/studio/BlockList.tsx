'use client';
/**
 * The studio's list of blocks (issue 18): select, duplicate, remove, and reorder by dragging a block's handle or by focusing
 * it and pressing the up and down arrow keys. The page's blocks and the blocks inside a segment-blocks entry are
 * both this list; the editor owns the order and says what changed (its live region).
 */
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { StudioBlockForm } from '@/lib/studio/form-schema';
import { editorDescription } from '@/lib/studio/block-descriptions';

export interface BlockListItem {
  id: string;
  label: string;
  dirty: boolean;
  hasProblems: boolean;
  /** Said after the name, e.g. "2 fields not translated". */
  note?: string;
}

export interface BlockListProps {
  /** The list's accessible name: the id of its heading, or a name of its own. */
  name: { labelledBy: string } | { label: string };
  /** The id of the reordering help text the handles point to. */
  helpId: string;
  items: BlockListItem[];
  selected?: string;
  emptyText: string;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** A copy of the block (and of the entries below it) after it; no Duplicate button when unset. */
  onDuplicate?: (index: number) => void;
  /** Shown under an item, inside it (a segment-blocks entry's own blocks). */
  renderBelow?: (id: string) => ReactNode;
}

export function BlockList({ name, helpId, items, selected, emptyText, onSelect, onMove, onRemove, onDuplicate, renderBelow }: BlockListProps) {
  const [dragging, setDragging] = useState<number>();
  const [focusHandle, setFocusHandle] = useState<string>();
  const handles = useRef(new Map<string, HTMLButtonElement>());

  // After a move by keyboard the handle moved with its block: keep the focus on it.
  useEffect(() => {
    if (focusHandle) handles.current.get(focusHandle)?.focus();
  }, [focusHandle, items]);

  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : undefined;
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (to < 0 || to >= items.length) return;
    setFocusHandle(items[index].id);
    onMove(index, to);
  }

  function onDrop(event: DragEvent<HTMLLIElement>, index: number) {
    // A drop inside a nested list is that list's.
    event.preventDefault();
    event.stopPropagation();
    if (dragging !== undefined && dragging !== index) onMove(dragging, index);
    setDragging(undefined);
  }

  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <ol className="studio-blocks" {...('labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label })}>
      {items.map((item, index) => {
        const below = renderBelow?.(item.id);
        return (
          <li
            key={item.id}
            className={`studio-blocks__item${selected === item.id ? ' is-selected' : ''}${item.hasProblems ? ' has-problems' : ''}`}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, index)}
          >
            <button
              type="button"
              className="studio-blocks__handle"
              draggable
              onDragStart={(e) => {
                e.stopPropagation();
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', item.id);
                setDragging(index);
              }}
              onDragEnd={() => setDragging(undefined)}
              ref={(el) => {
                if (el) handles.current.set(item.id, el);
                else handles.current.delete(item.id);
              }}
              aria-label={`Move ${item.label}, position ${index + 1} of ${items.length}`}
              aria-describedby={helpId}
              onKeyDown={(e) => onHandleKey(e, index)}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <button type="button" className="studio-blocks__name" aria-pressed={selected === item.id} onClick={() => onSelect(item.id)}>
              {item.label}
              {item.dirty && <span className="studio-blocks__flag"> (unsaved)</span>}
              {item.hasProblems && <span className="studio-blocks__flag"> (needs fixing)</span>}
              {item.note && <span className="studio-blocks__note"> ({item.note})</span>}
            </button>
            {onDuplicate && (
              <button type="button" className="studio-blocks__duplicate" onClick={() => onDuplicate(index)} aria-label={`Duplicate ${item.label}`}>
                Duplicate
              </button>
            )}
            <button type="button" className="studio-blocks__remove" onClick={() => onRemove(index)} aria-label={`Remove ${item.label}`}>
              Remove
            </button>
            {below && <div className="studio-blocks__below">{below}</div>}
          </li>
        );
      })}
    </ol>
  );
}

export interface AddBlockMenuProps {
  forms: StudioBlockForm[];
  summary: string;
  /** Prefix of the ids of the blocks' descriptions (unique on the page). */
  idPrefix: string;
  /** `studio-add` for the page's menu (one per page, as tests find it), `studio-add-inner` for one inside segment blocks. */
  className?: string;
  disabled?: boolean;
  onAdd: (form: StudioBlockForm) => void;
}

/** The registered blocks to add, each described in an editor's words (what a shopper sees). */
export function AddBlockMenu({ forms, summary, idPrefix, className = 'studio-add', disabled, onAdd }: AddBlockMenuProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  // A chosen block closes the menu, as a menu does, and the keyboard is back on its summary (the list of every block
  // stayed open under the new block's form before, a page long).
  const add = (form: (typeof forms)[number]) => {
    onAdd(form);
    if (!menu.current) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <details className={className} ref={menu}>
      <summary>{summary}</summary>
      <ul>
        {forms.map((form) => (
          <li key={form.contentType}>
            <button type="button" disabled={disabled} onClick={() => add(form)} aria-describedby={`${idPrefix}-${form.contentType}`}>
              {form.name}
            </button>
            <span id={`${idPrefix}-${form.contentType}`}>{editorDescription(form)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
