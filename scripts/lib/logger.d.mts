import type { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger, DestinationStream } from 'pino';

export const LOGGING_KEY: symbol;
export const LEVELS: string[];
export const REPEAT_SUMMARY_MS: number;
export const requestContext: AsyncLocalStorage<{ requestId: string }>;
export function activeTraceId(): string | undefined;
export function contextFields(): { request_id?: string; trace_id?: string };
export function levelFrom(value?: string): string;
export function createLogger(options?: { level?: string; streams?: { out: DestinationStream; err: DestinationStream } }): Logger;
export class RepeatCollapser {
  constructor(logger: Logger, options?: { intervalMs?: number; now?: () => number });
  failure(key: string, write: () => void): boolean;
  flush(): void;
  recovered(key: string): boolean;
  isFailing(key: string): boolean;
}
export function failureKey(message: string): string;
export function installConsole(logger: Logger, collapser: RepeatCollapser): () => void;
export interface ProcessLogging { logger: Logger; collapser: RepeatCollapser; restoreConsole?: () => void }
export function processLogging(): ProcessLogging | undefined;
export function installProcessLogging(options?: { console?: boolean; logger?: Logger }): ProcessLogging;
