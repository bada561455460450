/**
 * The reliability suite's figures: each test file records what it measured (a count, a time, a status) with
 * the budget it was held to. `npm run reliability` (scripts/reliability.mjs) collects the files written here
 * into the figures table of docs/reliability.md. They live under .data/ (not test-results/, which Playwright empties
 * when it starts, after this suite in npm test).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Figure {
  /** What was measured, in a reader's words ("wrong promo codes accepted per minute from one address"). */
  measure: string;
  /** What was measured, as it reads in the table ("10", "2.1 s", "0 of 14,070"). */
  value: string;
  /** The rule it is held to ("≤ 10", "< 3 s", "0"). */
  budget: string;
  ok: boolean;
}

export const FIGURES_DIR = join(fileURLToPath(new URL('../..', import.meta.url)), '.data/reliability-figures');

/** Adds figures under `topic` (one JSON file per topic; a later figure of the same measure replaces the earlier). */
export function recordFigures(topic: string, figures: Figure[]): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = join(FIGURES_DIR, `${topic.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.json`);
  let existing: { topic: string; figures: Figure[] } = { topic, figures: [] };
  try {
    existing = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first figure of this topic in this run
  }
  // The last figure of a measure wins: a test retried records its second attempt, not both.
  const byMeasure = new Map(existing.figures.map((f) => [f.measure, f]));
  for (const f of figures) {
    byMeasure.delete(f.measure);
    byMeasure.set(f.measure, f);
  }
  existing.figures = [...byMeasure.values()];
  writeFileSync(file, JSON.stringify(existing, null, 2));
}
