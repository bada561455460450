'use client';

/**
 * `/sandbox/notification`'s buttons: each shows one notification through the page's centre (the default
 * layout's `NotificationsProvider`), with SPEC §9's defaults or the duration chosen here.
 */
import { useState } from 'react';
import { useNotify } from '../notifications/notify-context';
import { NOTIFICATION_SAMPLES } from '../notifications/notification-samples';

export function NotificationTrials({ defaultDuration }: { defaultDuration: number }) {
  const notify = useNotify();
  const [duration, setDuration] = useState(defaultDuration);
  return (
    <section aria-labelledby="notification-try">
      <h2 id="notification-try">Try them</h2>
      <div className="sandbox-form">
        <label>
          Duration (ms)
          <input type="number" min={0} step={500} value={duration} onChange={(e) => setDuration(Number(e.target.value))} />
        </label>
      </div>
      <div className="sandbox-row">
        {NOTIFICATION_SAMPLES.map(([name, item]) => (
          <button key={name} type="button" className="button button--secondary" onClick={() => notify({ ...item, duration })}>{name}</button>
        ))}
      </div>
    </section>
  );
}
