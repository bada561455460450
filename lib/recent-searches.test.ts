import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_KEY, addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch } from './recent-searches';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
});

describe('recent searches', () => {
  it('keeps the newest first, without repeats, at most eight', () => {
    for (let i = 0; i < 10; i++) addRecentSearch(`q${i}`);
    addRecentSearch('Q9');
    const list = readRecentSearches();
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe('Q9');
    expect(list).not.toContain('q9');
  });

  it('trims and ignores empty searches', () => {
    addRecentSearch('  red   lipstick ');
    addRecentSearch('   ');
    expect(readRecentSearches()).toEqual(['red lipstick']);
  });

  it('removes one, clears all (and the key)', () => {
    addRecentSearch('a');
    addRecentSearch('b');
    expect(removeRecentSearch('a')).toEqual(['b']);
    expect(clearRecentSearches()).toEqual([]);
    expect(store.data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('survives stored garbage and unavailable storage', () => {
    store.setItem(RECENT_SEARCHES_KEY, '{nope');
    expect(readRecentSearches()).toEqual([]);
    store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, '']));
    expect(readRecentSearches()).toEqual(['ok']);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get(): Storage {
        throw new Error('blocked');
      },
    });
    // The list still comes back for this page; nothing is kept.
    expect(addRecentSearch('x')).toEqual(['x']);
    expect(readRecentSearches()).toEqual([]);
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });
});
