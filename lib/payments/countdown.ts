/**
 * The payment countdown's one reading (the PromptPay QR's time left): what the timer shows, and whether this
 * moment is one a screen reader is told. There is one clock — the payment's deadline less now — and the spoken
 * text is that same reading at those moments, never a second clock of its own (issue 21: "14:58" shown beside
 * "15:00 left to pay"). Safe for the browser bundle.
 */

/** A countdown as `mm:ss` (minutes may pass 59 for long ones); whole seconds, rounded up. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether the time left is a moment worth announcing (each whole minute, then 30 and 10 seconds). */
export function announces(msLeft: number): boolean {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);
}

export interface CountdownReading {
  /** `mm:ss`, what the timer shows. */
  time: string;
  /** The same time, to be spoken now; null between announcements (the live region is then empty). */
  spoken: string | null;
}

/** The countdown at `deadline - now` ms: the timer's text and, at an announcement moment, the same text to speak. */
export function countdownReading(msLeft: number, remaining: (time: string) => string): CountdownReading {
  const time = formatCountdown(msLeft);
  return { time, spoken: announces(msLeft) ? remaining(time) : null };
}
