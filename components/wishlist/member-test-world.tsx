/**
 * Tests of the hearts, product buttons and the wish list page: a fresh member store per test, the fake API as
 * `fetch`, the session cookie, the page's URL, and the guest's navigation to sign-in recorded instead of made.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApi, setSessionCookie, type Answer } from '../account/account.fixtures';
import { resetActions, setNavigate } from './member-actions';
import { resetMemberStore } from './member-store';
import { Toasts } from './wishlist.fixtures';

export function memberTestWorld() {
  const navigate = vi.fn();
  beforeEach(() => {
    resetMemberStore();
    resetActions();
    setNavigate(navigate);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    navigate.mockReset();
    setSessionCookie(false);
  });
  /** Renders `ui` with the notification centre at `url`, answering from `routes`. */
  function setup(ui: ReactNode, routes: Record<string, Answer>, { session = true, url = '/', hold }: { session?: boolean; url?: string; hold?: (call: { method: string; url: string }) => Promise<void> | undefined } = {}) {
    window.history.replaceState(null, '', url);
    setSessionCookie(session);
    const fake = fakeApi(routes);
    // `hold` may keep a call's answer (made when the call was sent) back until the test lets it go.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const answer = fake.fetch(input, init);
      await hold?.({ method: init.method ?? 'GET', url: String(input) });
      return answer;
    });
    render(<Toasts>{ui}</Toasts>);
    return fake;
  }
  return { navigate, setup };
}
