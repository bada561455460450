'use client';

/**
 * The listing's filters: a sidebar from 1024px, a drawer on smaller screens (opened by the toolbar's
 * Filters button; Escape or the close button closes it and focus returns to the button). Each facet is a
 * disclosure with a fieldset: checkboxes for facets that combine (brand, badge, attributes), radios for
 * single-value ones (category, rating), and a min/max form for the price range.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fill, plural } from '@/lib/i18n/plural-templates';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import type { Facet } from '@/schemas/api/catalog';
import type { ListingLabels } from './labels';
import { SINGLE_VALUE_PARAMS, offeredFacets, type BaseFilters, type ListingState } from './listing-query';

export interface FilterPanelProps {
  id: string;
  idPrefix: string;
  facets: Facet[];
  state: ListingState;
  base: BaseFilters;
  labels: ListingLabels;
  money: MoneyFormat;
  total: number;
  open: boolean;
  onClose: () => void;
  onToggle: (param: string, value: string) => void;
  onPrice: (min: number | undefined, max: number | undefined) => void;
  onClear: (param: string, value?: string) => void;
  onClearAll: () => void;
}

/** How many facets start open; the others are one click away. */
const OPEN_FACETS = 4;

/** Labels of values seen in earlier answers, so a chosen value keeps its name when a facet no longer lists it. */
const seenLabels = new Map<string, string>();

export function FilterPanel(props: FilterPanelProps) {
  const { id, idPrefix, facets, state, base, labels, money, total, open, onClose, onToggle, onPrice, onClear, onClearAll } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  for (const facet of facets) for (const v of facet.values) seenLabels.set(`${facet.param}=${v.value}`, v.label);

  // Opening moves focus into the drawer; closing returns it to the toggle.
  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current) document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)?.focus();
    wasOpen.current = open;
  }, [open, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Keep Tab inside the open drawer.
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('button, input, select, summary, a[href]')].filter((el) => !el.hasAttribute('disabled') && el.offsetParent !== null);
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const visible = offeredFacets(facets, base);
  const chips = activeChips(state, money, facets);

  return (
    <div
      id={id}
      ref={panelRef}
      className="listing-filters"
      data-open={open}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
    >
      <div className="listing-filters__header">
        <h2 id={`${id}-title`} className="listing-filters__title">{labels.filters}</h2>
        <button ref={closeRef} type="button" className="icon-button listing-filters__close" onClick={onClose} aria-label={labels.closeFilters}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" fill="none" />
          </svg>
        </button>
      </div>

      {chips.length ? (
        <div className="listing-filters__active">
          <h3 className="visually-hidden">{labels.activeFilters}</h3>
          <ul className="chip-list">
            {chips.map((chip) => (
              <li key={`${chip.param}=${chip.value ?? ''}`}>
                <button type="button" className="chip chip--removable" onClick={() => onClear(chip.param, chip.value)} aria-label={fill(labels.removeFilter, { label: chip.label })}>
                  {chip.label} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="link-button" onClick={onClearAll}>{labels.clearAll}</button>
        </div>
      ) : null}

      <div className="listing-filters__facets">
        {visible.map((facet, i) => {
          // The first facets start open; the rest open when a value in them is chosen (or on demand).
          const open = i < OPEN_FACETS || (facet.type === 'range' ? state.priceMin !== undefined || state.priceMax !== undefined : Boolean(state.filters[facet.param]?.length));
          return facet.type === 'range' ? (
            <PriceFacet key={facet.param} facet={facet} state={state} labels={labels} money={money} idPrefix={idPrefix} onPrice={onPrice} open={open} />
          ) : (
            <TermsFacet key={facet.param} facet={facet} state={state} labels={labels} idPrefix={idPrefix} onToggle={onToggle} onClear={onClear} open={open} />
          );
        })}
      </div>

      <div className="listing-filters__footer">
        <button type="button" className="button listing-filters__apply" onClick={onClose}>
          {plural(labels.showResults, total, money.locale)}
        </button>
      </div>
    </div>
  );
}

function TermsFacet({ facet, state, labels, idPrefix, onToggle, onClear, open }: {
  open: boolean;
  facet: Facet;
  state: ListingState;
  labels: ListingLabels;
  idPrefix: string;
  onToggle: (param: string, value: string) => void;
  onClear: (param: string) => void;
}) {
  const single = SINGLE_VALUE_PARAMS.has(facet.param);
  const chosen = state.filters[facet.param] ?? [];
  // A chosen value the answer no longer lists (a category drilled into) stays visible and checked.
  const values = [...facet.values];
  for (const value of chosen) {
    if (!values.some((v) => v.value === value)) values.unshift({ value, label: seenLabels.get(`${facet.param}=${value}`) ?? value, count: 0 });
  }
  const name = `${idPrefix}-${facet.param}`;
  const inputId = (value: string) => `${name}-${value.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  return (
    <details className="facet" open={open || undefined}>
      <summary className="facet__summary">{facet.label}</summary>
      <fieldset className="facet__fieldset">
        <legend className="visually-hidden">{facet.label}</legend>
        <ul className="facet__values">
          {single ? (
            <li>
              <input type="radio" id={`${name}-all`} name={name} checked={chosen.length === 0} onChange={() => onClear(facet.param)} />
              <label htmlFor={`${name}-all`}>{labels.all}</label>
            </li>
          ) : null}
          {values.map((v) => {
            const checked = chosen.includes(v.value);
            return (
              <li key={v.value}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  id={inputId(v.value)}
                  name={name}
                  value={v.value}
                  checked={checked}
                  disabled={!checked && v.count === 0}
                  onChange={() => onToggle(facet.param, v.value)}
                />
                <label htmlFor={inputId(v.value)}>
                  {v.label} <span className="facet__count">({v.count})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}

function PriceFacet({ facet, state, labels, money, idPrefix, onPrice, open }: {
  open: boolean;
  facet: Facet;
  state: ListingState;
  labels: ListingLabels;
  money: MoneyFormat;
  idPrefix: string;
  onPrice: (min: number | undefined, max: number | undefined) => void;
}) {
  const scale = 10 ** money.minorUnits;
  const toMajor = (minor: number | undefined) => (minor === undefined ? '' : String(minor / scale));
  const [min, setMin] = useState(toMajor(state.priceMin));
  const [max, setMax] = useState(toMajor(state.priceMax));
  const [synced, setSynced] = useState({ min: state.priceMin, max: state.priceMax });
  // The URL (Back, clear all) can change the range under the inputs: follow it.
  if (synced.min !== state.priceMin || synced.max !== state.priceMax) {
    setSynced({ min: state.priceMin, max: state.priceMax });
    setMin(toMajor(state.priceMin));
    setMax(toMajor(state.priceMax));
  }
  const toMinor = (text: string) => {
    const n = Number.parseFloat(text.replace(',', '.'));
    return Number.isFinite(n) && n >= 0 ? Math.round(n * scale) : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let lo = toMinor(min);
    let hi = toMinor(max);
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    onPrice(lo, hi);
  };
  const step = money.minorUnits ? 1 / scale : 1;
  return (
    <details className="facet" open={open || undefined}>
      <summary className="facet__summary">{facet.label}</summary>
      <form className="facet__price" onSubmit={submit}>
        <fieldset className="facet__fieldset">
          <legend className="visually-hidden">{facet.label}</legend>
          <div className="facet__price-fields">
            <PriceInput id={`${idPrefix}-price-min`} label={labels.priceMin} step={step} value={min} bound={facet.min} scale={scale} onChange={setMin} />
            <PriceInput id={`${idPrefix}-price-max`} label={labels.priceMax} step={step} value={max} bound={facet.max} scale={scale} onChange={setMax} />
          </div>
          <button type="submit" className="button button--secondary facet__apply">{labels.applyPrice}</button>
        </fieldset>
      </form>
    </details>
  );
}

interface Chip {
  param: string;
  value?: string;
  label: string;
}

function activeChips(state: ListingState, money: MoneyFormat, facets: Facet[]): Chip[] {
  const chips: Chip[] = [];
  const facetLabel = (param: string, value: string) =>
    facets.find((f) => f.param === param)?.values.find((v) => v.value === value)?.label ?? seenLabels.get(`${param}=${value}`) ?? value;
  for (const [param, values] of Object.entries(state.filters)) {
    for (const value of values) chips.push({ param, value, label: facetLabel(param, value) });
  }
  if (state.priceMin !== undefined || state.priceMax !== undefined) {
    const format = (minor: number) => formatMinor(minor, money.currency, money);
    const lo = state.priceMin !== undefined ? format(state.priceMin) : '';
    const hi = state.priceMax !== undefined ? format(state.priceMax) : '';
    chips.push({ param: 'price', label: `${lo} – ${hi}`.trim() });
  }
  return chips;
}

/** One end of the price range; the placeholder shows the result's own bound in currency units. */
function PriceInput({ id, label, step, value, bound, scale, onChange }: {
  id: string;
  label: string;
  step: number | string;
  value: string;
  bound: number | undefined;
  scale: number;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        placeholder={bound !== undefined ? String(bound / scale) : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
