/**
 * The frame of a developer page under /sandbox: heading, one line on what it is for, a link back to the
 * index, and the page's content behind `SandboxGate` inside a `<Suspense>` (the content is rendered per
 * request). Developer pages are English only, like the sandbox's other pages.
 */
import { Suspense, type ReactNode } from 'react';
import { SandboxGate } from '../orders/SandboxGate';
import '@/app/styles/sandbox.css';

export function SandboxShell({ title, intro, indexHref, loading = 'Loading…', children }: { title: string; intro: ReactNode; indexHref?: string; loading?: string; children: ReactNode }) {
  return (
    <div className="container section sandbox-page">
      {indexHref ? <p><a href={indexHref}>All developer pages</a></p> : null}
      <h1>{title}</h1>
      <p>{intro}</p>
      <Suspense fallback={<p role="status">{loading}</p>}>
        <SandboxGate>{children}</SandboxGate>
      </Suspense>
    </div>
  );
}

/** The public API URL of `path` for the page's country and language (to open the raw JSON in the browser). */
export function apiHref(context: { country: { code: string }; lang: string }, path: string): string {
  const [base, query] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('country', context.country.code.toLowerCase());
  params.set('language', context.lang);
  return `/api/web/v1/${base}?${params}`;
}
