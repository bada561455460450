/**
 * The store's one logger (docs/architecture.md, "Logs"): pino, one JSON object per line, level from `LOG_LEVEL`.
 * Every line written while a request is served carries its `request_id` (and `trace_id` when OpenTelemetry has an
 * active span); secrets and personal data are redacted (log-redact.mjs); a failure that repeats (a Redis outage
 * retried every few milliseconds) writes its first line, then one summary per interval, then one "recovered" line.
 *
 * Shared through a global key: the server preload `request-log.mjs` makes the process's logger and `lib/log.ts`
 * (bundled into the app) writes through it. Warnings and errors go to stderr, the rest to stdout, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { format } from 'node:util';
import pino from 'pino';
import { REDACT_PATHS, REDACTED, scrub, scrubValue } from './log-redact.mjs';

export const LOGGING_KEY = Symbol.for('atelier.logging');
export const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** How often a repeating failure writes its summary line. */
export const REPEAT_SUMMARY_MS = 10_000;

/** The request's record: `{ requestId }`, one store per process (a global key, so every copy of this file shares it). */
export const requestContext = (globalThis[Symbol.for('atelier.requestContext')] ??= new AsyncLocalStorage());

let otel;
try {
  // Optional: the tracing setup (instrumentation.ts) brings @opentelemetry/api; without it no line has a trace id.
  otel = createRequire(import.meta.url)('@opentelemetry/api');
} catch {
  otel = undefined;
}

/** The active span's trace id, or undefined (no OpenTelemetry, no span, or an invalid context). */
export function activeTraceId() {
  const context = otel?.trace.getActiveSpan()?.spanContext();
  return context && otel.isSpanContextValid(context) ? context.traceId : undefined;
}

/** The fields every line gets: the request id of the request being served and the trace id. */
export function contextFields() {
  const record = requestContext.getStore();
  const traceId = activeTraceId();
  return { ...(record?.requestId ? { request_id: record.requestId } : {}), ...(traceId ? { trace_id: traceId } : {}) };
}

/** The level of `LOG_LEVEL` (server/environment.ts checks its value), `info` when unset or unknown. */
export function levelFrom(value = process.env.LOG_LEVEL) {
  const level = String(value ?? '').trim().toLowerCase();
  return LEVELS.includes(level) ? level : 'info';
}

/**
 * A pino logger with the store's rules. `streams`: `{ out, err }` (default stdout and stderr, written synchronously
 * so a line is out before the process exits); warnings and errors go to `err`.
 */
/**
 * The time of a line from the performance clock, never `Date.now()` or `new Date()` without an argument: lines are
 * written while Next prerenders a page (a 404's "Page Not Found" line), where Next refuses to read the clock and the
 * page then answers 500 ("encountered the unstable value `Date.now()` while prerendering").
 */
const wallClockMs = () => Math.round(performance.timeOrigin + performance.now());
const wallClockIso = () => new Date(wallClockMs()).toISOString();

export function createLogger({ level = levelFrom(), streams } = {}) {
  const out = streams?.out ?? pino.destination({ dest: 1, sync: true });
  const err = streams?.err ?? pino.destination({ dest: 2, sync: true });
  return pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: () => `,"time":"${wallClockIso()}"`,
      formatters: { level: (label) => ({ level: label }), log: (fields) => scrubValue(fields) },
      // scrubValue has made errors plain (type, message, stack, code, cause), scrubbed; pino's own would rename them.
      serializers: { err: (error) => error },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      mixin: contextFields,
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)));
        },
      },
    },
    pino.multistream([{ level: 'trace', stream: out }, { level: 'warn', stream: err }], { dedupe: true }),
  );
}

/**
 * Collapses a failure that repeats: `failure(key, write)` writes its first line (through `write`), then counts; every
 * `intervalMs` a key that failed again writes one summary line; `recovered(key)` writes one line when the key was
 * failing. A key quiet for a whole interval is forgotten (its next failure writes a first line again).
 */
export class RepeatCollapser {
  #failing = new Map();
  #timer;
  constructor(logger, { intervalMs = REPEAT_SUMMARY_MS, now = wallClockMs } = {}) {
    this.logger = logger;
    this.intervalMs = intervalMs;
    this.now = now;
  }

  failure(key, write) {
    const known = this.#failing.get(key);
    if (known) {
      known.repeats += 1;
      known.total += 1;
      return false;
    }
    this.#failing.set(key, { since: this.now(), repeats: 0, total: 1, quiet: 0 });
    write();
    // The summaries belong to no request: the timer is made outside the one being served.
    this.#timer ??= requestContext.exit(() => setInterval(() => this.flush(), this.intervalMs).unref());
    return true;
  }

  /** One summary line per key that repeated since the last one. */
  flush() {
    for (const [key, state] of this.#failing) {
      if (state.repeats === 0) {
        state.quiet += 1;
        if (state.quiet >= 2) this.#failing.delete(key);
        continue;
      }
      this.logger.warn({ failure: key, repeats: state.repeats, total: state.total, failing_for_ms: this.now() - state.since }, `${key}: still failing, ${state.repeats} more in the last ${Math.round(this.intervalMs / 1000)} s`);
      state.repeats = 0;
      state.quiet = 0;
    }
    if (this.#failing.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  recovered(key) {
    const state = this.#failing.get(key);
    if (!state) return false;
    this.#failing.delete(key);
    requestContext.exit(() => this.logger.info({ failure: key, total: state.total, failing_for_ms: this.now() - state.since }, `${key}: recovered after ${state.total} failures`));
    return true;
  }

  isFailing(key) {
    return this.#failing.has(key);
  }
}

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** Console lines of one outage share a key: the Redis client's and the cache library's many messages are one failure. */
const FAILURE_KEYS = [[/redis|subscriber client|syncedmap|assertClientIsReady|ECONNREFUSED.*6379/i, 'redis']];

/** The failure a console warning or error is one of: a known family, else its message without numbers. */
export function failureKey(message) {
  return familyOf(message) ?? message.replace(/\d+/g, '#').slice(0, 120);
}

/** The known family of a message (a connection's failure, not a request's), or undefined. */
function familyOf(message) {
  for (const [pattern, key] of FAILURE_KEYS) if (pattern.test(message)) return key;
  return undefined;
}

/** A line of console arguments: a JSON object (a line someone already made JSON) or a formatted message and its error. */
function consoleEntry(args) {
  if (args.length === 1 && typeof args[0] === 'string' && args[0].startsWith('{')) {
    try {
      const { level: _level, msg, time: _time, ...fields } = JSON.parse(args[0]);
      if (typeof msg === 'string') return { msg, fields };
    } catch {
      // not JSON: a plain message
    }
  }
  const error = args.find((arg) => arg instanceof Error);
  const msg = format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))).replace(ANSI, '').trim();
  return { msg, fields: error ? { err: error } : {} };
}

/**
 * Replaces console.log/info/debug/warn/error with lines of `logger` (Next's own lines and libraries'), and collapses
 * repeating warnings and errors. Returns a function that puts the old console back.
 */
export function installConsole(logger, collapser) {
  const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
  const levelOf = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' };
  for (const method of Object.keys(saved)) {
    const level = levelOf[method];
    console[method] = (...args) => {
      const { msg, fields } = consoleEntry(args);
      if (msg === '' && Object.keys(fields).length === 0) return;
      const family = familyOf(msg);
      // A connection's failure is no request's, although its socket may have been opened while serving one.
      const write = family ? () => requestContext.exit(() => logger[level](fields, msg)) : () => logger[level](fields, msg);
      if (level === 'warn' || level === 'error') collapser.failure(family ?? failureKey(msg), write);
      else write();
    };
  }
  return () => Object.assign(console, saved);
}

/** The process's logging (made once): the logger, its collapser and whether the console goes through it. */
export function processLogging() {
  return globalThis[LOGGING_KEY];
}

export function installProcessLogging({ console: routeConsole = false, logger = createLogger() } = {}) {
  if (globalThis[LOGGING_KEY]) return globalThis[LOGGING_KEY];
  const collapser = new RepeatCollapser(logger);
  const logging = { logger, collapser, restoreConsole: routeConsole ? installConsole(logger, collapser) : undefined };
  globalThis[LOGGING_KEY] = logging;
  return logging;
}
