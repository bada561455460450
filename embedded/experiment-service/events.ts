/**
 * The embedded service's configuration events: subscribers of the event stream hear
 * `{ siteCode, ts }` when the configuration file changes (checked every 2 s while someone listens) or
 * when `publishConfigurationUpdate` is called. Server-only.
 */
import { statSync } from 'node:fs';
import { configurationFilePath, loadConfigurationFile } from './configuration-file';

export interface ConfigurationUpdate {
  siteCode: string;
  ts: number;
}

type Listener = (update: ConfigurationUpdate) => void;

const listeners = new Set<Listener>();
const WATCH_INTERVAL_MS = 2_000;
let watcher: ReturnType<typeof setInterval> | undefined;
let lastModified: number | undefined;

export function publishConfigurationUpdate(update: ConfigurationUpdate): void {
  for (const listener of listeners) listener(update);
}

function checkFile() {
  try {
    const file = configurationFilePath();
    const modified = Math.floor(statSync(file).mtimeMs);
    if (lastModified !== undefined && modified !== lastModified) {
      publishConfigurationUpdate({ siteCode: loadConfigurationFile(file).file.siteCode, ts: modified });
    }
    lastModified = modified;
  } catch {
    // A missing or broken file: clients keep what they have; the configuration route reports it.
  }
}

/** Listens for updates; returns the function that stops listening. */
export function subscribeConfigurationUpdates(listener: Listener, { watchFile = true } = {}): () => void {
  listeners.add(listener);
  if (watchFile && !watcher) {
    checkFile();
    watcher = setInterval(checkFile, WATCH_INTERVAL_MS);
    (watcher as { unref?: () => void }).unref?.();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && watcher) {
      clearInterval(watcher);
      watcher = undefined;
      lastModified = undefined;
    }
  };
}
