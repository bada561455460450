'use client';

/**
 * The points expiry popup (issue 9): on a signed-in member's first page of a browser session (after signing
 * in, say) it reads the member's points once, and when some expire within 30 days a modal dialog says how many
 * and by when, with a link to the rewards boutique. The read is the page's `beauty-pass` query (SPEC §7 retries). A native `<dialog>` opened with `showModal()`: the rest of
 * the page is inert (focus stays inside), Escape and "Close" dismiss it, and focus returns where it was.
 * Loaded by the header's account menu only for a member who has not been checked this session, so a guest's
 * pages never download it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import type { ApiLocale } from '../account/account-api';
import { formatDay } from '../orders/order-format';
import type { BeautyPassResponse } from '@/schemas/api/beauty-pass';
import { expiresSoon, markExpiryChecked, type ExpiryPopupLabels } from './expiry';
import { beautyPassKey, readBeautyPass } from './use-beauty-pass';
import { useApiQuery } from '../query/use-api-query';

export interface PointsExpiryPopupProps {
  api: ApiLocale;
  labels: ExpiryPopupLabels;
  rewardsPath: string;
  /** The Intl locale and the country's time zone of the date. */
  locale: string;
  timeZone: string;
  /** Tests pass their own read and clock. */
  read?: (signal: AbortSignal) => Promise<BeautyPassResponse>;
  now?: () => number;
}

type Points = BeautyPassResponse['points'];

export default function PointsExpiryPopup({ api, labels, rewardsPath, locale, timeZone, read, now = Date.now }: PointsExpiryPopupProps) {
  const [closed, setClosed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // The page's Beauty Pass query: shared with the dashboard when both are on the page.
  const { data: pass } = useApiQuery(beautyPassKey(api), read ?? readBeautyPass(api));
  // Checked once per answer (the header mounts this at most once per page). Nothing to warn about when the
  // points cannot be read; the next page of the session tries again.
  useEffect(() => {
    if (pass) markExpiryChecked();
  }, [pass]);
  const points: Points | null = pass && !closed && expiresSoon(pass.points, now()) ? pass.points : null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (points && dialog && !dialog.open) dialog.showModal();
  }, [points]);

  if (!points?.expiresAt) return null;
  const close = () => dialogRef.current?.close();
  return (
    <dialog ref={dialogRef} className="bp-expiry" aria-labelledby={titleId} onClose={() => setClosed(true)}>
      <h2 id={titleId}>{labels.title}</h2>
      <p>{fill(labels.body, { points: new Intl.NumberFormat(locale).format(points.expiring), date: formatDay(points.expiresAt, { locale, timeZone }) })}</p>
      <p className="bp-expiry__actions">
        <a className="button" href={rewardsPath}>{labels.rewards}</a>
        <button type="button" className="button button--secondary" onClick={close}>{labels.close}</button>
      </p>
    </dialog>
  );
}
