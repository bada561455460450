import { describe, expect, it } from 'vitest';
import { STORE_TABS, requestedTab } from './store-tabs';

describe('store tabs', () => {
  it('are services, classes and events, in that order', () => {
    expect(STORE_TABS.map((t) => [t.id, t.kind])).toEqual([['beauty-services', 'service'], ['beauty-classes', 'class'], ['store-events', 'event']]);
  });

  it('read ?tab= only when it names a tab', () => {
    expect(requestedTab('?tab=store-events')).toBe('store-events');
    expect(requestedTab('?x=1&tab=beauty-classes')).toBe('beauty-classes');
    for (const search of ['', '?tab=', '?tab=events', '?tab=<script>']) expect(requestedTab(search), search).toBeNull();
  });
});
