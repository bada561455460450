/**
 * Shared by the account tests and stories: the real English strings (as the pages pass them), the paths
 * of the default language, and a fake `fetch` at the API client's boundary answering local `Response`s.
 */
import { countries } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import { builtInNavigation } from '@/renderer/layout';
import { getTranslator } from '@/lib/i18n/intl';
import { accountMenuLabels, authLabels, authPaths } from './server-labels';
import type { AccountSummary } from './account-api';

const sg = countries.get('SG')!;
export const labels = authLabels(sg, 'en');
export const paths = authPaths(pageContextFor('sg', 'en')!.href);
export const api = { country: 'sg', language: 'en' };
export const menuLabels = accountMenuLabels(sg, 'en');
export const menuLinks = builtInNavigation(getTranslator(sg, 'en')).account.map((l) => ({ label: l.label, href: l.path }));
export const callingCodes = countries.list.map((c) => ({ code: c.callingCode, name: c.name }));

export const account: AccountSummary = { firstName: 'Mei', lastName: 'Tan', loyaltyPoints: 1250, loyaltyTier: 'gold' };

/** One answer of the fake API: a status and a JSON body (or a function of the request). */
export type Answer = { status: number; body?: unknown } | ((request: { method: string; path: string; body: unknown }) => { status: number; body?: unknown });

export interface RecordedCall {
  method: string;
  /** The path under /api/web/v1, without the query. */
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * A `fetch` that answers `METHOD path` from `routes` (e.g. `'POST sessions'`) and records every call;
 * an unknown route is a 404. Answers may be delayed with `delayMs` (to see loading states).
 */
export function fakeApi(routes: Record<string, Answer>, { delayMs = 0 } = {}) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/web\/v1\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: new Headers(init.headers) });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route({ method, path, body }) : route ?? { status: 404, body: { message: 'Resource not found!' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/**
 * The last call that changed something (not a GET): what a test of a press asserts. A read the component
 * makes afterwards (a refetch once the change is answered) may come last, sooner or later by the machine's load.
 */
export const lastWrite = (calls: readonly RecordedCall[]) => calls.filter((c) => c.method !== 'GET').at(-1);

/** Sets or removes the readable session cookie (`jwt-data`) in the test document. */
export function setSessionCookie(present: boolean): void {
  document.cookie = present ? 'jwt-data=header.payload; path=/' : 'jwt-data=; Max-Age=0; path=/';
}

/**
 * A story's `beforeEach`: the page's URL, the fake API as `fetch`, and the session cookie; the returned
 * cleanup puts back what was there.
 */
export function storyWorld(routes: Record<string, Answer>, { url = '/', session = false, delayMs = 0 } = {}) {
  return () => {
    const original = { fetch: globalThis.fetch, url: window.location.pathname + window.location.search + window.location.hash };
    window.history.replaceState(null, '', url);
    globalThis.fetch = fakeApi(routes, { delayMs }).fetch as typeof fetch;
    setSessionCookie(session);
    return () => {
      globalThis.fetch = original.fetch;
      window.history.replaceState(null, '', original.url);
      setSessionCookie(false);
    };
  };
}
