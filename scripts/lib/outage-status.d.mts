import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Server, ServerResponse } from 'node:http';

export const REQUEST_FAULTS_KEY: symbol;
export const RETRY_AFTER_SECONDS: number;
export function installOutageStatus(server?: Server, response?: ServerResponse): AsyncLocalStorage<{ contentUnavailable: boolean }>;
