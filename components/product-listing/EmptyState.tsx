import type { ReactNode } from 'react';
import type { BrowseLink, ListingLabels } from './labels';

/** SPEC §8 "Sorry, no products found!" with what to do next. */
export function EmptyState({ labels, searched, filtered, onClearAll, browse, popular }: {
  labels: ListingLabels;
  /** A text search found nothing: spelling and wording tips. */
  searched: boolean;
  /** Filters are applied: offer to clear them. */
  filtered: boolean;
  onClearAll: () => void;
  browse?: BrowseLink[];
  popular?: ReactNode;
}) {
  return (
    <div className="empty-state" role="status">
      <h2 className="empty-state__title">{labels.empty.title}</h2>
      <ul className="empty-state__tips">
        {searched ? <li>{labels.empty.tipSpelling}</li> : null}
        {searched ? <li>{labels.empty.tipFewerWords}</li> : null}
        {filtered ? (
          <li>
            {labels.empty.tipFilters}{' '}
            <button type="button" className="link-button" onClick={onClearAll}>{labels.clearAll}</button>
          </li>
        ) : null}
        {browse?.length ? (
          <li>
            {labels.empty.tipBrowse}
            <ul className="chip-list empty-state__browse">
              {browse.map((link) => (
                <li key={link.href}><a className="chip" href={link.href}>{link.label}</a></li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      {popular}
    </div>
  );
}
