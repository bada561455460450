import type { Server } from 'node:http';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_KEY: symbol;
export const KNOWN_JOBS: string[];
export const JOB_FAILED_AFTER_SECONDS: number;
export const SCRAPE_DATABASE_TIMEOUT_MS: number;
export const UNMATCHED: string;

export interface RouteTable {
  statics: Map<string, string>;
  dynamics: { page: string; regex: RegExp; order: number }[];
  generic: { page: string; regex: RegExp; order: number }[];
  candidates: Map<string, { page: string; regex: RegExp; order: number }[]>;
  memo: Map<string, string>;
}
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  poolAcquire: Histogram;
  cache: Counter<'cache' | 'store' | 'result'>;
  rateLimited: Counter<'limit'>;
  orders: Counter<'outcome'>;
  payments: Counter<'state'>;
  scrapeDatabaseUp: Gauge;
  outbox: Gauge<'channel'>;
  outboxFailed: Gauge<'channel'>;
  outboxOldest: Gauge;
  jobRuns: Gauge<'job'>;
  jobFailures: Gauge<'job'>;
  jobLastSuccess: Gauge<'job'>;
  ready: Gauge;
}
export function routeTable(manifest: { staticRoutes?: { page: string }[]; dynamicRoutes?: { page: string; regex: string }[] } | undefined): RouteTable;
export function loadRouteTable(cwd?: string, distDir?: string): RouteTable;
export function routeLabel(url: string | undefined, table: RouteTable): string;
export function methodLabel(method: string | undefined): string;
export function createMetrics(options?: { defaults?: boolean }): Metrics;
export function processMetrics(): Metrics;
export function installRequestMetrics(metrics?: Metrics, options?: { server?: Server; table?: RouteTable }): void;
export function readDatabaseFigures(metrics: Metrics, url?: string, timeoutMs?: number): Promise<boolean>;
export function startMetricsServer(metrics: Metrics, options: { port: number | string; host?: string; readiness?: boolean }): Server;
export function installMetrics(env?: Record<string, string | undefined>): Metrics | undefined;
