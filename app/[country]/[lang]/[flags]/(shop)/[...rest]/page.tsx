import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { logPageNotFound } from '@/lib/log';
import { notFoundMetadata } from '@/lib/metadata';

// Rendered once per unknown path and then served from the cache with its 404 status.
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

export async function generateMetadata({ params }: { params: Promise<{ country: string; lang: string }> }): Promise<Metadata> {
  const { country, lang } = await params;
  return notFoundMetadata(country, lang);
}

/** Any path no route matches: SPEC §2's not-found page with status 404. */
export default async function UnmatchedRoute({ params }: { params: Promise<{ country: string; lang: string; rest: string[] }> }) {
  const { country, lang, rest } = await params;
  logPageNotFound(`/${rest.join('/')}`, { country, lang });
  notFound();
}
