import type { Server } from 'node:http';

export const REPEATED_HEADERS_HEADER: string;
export function repeatedHeaderNames(rawHeaders: readonly string[]): string[];
export function installRepeatedHeaders(proto?: Pick<Server, 'emit'>): void;
