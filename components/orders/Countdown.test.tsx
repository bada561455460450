import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Every `mm:ss` reading on the page, visible or for screen readers. */
const readings = () => [...document.body.textContent!.matchAll(/\d\d:\d\d/g)].map((m) => m[0]);

describe('the PromptPay countdown (issue 21, item 12)', () => {
  it('shows one reading of one deadline: the spoken text never disagrees with the timer', () => {
    vi.useFakeTimers();
    let clock = Date.parse('2026-11-27T03:00:00Z');
    const now = () => clock;
    const expiresAt = new Date(clock + 15 * 60_000).toISOString();
    render(<Countdown expiresAt={expiresAt} label="Time left to pay" remaining="{time} left to pay" now={now} />);
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '15:00');
    expect(new Set(readings())).toEqual(new Set(['15:00']));

    // Two seconds on: the timer says 14:58, and nothing on the page still says 15:00.
    act(() => {
      clock += 2000;
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '14:58');
    expect(readings()).toEqual(['14:58']);

    // At the next whole minute the live region speaks the timer's own reading.
    act(() => {
      clock += 58_000;
      vi.advanceTimersByTime(58_000);
    });
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '14:00');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('14:00 left to pay');
    expect(new Set(readings())).toEqual(new Set(['14:00']));
  });
});
