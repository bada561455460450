/**
 * Structured log lines (one JSON object per line on stdout/stderr), so operators can grep and ship them.
 */
type Fields = Record<string, unknown>;

// A timing API rather than `new Date()`: log lines may be written while Next prerenders a page.
const now = () => new Date(Math.round(performance.timeOrigin + performance.now())).toISOString();

function line(level: 'info' | 'warn' | 'error', message: string, fields: Fields = {}) {
  const entry = JSON.stringify({ level, msg: message, time: now(), ...fields });
  if (level === 'error') console.error(entry);
  else if (level === 'warn') console.warn(entry);
  else console.log(entry);
}

export const log = {
  info: (message: string, fields?: Fields) => line('info', message, fields),
  warn: (message: string, fields?: Fields) => line('warn', message, fields),
  error: (message: string, fields?: Fields) => line('error', message, fields),
};

/** SPEC §8: "Page Not Found: {path}". */
export function logPageNotFound(path: string, fields?: Fields) {
  log.warn(`Page Not Found: ${path}`, { status: 404, path, ...fields });
}
