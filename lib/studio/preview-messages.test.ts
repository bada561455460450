// The studio's live preview messages (issue 33): each side takes a message only from the other, of this origin.
import { describe, expect, it } from 'vitest';
import { frameMessage, studioMessage } from './preview-messages';

const ORIGIN = 'https://shop.example';
const frame = { name: 'frame window' };
const parent = { name: 'studio window' };

describe('frameMessage (the studio reading its frame)', () => {
  it('takes the frame’s ready, hover and select messages', () => {
    expect(frameMessage({ origin: ORIGIN, source: frame, data: { type: 'atelier-preview:ready' } }, ORIGIN, frame)).toEqual({ type: 'atelier-preview:ready' });
    expect(frameMessage({ origin: ORIGIN, source: frame, data: { type: 'atelier-preview:select', entryId: 'abc1', fieldId: 'heading' } }, ORIGIN, frame)).toEqual({
      type: 'atelier-preview:select',
      entryId: 'abc1',
      fieldId: 'heading',
    });
    expect(frameMessage({ origin: ORIGIN, source: frame, data: { type: 'atelier-preview:hover' } }, ORIGIN, frame)).toEqual({ type: 'atelier-preview:hover' });
  });

  it('refuses another origin, another window, and a message of the wrong shape', () => {
    const select = { type: 'atelier-preview:select', entryId: 'abc1' };
    expect(frameMessage({ origin: 'https://evil.example', source: frame, data: select }, ORIGIN, frame)).toBeUndefined();
    expect(frameMessage({ origin: ORIGIN, source: parent, data: select }, ORIGIN, frame)).toBeUndefined();
    expect(frameMessage({ origin: ORIGIN, source: null, data: select }, ORIGIN, null)).toBeUndefined();
    expect(frameMessage({ origin: ORIGIN, source: frame, data: { type: 'atelier-preview:select', entryId: '"><img>' } }, ORIGIN, frame)).toBeUndefined();
    expect(frameMessage({ origin: ORIGIN, source: frame, data: 'atelier-preview:ready' }, ORIGIN, frame)).toBeUndefined();
    // A field id that is not one is left out; the entry is still selected.
    expect(frameMessage({ origin: ORIGIN, source: frame, data: { ...select, fieldId: 'a b' } }, ORIGIN, frame)).toEqual(select);
  });
});

describe('studioMessage (the frame reading the studio)', () => {
  it('takes a refresh from its parent of this origin only', () => {
    const refresh = { type: 'atelier-studio:refresh' };
    expect(studioMessage({ origin: ORIGIN, source: parent, data: refresh }, ORIGIN, parent)).toEqual(refresh);
    expect(studioMessage({ origin: 'https://evil.example', source: parent, data: refresh }, ORIGIN, parent)).toBeUndefined();
    expect(studioMessage({ origin: ORIGIN, source: frame, data: refresh }, ORIGIN, parent)).toBeUndefined();
    expect(studioMessage({ origin: ORIGIN, source: parent, data: { type: 'other' } }, ORIGIN, parent)).toBeUndefined();
  });
});
