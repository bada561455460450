/**
 * Recent searches, kept on the device (localStorage), newest first, at most eight, without repeats
 * (compared case-insensitively). Storage can be unavailable (private mode, blocked, full): every call then
 * behaves as if nothing were stored, and nothing throws.
 */
export const RECENT_SEARCHES_KEY = 'atelier.recentSearches';
export const MAX_RECENT_SEARCHES = 8;

function storage(): Storage | null {
  try {
    // Not `typeof window`: bundlers may fold that to a constant; the global is what the runtime has.
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

export function readRecentSearches(): string[] {
  try {
    const raw = storage()?.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

function write(list: string[]): string[] {
  try {
    if (list.length) storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else storage()?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Storage full or blocked: keep going without it.
  }
  return list;
}

export function addRecentSearch(query: string): string[] {
  const q = query.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (!q) return readRecentSearches();
  const rest = readRecentSearches().filter((x) => x.toLowerCase() !== q.toLowerCase());
  return write([q, ...rest].slice(0, MAX_RECENT_SEARCHES));
}

export function removeRecentSearch(query: string): string[] {
  return write(readRecentSearches().filter((x) => x !== query));
}

export function clearRecentSearches(): string[] {
  return write([]);
}
