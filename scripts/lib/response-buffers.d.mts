import type { ServerResponse } from 'node:http';

export const BUFFER_FROM_CHARS: number;
export function installResponseBuffers(proto?: Pick<ServerResponse, 'end'>): void;
