import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { studioRoleOfPage } from '@/server/studio/access';
import type { Metadata } from 'next';
import '@/components/studio/studio.css';

export const metadata: Metadata = { title: 'Studio · Atelier', robots: { index: false, follow: false } };

/**
 * The editors' studio layout (issue 18): its own bar and no shop header, so the studio's code and styles load
 * only under /studio. Each page checks the editor first (server/studio/access.ts); only an admin's bar links People.
 */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <div className="studio">
      <header className="studio-bar">
        <Link href="/studio" className="studio-bar__home">
          Atelier studio
        </Link>
        <nav aria-label="Studio">
          <Link href="/studio">Pages</Link>{' '}
          <Suspense fallback={null}>
            <PeopleLink />
          </Suspense>{' '}
          <Link href="/">Shop</Link>
        </nav>
      </header>
      <main id="main" className="studio-main" aria-label="Studio">
        {children}
      </main>
    </div>
  );
}

/** "People" in the studio bar, for an admin only (the page itself answers anyone else 403). */
async function PeopleLink() {
  return (await studioRoleOfPage()) === 'admin' ? <Link href="/studio/people">People</Link> : null;
}
