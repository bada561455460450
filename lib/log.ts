/**
 * Structured log lines (one JSON object per line), so operators can grep and ship them (docs/architecture.md,
 * "Logs"). In the server the lines go through the process's pino logger, which the server preload
 * `scripts/lib/request-log.mjs` makes: level from `LOG_LEVEL`, the request id (and trace id) of the request being
 * served, secrets and personal data redacted. Elsewhere (a script, a test, the browser) the same shape is written
 * with the console, redacted the same way.
 */
import { scrub, scrubValue } from '@/scripts/lib/log-redact.mjs';

type Fields = Record<string, unknown>;
type Level = 'debug' | 'info' | 'warn' | 'error';

interface PinoLike {
  [level: string]: unknown;
}
const logging = () => (globalThis as Record<symbol, { logger: PinoLike } | undefined>)[Symbol.for('atelier.logging')];
const requestRecord = () =>
  (globalThis as Record<symbol, { getStore(): { requestId?: string } | undefined } | undefined>)[Symbol.for('atelier.requestContext')]?.getStore();

// A timing API rather than `new Date()`: log lines may be written while Next prerenders a page.
const now = () => new Date(Math.round(performance.timeOrigin + performance.now())).toISOString();

function line(level: Level, message: string, fields: Fields = {}) {
  const logger = logging()?.logger;
  if (logger) {
    (logger[level] as (fields: Fields, message: string) => void)(fields, message);
    return;
  }
  if (level === 'debug') return;
  const requestId = requestRecord()?.requestId;
  const entry = JSON.stringify({ level, msg: scrub(message), time: now(), ...(requestId ? { request_id: requestId } : {}), ...(scrubValue(fields) as Fields) });
  if (level === 'error') console.error(entry);
  else if (level === 'warn') console.warn(entry);
  else console.log(entry);
}

export const log = {
  debug: (message: string, fields?: Fields) => line('debug', message, fields),
  info: (message: string, fields?: Fields) => line('info', message, fields),
  warn: (message: string, fields?: Fields) => line('warn', message, fields),
  error: (message: string, fields?: Fields) => line('error', message, fields),
};

/** SPEC §8: "Page Not Found: {path}". */
export function logPageNotFound(path: string, fields?: Fields) {
  log.warn(`Page Not Found: ${path}`, { status: 404, path, ...fields });
}
