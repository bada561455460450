'use client';

/**
 * The time left to pay, as `mm:ss`, ticking every second. The visible timer is not live (role `timer`);
 * a separate polite live region speaks it once a minute, and at 30 and 10 seconds — a screen reader is
 * told how long is left without being interrupted every second.
 */
import { useEffect, useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { formatCountdown } from './order-format';

/** Whether the time left is a moment worth announcing (each whole minute, then 30 and 10 seconds). */
export function announces(msLeft: number): boolean {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);
}

export function Countdown({ expiresAt, label, remaining, now = () => Date.now() }: { expiresAt: string; label: string; remaining: string; now?: () => number }) {
  const deadline = new Date(expiresAt).getTime();
  const [left, setLeft] = useState(() => deadline - now());
  const [spoken, setSpoken] = useState(() => fill(remaining, { time: formatCountdown(deadline - now()) }));
  useEffect(() => {
    const tick = () => {
      const ms = deadline - now();
      setLeft(ms);
      if (announces(ms)) setSpoken(fill(remaining, { time: formatCountdown(ms) }));
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, now, remaining]);
  return (
    <div className="payment-countdown">
      <span className="payment-countdown__label" id="payment-countdown-label">{label}</span>
      <span className="payment-countdown__time" role="timer" aria-labelledby="payment-countdown-label">{formatCountdown(left)}</span>
      <span className="visually-hidden" aria-live="polite">{spoken}</span>
    </div>
  );
}
