/**
 * Loaded into the store's server process (`node --import`, see `serverNodeOptions` and the Dockerfile), beside the
 * other preloads: SIGTERM makes the instance unready, closes its kept-alive connections after the request each is
 * serving, and ends the process within SHUTDOWN_TIMEOUT_MS (default 10 s). What it does and why: shutdown-drain.mjs.
 */
import { installGracefulShutdown } from './shutdown-drain.mjs';

installGracefulShutdown();
