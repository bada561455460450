'use client';
/* eslint-disable @next/next/no-img-element -- small previews beside product names: the studio needs no optimised images */
/**
 * Products picked by name (issue 33), for a block field of product slugs (a product carousel's products): a combobox
 * searching the catalogue as the shop's search does (`GET /api/studio/products?q=`; type, arrows, Enter), its
 * options showing each product's image, name and brand; the chosen products as chips with their images, in order,
 * each moved up or down or removed. The field still stores the slugs (or SKUs), so the block renders as before.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { StudioProduct } from '@/schemas/api/studio';
import { studioCall } from './api';

export interface ProductPickerProps {
  /** Unique on the page: the element ids start with it. */
  id: string;
  /** The field's label ("Product refs"). */
  label: string;
  value: readonly string[];
  /** The most products the field takes. */
  max?: number;
  readOnly?: boolean;
  problems?: readonly string[];
  onChange: (refs: string[]) => void;
}

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 200;

export function ProductPicker({ id, label, value, max = 24, readOnly, problems = [], onChange }: ProductPickerProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<StudioProduct[]>();
  const [active, setActive] = useState(-1);
  const [searchError, setSearchError] = useState<string>();
  /** What each stored ref shows as: its product, or null for a ref that is no product sold here (a SKU). */
  const [known, setKnown] = useState<Record<string, StudioProduct | null>>({});
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listboxId = `${id}-products`;
  const helpId = useId();
  const open = results !== undefined && query.trim() !== '';

  // The stored refs' products, looked up once each (a field opened with slugs shows their names and images).
  const unknown = value.filter((ref) => !(ref in known));
  const unknownKey = unknown.join(',');
  useEffect(() => {
    if (!unknownKey) return;
    let current = true;
    void studioCall<{ items: { ref: string; product?: StudioProduct }[] }>('GET', `/api/studio/products?refs=${encodeURIComponent(unknownKey)}`).then((answer) => {
      if (!current || !answer.ok) return;
      setKnown((all) => ({ ...all, ...Object.fromEntries(answer.value.items.map((i) => [i.ref, i.product ?? null])) }));
    });
    return () => {
      current = false;
    };
  }, [unknownKey]);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await studioCall<{ items: StudioProduct[] }>('GET', `/api/studio/products?q=${encodeURIComponent(q)}`);
      if (!current) return;
      if (!answer.ok) {
        setSearchError(answer.message);
        setResults([]);
        return;
      }
      setSearchError(undefined);
      setResults(answer.value.items);
      setActive(answer.value.items.length ? 0 : -1);
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const nameOf = (ref: string) => known[ref]?.name ?? ref;

  function pick(product: StudioProduct) {
    setKnown((all) => ({ ...all, [product.slug]: product }));
    setQuery('');
    setResults(undefined);
    setActive(-1);
    if (value.includes(product.slug)) return setAnnouncement(`${product.name} is already chosen.`);
    if (value.length >= max) return setAnnouncement(`${label} takes at most ${max} products. Remove one first.`);
    onChange([...value, product.slug]);
    setAnnouncement(`${product.name} added as product ${value.length + 1} of ${value.length + 1}.`);
    input.current?.focus();
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setResults(undefined);
      return;
    }
    if (!open || !results?.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(results[active]);
    }
  }

  function move(from: number, to: number) {
    const next = [...value];
    const [ref] = next.splice(from, 1);
    next.splice(to, 0, ref);
    onChange(next);
    setAnnouncement(`${nameOf(ref)} moved to position ${to + 1} of ${next.length}.`);
  }

  return (
    <fieldset className="studio-products" aria-describedby={problems.length ? `${id}-problems` : undefined}>
      <legend>{label}</legend>
      {value.length === 0 ? (
        <p className="studio-help">No products chosen yet.</p>
      ) : (
        <ol className="studio-products__chosen" aria-label={`Chosen products for ${label}`}>
          {value.map((ref, index) => {
            const product = known[ref];
            const name = nameOf(ref);
            return (
              <li key={ref} className="studio-products__chip">
                {product ? <img src={product.image.url} alt="" width={40} height={40} /> : <span className="studio-products__noimage" aria-hidden="true" />}
                <span className="studio-products__name">
                  {name}
                  {product && <span className="studio-products__brand"> · {product.brand}</span>}
                  {product === null && <span className="studio-help"> (no product with this slug is sold in Singapore; a variant SKU shows its product)</span>}
                </span>
                {!readOnly && (
                  <span className="studio-products__actions">
                    <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${name} up`}>
                      Up
                    </button>
                    <button type="button" disabled={index === value.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${name} down`}>
                      Down
                    </button>
                    <button
                      type="button"
                      onClick={() => {
                        onChange(value.filter((r) => r !== ref));
                        setAnnouncement(`${name} removed.`);
                      }}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && (
        <div className="studio-products__search">
          <label htmlFor={`${id}-search`}>Add a product by name</label>
          <input
            ref={input}
            id={`${id}-search`}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${listboxId}-${active}` : undefined}
            aria-describedby={helpId}
            autoComplete="off"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              if (!e.target.value.trim()) setResults(undefined);
            }}
            onKeyDown={onKey}
          />
          <span id={helpId} className="studio-help">
            Type part of a name or brand, then choose with the arrow keys and Enter, or click.
          </span>
          <ul id={listboxId} role="listbox" aria-label={`Products matching \u201c${query.trim()}\u201d`} className="studio-products__options" hidden={!open}>
            {open &&
              results.map((product, index) => (
                <li
                  key={product.slug}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'is-active' : undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(product)}
                >
                  <img src={product.image.url} alt="" width={40} height={40} />
                  <span>
                    {product.name}
                    <span className="studio-products__brand"> · {product.brand}</span>
                    {value.includes(product.slug) && <span className="studio-help"> (chosen)</span>}
                  </span>
                </li>
              ))}
          </ul>
          {open && results.length === 0 && !searchError && <p className="studio-help">No product matches “{query.trim()}”.</p>}
          {searchError && <p role="alert" className="studio-field-error">{searchError}</p>}
        </div>
      )}
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="error-detail">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
