/**
 * Loaded into the store's server process (`node --import`, see `serverNodeOptions` and the Dockerfile), beside the
 * other preloads: with METRICS_PORT set, Prometheus metrics of the process on that port (METRICS_HOST, default
 * 127.0.0.1) at GET /metrics, and every request counted and timed under its route pattern. What and why:
 * request-metrics.mjs.
 */
import { installMetrics } from './request-metrics.mjs';

installMetrics();
