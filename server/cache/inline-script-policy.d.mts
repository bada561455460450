export const REACT_CLIENT_RENDER_FUNCTION: string;
export const STORE_SCRIPT_HASHES: ReadonlySet<string>;
export const MAX_SCRIPT_HASHES: number;
export function scriptHash(text: string): string;
export function isKnownInlineScript(text: string): boolean;
export function inlineScriptHashes(html: string): { allowed: string[]; refused: number };
export interface CacheEntryLike {
  lastModified?: number;
  value?: { kind?: string; html?: unknown; postponed?: unknown; headers?: Record<string, string | string[] | number | undefined> } | null;
}
export function addInlineScriptPolicy<E extends CacheEntryLike | null | undefined>(key: string, entry: E, requestHeaders?: Record<string, string | string[] | undefined>): E;
export function withInlineScriptPolicy<T extends new (...args: never[]) => { get(key: string, ...rest: never[]): Promise<unknown> }>(Handler: T): T;
export function addInlineScriptPolicyToNewPage<V extends CacheEntryLike['value']>(key: string, value: V): V;
