export const REDACTED: string;
export const REDACT_PATHS: string[];
export function isSecretKey(name: string): boolean;
export function scrub(text: string): string;
export function scrubValue(value: unknown, key?: string): unknown;
