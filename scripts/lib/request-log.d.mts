import type { Server } from 'node:http';

export const REQUEST_ID_HEADER: string;
export const REQUEST_ID_FORMAT: RegExp;
export function requestIdOf(headerValue: string | string[] | undefined): string;
export function installRequestIds(server?: Server): void;
