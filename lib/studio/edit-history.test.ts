import { describe, expect, it } from 'vitest';
import { COALESCE_MS, emptyHistory, endTyping, HISTORY_LIMIT, historyShortcut, recordChange, redoChange, undoChange, type EditHistory } from './edit-history';

describe('the page editor’s undo and redo', () => {
  it('undoes changes one by one back to the opened state, then redoes them in order', () => {
    let history: EditHistory<string> = emptyHistory();
    history = recordChange(history, 'opened', 'adding Hero banner', 0);
    history = recordChange(history, 'one block', 'removal of Hero banner', 5000);
    const first = undoChange(history, 'no block')!;
    expect([first.state, first.label]).toEqual(['one block', 'removal of Hero banner']);
    const second = undoChange(first.history, first.state)!;
    expect([second.state, second.label]).toEqual(['opened', 'adding Hero banner']);
    expect(undoChange(second.history, second.state)).toBeUndefined();
    const again = redoChange(second.history, second.state)!;
    expect(again.state).toBe('one block');
    expect(redoChange(again.history, again.state)!.state).toBe('no block');
  });

  it('keeps typing in one field within a second as one step, and a pause or another field as a new one', () => {
    let history: EditHistory<string> = emptyHistory();
    history = recordChange(history, '', 'typing in Heading', 0, 'hero.heading');
    history = recordChange(history, 'S', 'typing in Heading', 300, 'hero.heading');
    history = recordChange(history, 'Su', 'typing in Heading', 600, 'hero.heading');
    expect(history.past.map((s) => s.state)).toEqual(['']);
    history = recordChange(history, 'Sum', 'typing in Heading', 600 + COALESCE_MS, 'hero.heading');
    history = recordChange(history, 'Sum|', 'typing in Text', 700 + COALESCE_MS, 'hero.text');
    expect(history.past.map((s) => s.state)).toEqual(['', 'Sum', 'Sum|']);
  });

  it('starts a new step after a save even when typing goes on in the same field at once', () => {
    let history: EditHistory<string> = emptyHistory();
    history = recordChange(history, '', 'typing in Heading', 0, 'hero.heading');
    history = endTyping(history);
    history = recordChange(history, 'Saved', 'typing in Heading', 100, 'hero.heading');
    expect(history.past.map((s) => s.state)).toEqual(['', 'Saved']);
  });

  it('forgets what was undone once a new change is made', () => {
    let history: EditHistory<number> = recordChange(emptyHistory<number>(), 1, 'a change', 0);
    history = undoChange(history, 2)!.history;
    expect(history.future).toHaveLength(1);
    history = recordChange(history, 1, 'another change', 10);
    expect(redoChange(history, 3)).toBeUndefined();
  });

  it('a change after an undo starts a new step even when typed in the same field', () => {
    let history: EditHistory<string> = recordChange(emptyHistory<string>(), 'a', 'typing', 0, 'k');
    history = undoChange(history, 'ab')!.history;
    history = recordChange(history, 'a', 'typing', 100, 'k');
    expect(history.past.map((s) => s.state)).toEqual(['a']);
  });

  it('keeps at most the last HISTORY_LIMIT steps', () => {
    let history: EditHistory<number> = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = recordChange(history, i, `change ${i}`, i * 10_000);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0].state).toBe(5);
  });

  it('reads Ctrl or ⌘ + Z as undo and Shift + Z or Ctrl + Y as redo, and nothing else', () => {
    const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>) =>
      historyShortcut({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('z', { metaKey: true })).toBe('undo');
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
    expect(press('z', {})).toBeUndefined();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeUndefined();
    expect(press('s', { ctrlKey: true })).toBeUndefined();
  });
});
