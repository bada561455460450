import type { Metadata } from 'next';
import { NotificationTrials } from '@/components/sandbox/NotificationTrials';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { NOTIFICATION_DEFAULTS, lifetimeOf } from '@/flows/notifications/notifications.machine';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Notification (developer page)', robots: { index: false } };

/** Developer page: SPEC §9's notification defaults, and a button per kind that shows one through the page's centre. */
export default async function SandboxNotificationPage({ params }: { params: Promise<LocaleParams> }) {
  const { href } = await resolvePageContext(params);
  const d = NOTIFICATION_DEFAULTS;
  return (
    <SandboxShell title="Notification" intro="Developer page. The toasts of the store (flows/notifications): success, warning, error and default." indexHref={href('/sandbox')}>
      <section aria-labelledby="notification-defaults">
        <h2 id="notification-defaults">Defaults (SPEC §9)</h2>
        <dl aria-label="Notification defaults">
          <div><dt>Duration</dt><dd>{`${d.duration} ms`}</dd></div>
          <div><dt>Speed (each motion)</dt><dd>{`${d.speed} ms`}</dd></div>
          <div><dt>Shown for</dt><dd>{`${lifetimeOf(d)} ms (duration + 2 × speed)`}</dd></div>
          <div><dt>Width</dt><dd>{`${d.width} px`}</dd></div>
          <div><dt>Position</dt><dd>{d.position}</dd></div>
          <div><dt>At most</dt><dd>{Number.isFinite(d.max) ? d.max : 'unlimited'}</dd></div>
          <div><dt>Type, group</dt><dd>{`${d.type}, ${d.group}`}</dd></div>
        </dl>
        <p>Hovering or focusing a toast pauses its timer; errors are announced as alerts, the others as status.</p>
      </section>
      <NotificationTrials defaultDuration={d.duration} />
    </SandboxShell>
  );
}
