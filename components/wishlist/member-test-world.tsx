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
  function setup(ui: ReactNode, routes: Record<string, Answer>, { session = true, url = '/' } = {}) {
    window.history.replaceState(null, '', url);
    setSessionCookie(session);
    const fake = fakeApi(routes);
    vi.stubGlobal('fetch', fake.fetch);
    render(<Toasts>{ui}</Toasts>);
    return fake;
  }
  return { navigate, setup };
}
