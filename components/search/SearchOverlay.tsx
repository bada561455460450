'use client';

/**
 * The search overlay (a modal `<dialog>`: focus stays inside, Escape closes it): a search field with
 * suggestions as you type (products, brands, categories; debounced), recent searches kept on the device
 * (each removable, or all at once) and popular searches. Enter opens the search page for the text.
 * Arrow keys move between the field and the suggestions.
 */
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createApiClient } from '@/lib/api-client/client';
import { apiKey } from '@/lib/api-client/query-keys';
import { useApiQuery } from '../query/use-api-query';
import { fill } from '@/lib/i18n/plural-templates';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from '@/lib/recent-searches';
import type { PopularQueries, Suggestions } from '@/schemas/api/catalog';
import { SEARCH_LOCATION_EVENT, type SearchLabels } from './labels';
import { buildIsStale } from '@/lib/build-version';
import { fullNavigation } from '../account/location';

export const SUGGEST_DELAY_MS = 200;
const MIN_QUERY = 2;

export interface SearchOverlayProps {
  labels: SearchLabels;
  searchPath: string;
  pathPrefix: string;
  api: { country: string; language: string };
  onClose: () => void;
}

export default function SearchOverlay({ labels, searchPath, pathPrefix, api, onClose }: SearchOverlayProps) {
  const router = useRouter();
  const client = useMemo(() => createApiClient(api), [api]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  const query = text.trim();
  // The text suggestions are asked for: the field's, once typing has paused for SUGGEST_DELAY_MS.
  const [asked, setAsked] = useState('');

  // Open as a modal on mount; the dialog's own close (Escape, the button) tells the launcher.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    inputRef.current?.focus();
    const closed = () => onClose();
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [onClose]);

  // Popular searches and suggestions are queries of the page's query layer (SPEC §7 retries; a text asked
  // again within 5 minutes is answered from the cache). A newer text's request replaces the older one.
  const popular = useApiQuery(apiKey('search/popular-queries', api), (signal) => client.get<PopularQueries>('search/popular-queries', { signal })).data?.items.map((i) => i.query).slice(0, 8) ?? [];
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const suggestions: Suggestions | null =
    useApiQuery(apiKey('search/suggestions', api, { q: asked }), (signal) => client.get<Suggestions>('search/suggestions', { query: { q: asked }, signal }), { enabled: asked.length >= MIN_QUERY, keepPrevious: true }).data ?? null;

  const close = () => {
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };

  const searchUrl = (q: string) => `${searchPath}?q=${encodeURIComponent(q)}`;
  const go = (q: string) => {
    setRecent(addRecentSearch(q));
    const url = searchUrl(q);
    close();
    if (window.location.pathname === searchPath) {
      // Already on the search page: change its URL and let its results follow.
      window.history.pushState(null, '', url);
      window.dispatchEvent(new Event(SEARCH_LOCATION_EVENT));
    } else if (buildIsStale()) {
      // The server runs a newer build: this tab picks up its code with a full navigation (SPEC §7).
      fullNavigation(url);
    } else {
      router.push(url);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query) go(query);
  };

  const links = () => [...(resultsRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    }
  };
  const onResultsKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) inputRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  const shown = query.length >= MIN_QUERY && suggestions && suggestions.query.trim().toLowerCase() === query.toLowerCase() ? suggestions : null;
  const nothing = shown && !shown.products.length && !shown.brands.length && !shown.categories.length;

  return (
    <dialog ref={dialogRef} className="search-overlay" aria-label={labels.dialogLabel} onClick={(e) => e.target === dialogRef.current && close()}>
      <div className="search-overlay__panel">
        <form role="search" className="search-overlay__form" action={searchPath} onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">{labels.inputLabel}</label>
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            className="input search-overlay__input"
            placeholder={labels.inputLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onInputKey}
            autoComplete="off"
            maxLength={100}
            enterKeyHint="search"
          />
          <button type="submit" className="button search-overlay__submit">{labels.submit}</button>
          <button type="button" className="icon-button search-overlay__close" onClick={close} aria-label={labels.close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </svg>
          </button>
        </form>

        <div className="search-overlay__results" ref={resultsRef} onKeyDown={onResultsKey}>
          {shown ? (
            <>
              {shown.products.length ? (
                <section aria-labelledby={`${inputId}-products`} className="search-overlay__group">
                  <h2 id={`${inputId}-products`}>{labels.products}</h2>
                  <ul className="search-overlay__products">
                    {shown.products.map((p) => (
                      <li key={p.id}>
                        <Link href={`${pathPrefix}/products/${p.slug}`} prefetch={false} className="search-overlay__product" onClick={close}>
                          <Image src={p.image.url} width={48} height={48} alt="" unoptimized className="search-overlay__thumb" />
                          <span>
                            <span className="search-overlay__brand">{p.brand.name}</span>
                            <span className="search-overlay__name">{p.name}</span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {shown.brands.length ? (
                <section aria-labelledby={`${inputId}-brands`} className="search-overlay__group">
                  <h2 id={`${inputId}-brands`}>{labels.brands}</h2>
                  <ul className="plain-list">
                    {shown.brands.map((b) => <li key={b.slug}><Link href={`${pathPrefix}/brands/${b.slug}`} prefetch={false} onClick={close}>{b.name}</Link></li>)}
                  </ul>
                </section>
              ) : null}
              {shown.categories.length ? (
                <section aria-labelledby={`${inputId}-categories`} className="search-overlay__group">
                  <h2 id={`${inputId}-categories`}>{labels.categories}</h2>
                  <ul className="plain-list">
                    {shown.categories.map((c) => <li key={c.path}><Link href={`${pathPrefix}/pages/${c.path}`} prefetch={false} onClick={close}>{c.name}</Link></li>)}
                  </ul>
                </section>
              ) : null}
              {nothing ? <p className="search-overlay__none">{fill(labels.noSuggestions, { query })}</p> : null}
              <p className="search-overlay__all">
                <a href={searchUrl(query)} onClick={(e) => { e.preventDefault(); go(query); }}>{fill(labels.seeAll, { query })}</a>
              </p>
            </>
          ) : (
            <>
              {recent.length ? (
                <section aria-labelledby={`${inputId}-recent`} className="search-overlay__group">
                  <div className="search-overlay__group-header">
                    <h2 id={`${inputId}-recent`}>{labels.recent}</h2>
                    <button type="button" className="link-button" onClick={() => setRecent(clearRecentSearches())}>{labels.clearRecent}</button>
                  </div>
                  <ul className="search-overlay__recent">
                    {recent.map((q) => (
                      <li key={q}>
                        <a href={searchUrl(q)} onClick={(e) => { e.preventDefault(); go(q); }}>{q}</a>
                        <button type="button" className="icon-button search-overlay__remove" aria-label={fill(labels.removeRecent, { query: q })} onClick={() => setRecent(removeRecentSearch(q))}>
                          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" fill="none" />
                          </svg>
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {popular.length ? (
                <section aria-labelledby={`${inputId}-popular`} className="search-overlay__group">
                  <h2 id={`${inputId}-popular`}>{labels.popular}</h2>
                  <ul className="chip-list">
                    {popular.map((q) => (
                      <li key={q}>
                        <a className="chip" href={searchUrl(q)} onClick={(e) => { e.preventDefault(); go(q); }}>{q}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
