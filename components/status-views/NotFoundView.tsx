import Link from 'next/link';

export interface NotFoundViewProps {
  title: string;
  body: string;
  searchLabel: string;
  backHomeLabel: string;
  homeHref: string;
  searchHref: string;
}

/** SPEC §2/§8: the not-found page invites the visitor to search or go home. */
export function NotFoundView({ title, body, searchLabel, backHomeLabel, homeHref, searchHref }: NotFoundViewProps) {
  return (
    // data-page-status: the status the page view reports (lib/tracking/page-status.ts).
    <section className="status-view" aria-labelledby="not-found-title" data-page-status="404">
      <p className="status-view__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">{title}</h1>
      <p>{body}</p>
      <div className="status-view__actions">
        <Link className="button" href={homeHref}>{backHomeLabel}</Link>
        <Link className="button button--secondary" href={searchHref} prefetch={false}>{searchLabel}</Link>
      </div>
    </section>
  );
}
