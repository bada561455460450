'use client';

/**
 * The product listing's client island. The first page of products is server-rendered HTML handed in as
 * `children` (list items of prepared cards, which take their labels from the island's `CardSetup`); the
 * island receives only what its controls need — facets and counts — and renders the filters, sort, result
 * count and "Show more". Filter, sort and page live in the URL (pushState for a new query, replaceState for
 * "Show more"), so a listing can be shared and Back restores it; a URL that already holds a query is fetched
 * on load and replaces the grid.
 *
 * The same island is the search results page (`mode="search"`): there is no server grid, the text query
 * comes from `q` in the URL, and a search form sits above the results.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createApiClient } from '@/lib/api-client/client';
import { apiKey } from '@/lib/api-client/query-keys';
import { readLazily } from '../query/lazy-read';
import { fill, plural } from '@/lib/i18n/plural-templates';
import { addRecentSearch } from '@/lib/recent-searches';
import { SEARCH_LOCATION_EVENT } from '../search/labels';
import type { Facet, ListingResponse, PopularQueries, ProductSummary } from '@/schemas/api/catalog';
import { ProductCard, ProductCardSkeleton } from '../product-card/ProductCard';
import { CardSetup } from '../product-card/PreparedCard';
import type { CardContext, ProductCardLabels } from '../product-card/labels';
import { FilterPanel } from './FilterPanel';
import { useHydrated } from '../hydration/useHydrated';
import { EmptyState } from './EmptyState';
import { PENDING_SCRIPT, endPending } from './pending';
import type { BrowseLink, ListingLabels } from './labels';
import {
  SORTS,
  activeFilterCount,
  apiQuery,
  clearAll,
  clearFilter,
  isInitialQuery,
  queryKey,
  searchFromState,
  stateFromSearch,
  toggleFilter,
  unpackFacets,
  emptyState,
  type BaseFilters,
  type ListingState,
  type PackedFacet,
  type Sort,
} from './listing-query';

export interface ListingIslandProps {
  mode: 'listing' | 'search';
  /** The listing's fixed filters (from its block). */
  base: BaseFilters;
  pageSize: number;
  /** The server-rendered first page's count and facets (listing mode); its products are `children`. */
  initial?: { total: number; count: number; facets: PackedFacet[] };
  /** The first page's cards as `<li>` elements, rendered on the server. */
  children?: ReactNode;
  api: { country: string; language: string };
  card: { labels: ProductCardLabels; context: CardContext };
  labels: ListingLabels;
  /** Unique per listing on a page (element ids). */
  idPrefix: string;
  /** Categories offered when nothing matches. */
  browse?: BrowseLink[];
  /** The public path of the search page (popular searches link to it). */
  searchPath: string;
}

interface Results {
  key: string;
  total: number;
  facets: Facet[];
  /** Product pages rendered by the island; when `server` is true, page 1 is the server's `children`. */
  pages: ProductSummary[][];
  server: boolean;
}

type Status = 'idle' | 'replacing' | 'appending' | 'error';

const SKELETONS = 8;

export function ListingIsland(props: ListingIslandProps) {
  const { mode, base, pageSize, initial, children, api, card, labels, idPrefix, browse, searchPath } = props;
  const apiLocale = useMemo(() => ({ country: api.country, language: api.language }), [api.country, api.language]);
  const client = useMemo(() => createApiClient(apiLocale), [apiLocale]);
  const hasServerPage = mode === 'listing' && initial !== undefined;
  const serverResults = useMemo<Results | null>(
    () => (hasServerPage ? { key: '', total: initial.total, facets: unpackFacets(initial.facets), pages: [[]], server: true } : null),
    [hasServerPage, initial],
  );

  const [state, setState] = useState<ListingState>(emptyState);
  const [results, setResultsState] = useState<Results | null>(serverResults);
  const [status, setStatus] = useState<Status>('idle');
  const [popular, setPopular] = useState<string[] | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const resultsRef = useRef(results);
  /** Results go to state (render) and to a ref (the async flow reads the latest without re-subscribing). */
  const setResults = useCallback((next: Results | null) => {
    resultsRef.current = next;
    setResultsState(next);
  }, []);
  const request = useRef(0);
  const lastState = useRef<ListingState>(state);
  const gridRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const countId = useId();
  const filtersId = `${idPrefix}-filters`;
  const gridId = `${idPrefix}-grid`;

  /** One page of a query, as a query of the page's query layer: asked once while fresh, retried per SPEC §7. */
  const fetchPage = useCallback(
    (target: ListingState, page: number): Promise<ListingResponse> => {
      const query = apiQuery(target, base, page, pageSize);
      return readLazily(apiKey('search', apiLocale, query), (signal) => client.get<ListingResponse>('search', { query, signal }));
    },
    [base, client, apiLocale, pageSize],
  );

  /** Shows `target`: the server page when nothing is chosen, fetched pages otherwise; appends when only `pages` grew. */
  const show = useCallback(
    async (target: ListingState) => {
      lastState.current = target;
      setState(target);
      const id = ++request.current;
      const key = queryKey(target);
      if (mode === 'search' && !target.q) {
        setResults(null);
        setStatus('idle');
        return;
      }
      let current = resultsRef.current;
      if (!current || current.key !== key) {
        if (serverResults && isInitialQuery(target)) {
          current = serverResults;
          setResults(current);
        } else {
          setStatus('replacing');
          try {
            const pages = await Promise.all(Array.from({ length: target.pages }, (_, i) => fetchPage(target, i + 1)));
            if (id !== request.current) return;
            const first = pages[0];
            setResults({ key, total: first.total, facets: first.facets, pages: pages.map((p) => p.items), server: false });
            setStatus('idle');
          } catch {
            if (id === request.current) setStatus('error');
          }
          return;
        }
      }
      const loaded = current.pages.length;
      if (loaded >= target.pages) {
        if (loaded > target.pages) setResults({ ...current, pages: current.pages.slice(0, target.pages) });
        setStatus('idle');
        return;
      }
      setStatus('appending');
      try {
        const more = await Promise.all(Array.from({ length: target.pages - loaded }, (_, i) => fetchPage(target, loaded + i + 1)));
        if (id !== request.current) return;
        const base = resultsRef.current && resultsRef.current.key === key ? resultsRef.current : current;
        setResults({ ...base, total: more.at(-1)!.total, pages: [...base.pages, ...more.map((p) => p.items)] });
        setStatus('idle');
      } catch {
        if (id === request.current) setStatus('error');
      }
    },
    [fetchPage, mode, serverResults, setResults],
  );

  // On load: the URL may already hold a query (a shared link, a reload, Back from a product).
  // Afterwards Back and Forward restore the query of their history entry. A layout effect: the state it sets
  // (loading, instead of the server's products) is rendered before the browser paints the hydrated island,
  // and the pending style that held the server's products back until now goes in the same commit.
  useLayoutEffect(() => {
    const fromUrl = () => {
      const target = stateFromSearch(window.location.search);
      setSearchText(target.q);
      void show(target);
    };
    fromUrl();
    endPending();
    window.addEventListener('popstate', fromUrl);
    // The header's search overlay, used on the search page, changes the URL and says so.
    window.addEventListener(SEARCH_LOCATION_EVENT, fromUrl);
    return () => {
      window.removeEventListener('popstate', fromUrl);
      window.removeEventListener(SEARCH_LOCATION_EVENT, fromUrl);
    };
  }, [show]);

  // Popular searches for the search prompt and for "no products found".
  const total = results?.total ?? 0;
  const needsPopular = mode === 'search' && (!state.q || (status === 'idle' && results !== null && total === 0));
  useEffect(() => {
    if (!needsPopular || popular !== null) return;
    let cancelled = false;
    readLazily(apiKey('search/popular-queries', apiLocale), (signal) => client.get<PopularQueries>('search/popular-queries', { signal }))
      .then((body) => !cancelled && setPopular(body.items.map((i) => i.query).slice(0, 8)))
      .catch(() => !cancelled && setPopular([]));
    return () => {
      cancelled = true;
    };
  }, [client, apiLocale, needsPopular, popular]);

  // After "Show more", move focus to the first new product so keyboard users continue where they were.
  useEffect(() => {
    if (status !== 'idle' || focusFrom.current === null) return;
    const links = gridRef.current?.querySelectorAll<HTMLAnchorElement>('.product-card__link');
    links?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [status, results]);

  const navigate = (target: ListingState, how: 'push' | 'replace') => {
    const url = `${window.location.pathname}${searchFromState(target, window.location.search)}${window.location.hash}`;
    if (how === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
    void show(target);
  };
  const change = (target: ListingState) => navigate(target, 'push');
  const showMore = () => {
    focusFrom.current = gridRef.current?.querySelectorAll('.product-card__link').length ?? null;
    navigate({ ...lastState.current, pages: lastState.current.pages + 1 }, 'replace');
  };
  const retry = () => void show(lastState.current);
  const pickQuery = (q: string) => {
    addRecentSearch(q);
    setSearchText(q);
    change({ ...emptyState(), q });
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = searchText.trim();
    if (!q) return;
    addRecentSearch(q);
    change({ ...emptyState(), q });
  };

  const locale = card.context.money.locale;
  const serverView = results?.server === true;
  const clientItems = (results?.pages ?? []).slice(serverView ? 1 : 0).flat();
  const shown = (serverView ? (initial?.count ?? 0) : 0) + clientItems.length;
  const replacing = status === 'replacing';
  const hasMore = results !== null && shown < total && !replacing;
  const searchPrompt = mode === 'search' && !state.q;
  const nothingFound = !replacing && status !== 'error' && results !== null && total === 0;
  const countText = plural(labels.resultCount, total, locale);
  const filterCount = activeFilterCount(state);
  const facets = results?.facets ?? [];
  const withFilters = !searchPrompt && (facets.length > 0 || filterCount > 0);
  // Filters need JavaScript to work, so they render after hydration: the cached page's HTML stays light
  // (the panel's column is reserved by the layout, so nothing shifts when it appears).
  const hydrated = useHydrated();
  const { search } = labels;
  // Until hydration (server HTML only, never created in the browser): the script and the loading state it may
  // switch on when the URL chooses other products than the server's (see ./pending.ts).
  const pending = !hydrated;
  const skeletons = (key: string, className?: string) => Array.from({ length: SKELETONS }, (_, i) => <li key={`${key}${i}`} className={className}><ProductCardSkeleton /></li>);

  return (
    <div className={`listing listing--${mode}`} data-status={status}>
      {pending ? <script>{PENDING_SCRIPT}</script> : null}
      {mode === 'search' && search ? (
        <div className="listing__search">
          <h1 className="listing__search-title">{state.q ? fill(search.resultsFor, { query: state.q }) : search.title}</h1>
          <form role="search" className="listing__search-form" action={searchPath} onSubmit={submitSearch}>
            <label className="visually-hidden" htmlFor={`${idPrefix}-q`}>{search.label}</label>
            <input
              id={`${idPrefix}-q`}
              name="q"
              type="search"
              className="input"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={search.label}
              maxLength={100}
              autoComplete="off"
            />
            <button type="submit" className="button">{search.submit}</button>
          </form>
        </div>
      ) : null}

      {searchPrompt ? (
        <div className="listing__prompt">
          <p>{search?.prompt}</p>
          <PopularList title={labels.empty.popular} queries={popular} searchPath={searchPath} onPick={pickQuery} />
        </div>
      ) : null}
      {searchPrompt && pending ? (
        <div className="listing__when-pending" aria-busy="true">
          <p className="listing__count">{labels.loading}</p>
          <ul className="product-grid">{skeletons('p', 'listing__when-pending')}</ul>
        </div>
      ) : null}
      {searchPrompt ? null : (
        <>
          <div className="listing__toolbar">
            {withFilters ? (
              <button
                type="button"
                className="button button--secondary listing__filters-toggle"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen(true)}
              >
                {filterCount ? fill(labels.filtersWithCount, { count: filterCount }) : labels.filters}
              </button>
            ) : null}
            <p className="listing__count" id={countId}>
              {/*
                The server's HTML (until hydration) counts the server's products: a filtered deep link hides that count
                (./pending.ts) but the text is in the page, and a live region's text is what a screen reader is told.
                So until the island has the URL's products the count is plain text beside an empty live region,
                which only ever holds "Loading" or the count of the products shown (issue 30).
              */}
              {results && pending ? (
                <>
                  <span className="listing__when-ready">{countText}</span>
                  <span className="listing__when-pending">{labels.loading}</span>
                </>
              ) : null}
              <span role="status" aria-live="polite">{pending ? '' : replacing ? labels.loading : results ? countText : ''}</span>
            </p>
            <label className="listing__sort">
              <span>{labels.sortBy}</span>
              <select className="select" value={state.sort} onChange={(e) => change({ ...lastState.current, sort: e.target.value as Sort, pages: 1 })}>
                {SORTS.map((s) => (
                  <option key={s} value={s}>{labels.sorts[s]}</option>
                ))}
              </select>
            </label>
          </div>

          <div className={`listing__body${withFilters ? '' : ' listing__body--no-filters'}`}>
            {withFilters && !hydrated ? <div className="listing-filters-pending" aria-hidden="true" /> : null}
            {withFilters && hydrated ? (
              <FilterPanel
                id={filtersId}
                idPrefix={idPrefix}
                facets={facets}
                state={state}
                base={base}
                labels={labels}
                money={card.context.money}
                total={total}
                open={filtersOpen}
                onClose={() => setFiltersOpen(false)}
                onToggle={(param, value) => change(toggleFilter(lastState.current, param, value))}
                onPrice={(min, max) => change({ ...lastState.current, priceMin: min, priceMax: max, pages: 1 })}
                onClear={(param, value) => change(clearFilter(lastState.current, param, value))}
                onClearAll={() => change(clearAll(lastState.current))}
              />
            ) : null}

            <div className="listing__results">
              {status === 'error' ? (
                <div className="listing__error" role="alert">
                  <p>{labels.error}</p>
                  <button type="button" className="button button--secondary" onClick={retry}>{labels.retry}</button>
                </div>
              ) : null}

              {nothingFound ? (
                <EmptyState
                  labels={labels}
                  searched={Boolean(state.q)}
                  filtered={filterCount > 0}
                  onClearAll={() => change(clearAll(lastState.current))}
                  browse={browse}
                  popular={mode === 'search' ? <PopularList title={labels.empty.popular} queries={popular} searchPath={searchPath} onPick={pickQuery} /> : null}
                />
              ) : (
                <CardSetup labels={card.labels} idPrefix={idPrefix}>
                  <ul id={gridId} ref={gridRef} className="product-grid" aria-busy={status === 'replacing' || status === 'appending'} aria-describedby={countId}>
                    {replacing || (results === null && status !== 'error') ? skeletons('s') : null}
                    {!replacing && serverView ? children : null}
                    {!replacing && serverView && pending ? skeletons('p', 'listing__when-pending') : null}
                    {!replacing
                      ? clientItems.map((product) => (
                          <li key={product.id}>
                            <ProductCard product={product} labels={card.labels} context={card.context} idPrefix={idPrefix} />
                          </li>
                        ))
                      : null}
                    {status === 'appending' ? Array.from({ length: Math.min(4, total - shown) }, (_, i) => <li key={`a${i}`}><ProductCardSkeleton /></li>) : null}
                  </ul>
                </CardSetup>
              )}

              {results && !nothingFound && !replacing ? (
                <div className="listing__more">
                  <p className="listing__showing">{fill(labels.showing, { shown: new Intl.NumberFormat(locale).format(shown), total: new Intl.NumberFormat(locale).format(total) })}</p>
                  <progress className="listing__progress" max={total || 1} value={shown} aria-hidden="true" />
                  {hasMore ? (
                    <button type="button" className="button button--secondary listing__show-more" onClick={showMore} disabled={status === 'appending'} aria-controls={gridId}>
                      {labels.showMore}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function PopularList({ title, queries, searchPath, onPick }: { title: string; queries: string[] | null; searchPath: string; onPick: (q: string) => void }) {
  const headingId = useId();
  if (!queries?.length) return null;
  return (
    <section className="popular-searches" aria-labelledby={headingId}>
      <h2 className="popular-searches__title" id={headingId}>{title}</h2>
      <ul className="chip-list">
        {queries.map((q) => (
          <li key={q}>
            <a
              className="chip"
              href={`${searchPath}?q=${encodeURIComponent(q)}`}
              onClick={(event) => {
                event.preventDefault();
                onPick(q);
              }}
            >
              {q}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
