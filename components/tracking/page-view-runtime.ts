/**
 * The tracking chunk (loaded by PageViewTracker after hydration): builds the page's page-view event from
 * the document and the member's account, pushes it to `window.dataLayer`, and adds the tag manager's
 * script once. A guest's page asks nothing; a member's account is read once per page load.
 */
import { readBrowserCookie } from '@/lib/cookies';
import { pageViewEvent, type PageStatus, type TrackedAccount } from '@/lib/tracking/data-layer';
import { loadTagManager, pushEvent } from '@/lib/tracking/loader';
import type { TagManagerScript } from '@/lib/tracking/tag-manager';
import { hasSession } from '../account/session';
import type { ApiLocale } from '../account/account-api';
import { deviceForWidth } from '@/lib/device';

export interface TrackPageViewOptions {
  /** The public path and status of the page when it was shown. */
  pathname: string;
  status: PageStatus;
  api: ApiLocale;
  tagManager: TagManagerScript | null;
}

let account: Promise<TrackedAccount | null> | undefined;

/** The member's account, or null for a guest or when it cannot be read (the page view is still sent). */
function memberAccount(api: ApiLocale): Promise<TrackedAccount | null> {
  if (!hasSession()) return Promise.resolve(null);
  account ??= import('../account/account-api').then((m) => m.accountApi(api).fullAccount()).catch(() => null);
  return account;
}

export async function trackPageView({ pathname, status, api, tagManager }: TrackPageViewOptions, win: Window = window): Promise<void> {
  // The site block's `mobile` is device detection's (lib/device.ts: below the desktop header's 1024 px).
  const mobile = deviceForWidth(win.innerWidth) === 'mobile';
  try {
    loadTagManager(tagManager, win, readBrowserCookie('experimentConsent'));
  } catch (error) {
    console.error(error);
  }
  const event = pageViewEvent({ pathname, country: api.country, language: api.language, mobile, status, account: await memberAccount(api) });
  if (event) pushEvent(win, event);
}

/** Tests: forget the member's account. */
export function resetTrackingForTests(): void {
  account = undefined;
}
