'use client';

/**
 * A store page's tabs (SPEC §2: beauty services, beauty classes, store events): an ARIA tab list (arrow keys,
 * Home, End) whose panels are activity lists of the store. `?tab=beauty-classes` (the header's links) opens a
 * tab; the choice is kept in the URL with `replaceState`.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { tabKeyTarget } from '@/lib/tab-keys';
import { useHydrated } from '../hydration/useHydrated';
import { ActivityList } from './ActivityList';
import { STORE_TABS, requestedTab, type StoreTabId } from './store-tabs';
import type { BookingContextProps } from './labels';

type TabId = StoreTabId;

export function StoreTabs({ store, name, ...context }: { store: string; name: string } & BookingContextProps) {
  const { labels } = context;
  const [chosen, setActive] = useState<TabId | null>(null);
  const hydrated = useHydrated();
  const asked = hydrated ? requestedTab(window.location.search) : null;
  const active: TabId = chosen ?? asked ?? 'beauty-services';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (id: TabId, focus = false) => {
    setActive(id);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', id);
    window.history.replaceState(window.history.state, '', url);
    if (focus) tabs.current[STORE_TABS.findIndex((t) => t.id === id)]?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const next = tabKeyTarget(event.key, index, STORE_TABS.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(STORE_TABS[next].id, true);
  };
  const current = STORE_TABS.find((t) => t.id === active)!;
  return (
    <section className="store-tabs" aria-labelledby="store-tabs-heading">
      <h2 id="store-tabs-heading">{name}</h2>
      <div role="tablist" aria-labelledby="store-tabs-heading" className="store-tabs__list">
        {STORE_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="store-tabs__tab"
            onClick={() => choose(tab.id)}
            onKeyDown={(e) => onKey(e, index)}
          >
            {labels[`tab.${tab.id}`]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} className="store-tabs__panel">
        <ActivityList key={current.id} query={{ store, kind: current.kind }} name={labels[`tab.${current.id}`]} {...context} />
      </div>
    </section>
  );
}
