import type { Metadata } from 'next';
import { Suspense } from 'react';
import { connection } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { listOutbox } from '@/commerce/outbox/outbox';
import { OutboxList } from '@/components/sandbox/OutboxList';
import { sandboxEnabled } from '@/lib/sandbox';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Outbox (developer page)', robots: { index: false } };

async function Messages({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  if (!sandboxEnabled()) return <p>The outbox is switched off on this site (the developer sandbox is off).</p>;
  const { recipient } = await searchParams;
  const filter = typeof recipient === 'string' && recipient.trim() ? recipient.trim().slice(0, 254) : undefined;
  const messages = await listOutbox(getPool(), { recipient: filter, limit: 100 });
  return <OutboxList messages={messages} recipient={filter} />;
}

/**
 * Developer page: the email and SMS the embedded default "sent" (written to the outbox table instead),
 * newest first; `?recipient=` narrows to one address. Password-reset and unlock links work from here.
 */
export default async function OutboxPage({ params, searchParams }: { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await resolvePageContext(params);
  return (
    <div className="container section sandbox-outbox">
      <h1>Outbox</h1>
      <p>Developer page. The embedded store delivers no email or SMS: every message it would send is listed here, newest first.</p>
      <form method="get" className="sandbox-outbox__filter">
        <label htmlFor="outbox-recipient">Recipient</label>
        <input id="outbox-recipient" name="recipient" type="email" autoComplete="off" />
        <button type="submit" className="button button--secondary">Show</button>
      </form>
      <Suspense fallback={<p role="status">Loading messages…</p>}>
        <Messages searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
