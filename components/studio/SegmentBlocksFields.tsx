'use client';
/**
 * A segment-blocks entry's own fields in the studio: its editors-only title and the user segments it shows to,
 * chosen from the store's list (the one the preview options picker offers). Its blocks are edited in the block list.
 */
import type { EntryFields } from '@/lib/studio/form-schema';
import { segmentsOf, withSegments, withTitle } from '@/lib/studio/segment-blocks';
import type { FieldProblem } from '@/lib/studio/validate';

export interface UserSegmentChoice {
  id: string;
  name: string;
}

export interface SegmentBlocksFieldsProps {
  id: string;
  fields: EntryFields;
  defaultLocale: string;
  segments: UserSegmentChoice[];
  problems?: FieldProblem[];
  onChange: (fields: EntryFields) => void;
}

export function SegmentBlocksFields({ id, fields, defaultLocale, segments, problems = [], onChange }: SegmentBlocksFieldsProps) {
  const chosen = segmentsOf(fields, defaultLocale);
  // A segment the entry names that the store no longer has stays listed, so it can be unticked.
  const listed = [...segments, ...chosen.filter((s) => !segments.some((k) => k.id === s)).map((s) => ({ id: s, name: `${s} (not in the store\u2019s list)` }))];
  const segmentProblems = problems.filter((p) => p.field === 'userSegments' || p.field === '');
  const errorId = `${id}-segments-error`;
  const toggle = (segment: string, on: boolean) =>
    onChange(withSegments(fields, on ? [...chosen, segment] : chosen.filter((s) => s !== segment), defaultLocale, segments.map((s) => s.id)));

  return (
    <div className="studio-segment-fields">
      <label className="studio-field">
        <span>Title (for editors only)</span>
        <input value={String(fields.title?.[defaultLocale] ?? '')} onChange={(e) => onChange(withTitle(fields, e.target.value, defaultLocale))} />
      </label>
      <fieldset className="studio-field studio-segments" aria-describedby={segmentProblems.length ? errorId : undefined}>
        <legend>Show these blocks only to visitors in</legend>
        {listed.length === 0 && <p>The store has no user segments yet.</p>}
        {listed.map((s) => (
          <label key={s.id} className="studio-check">
            <input type="checkbox" checked={chosen.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
            {s.name}
          </label>
        ))}
      </fieldset>
      {segmentProblems.length > 0 && (
        <ul id={errorId} className="studio-field-error">
          {segmentProblems.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      )}
      <p className="studio-help">Shoppers see these blocks only in one of the segments ticked; the live pages are rendered for no segment. Preview as a segment to see them.</p>
    </div>
  );
}
