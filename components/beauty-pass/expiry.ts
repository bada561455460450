/**
 * The points expiry popup's rules (issue 9): it warns when some points expire within 30 days, once per
 * browser session (checked once, shown at most once; signing out starts over). A module of its own, so the
 * header can ask before loading the popup's chunk.
 */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY = 'atelier.pointsExpiryChecked';

export function expiresSoon(points: { expiring: number; expiresAt: string | null }, now: number): boolean {
  if (points.expiring <= 0 || !points.expiresAt) return false;
  const left = Date.parse(points.expiresAt) - now;
  return left > 0 && left <= EXPIRY_WARNING_DAYS * DAY_MS;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const expiryChecked = (): boolean => storage()?.getItem(KEY) === '1';
export const markExpiryChecked = (): void => storage()?.setItem(KEY, '1');
export const forgetExpiryCheck = (): void => storage()?.removeItem(KEY);

export interface ExpiryPopupLabels {
  title: string;
  /** "{points} points expire on {date}. …" */
  body: string;
  rewards: string;
  close: string;
}
