'use client';

/**
 * The time left to pay, as `mm:ss`, ticking every second. The visible timer is not live (role `timer`);
 * a polite live region speaks the same reading once a minute, and at 30 and 10 seconds, and is empty in
 * between — one deadline, one reading (`lib/payments/countdown.ts`), so nothing on the page disagrees with
 * the timer, and a screen reader is told how long is left without being interrupted every second.
 */
import { useEffect, useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { countdownReading } from '@/lib/payments/countdown';

const systemClock = () => Date.now();

/** `now` must be stable (the default is): the ticking restarts when it changes. */
export function Countdown({ expiresAt, label, remaining, now = systemClock }: { expiresAt: string; label: string; remaining: string; now?: () => number }) {
  const deadline = new Date(expiresAt).getTime();
  const [left, setLeft] = useState(() => deadline - now());
  useEffect(() => {
    const tick = () => setLeft(deadline - now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);
  const reading = countdownReading(left, (time) => fill(remaining, { time }));
  return (
    <div className="payment-countdown">
      <span className="payment-countdown__label" id="payment-countdown-label">{label}</span>
      <span className="payment-countdown__time" role="timer" aria-labelledby="payment-countdown-label">{reading.time}</span>
      <span className="visually-hidden" aria-live="polite">{reading.spoken ?? ''}</span>
    </div>
  );
}
