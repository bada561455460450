/**
 * The page editor's undo and redo (issue 33): a list of the states before each change and a list of the states
 * undone, each with the words that name the change ("removal of Hero banner: Summer glow"). Typing is one step, not
 * one per key: a change with the same key (the entry and field typed in) within `COALESCE_MS` of the last one adds no
 * step. Any new change empties the redo list, as in every editor. Pure and generic over the state it keeps, so the
 * editor decides what a state is (its fields, blocks and linked entries) and what an undo restores.
 */

export interface EditStep<S> {
  state: S;
  /** What the change did, as an editor reads it after "Undo" or "Redo". */
  label: string;
}

export interface EditHistory<S> {
  past: readonly EditStep<S>[];
  future: readonly EditStep<S>[];
  /** The key and time of the last recorded change: typing in the same place soon after is the same step. */
  last?: { key: string; at: number };
}

/** Typing pauses longer than this start a new undo step. */
export const COALESCE_MS = 1000;
/** The oldest steps are forgotten beyond this many. */
export const HISTORY_LIMIT = 200;

export const emptyHistory = <S>(): EditHistory<S> => ({ past: [], future: [] });

/**
 * A change is about to be made to `before`: records it as a step, unless it continues the last change (same `key`
 * within COALESCE_MS). A change without a key (a move, an add, a removal) is always a step of its own.
 */
export function recordChange<S>(history: EditHistory<S>, before: S, label: string, now: number, key?: string): EditHistory<S> {
  const continues = key !== undefined && history.last?.key === key && now - history.last.at < COALESCE_MS && history.past.length > 0;
  const last = key === undefined ? undefined : { key, at: now };
  if (continues) return { past: history.past, future: [], last };
  return { past: [...history.past, { state: before, label }].slice(-HISTORY_LIMIT), future: [], last };
}

/** Ends the typing step under way (after a save): the next change, even in the same place, is a step of its own. */
export const endTyping = <S>(history: EditHistory<S>): EditHistory<S> => (history.last ? { ...history, last: undefined } : history);

/** Undoes the last step from `current`: answers the state to show and the new history, or undefined when there is none. */
export function undoChange<S>(history: EditHistory<S>, current: S): { state: S; label: string; history: EditHistory<S> } | undefined {
  const step = history.past.at(-1);
  if (!step) return undefined;
  return { state: step.state, label: step.label, history: { past: history.past.slice(0, -1), future: [...history.future, { state: current, label: step.label }] } };
}

/** Redoes the last undone step from `current`, or undefined when nothing was undone since the last change. */
export function redoChange<S>(history: EditHistory<S>, current: S): { state: S; label: string; history: EditHistory<S> } | undefined {
  const step = history.future.at(-1);
  if (!step) return undefined;
  return { state: step.state, label: step.label, history: { past: [...history.past, { state: current, label: step.label }], future: history.future.slice(0, -1) } };
}

/** Whether a key press is the editor's undo (Ctrl or ⌘ + Z) or redo (Ctrl or ⌘ + Shift + Z, Ctrl + Y). */
export function historyShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey && event.ctrlKey) return 'redo';
  return undefined;
}
