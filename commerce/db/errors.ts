/**
 * What a failed database call means for the shopper, read from the error `pg` gives: the server is out of reach
 * (down, restarting, refusing connections: answer "try again" with 503), two transactions collided in a way
 * that running one again settles (deadlock, serialization failure: retried by `withTransaction`), or a unique
 * rule refused a row that a concurrent request wrote first (a 409, never a 500).
 */

/** The SQLSTATE codes this store acts on (PostgreSQL, Appendix A "Error Codes"). */
export const SQLSTATE = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  adminShutdown: '57P01',
  crashShutdown: '57P02',
  cannotConnectNow: '57P03',
  tooManyConnections: '53300',
} as const;

/** Socket errors of a server that is not there (or went away mid-call). */
const UNREACHABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** `pg`'s own messages for a connection it lost or could not open (they carry no code). */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

interface CodedError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  errors?: unknown;
}

const asCoded = (error: unknown): CodedError => (typeof error === 'object' && error !== null ? (error as CodedError) : {});

/** The SQLSTATE (or Node socket code) of an error, when it has one. */
export function errorCode(error: unknown): string | undefined {
  const { code } = asCoded(error);
  return typeof code === 'string' ? code : undefined;
}

/** A deadlock or serialization failure: the transaction was rolled back and running it again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  const code = errorCode(error);
  return code === SQLSTATE.deadlockDetected || code === SQLSTATE.serializationFailure;
}

/** A unique rule refused the row (optionally: this constraint's). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (errorCode(error) !== SQLSTATE.uniqueViolation) return false;
  return constraint === undefined || asCoded(error).constraint === constraint;
}

/**
 * The connection was lost after COMMIT was sent (or while it was answered): the server may have committed the
 * transaction or not, and this process cannot tell. Never to be answered "nothing was changed" (issue 30: an order
 * answered that way was in fact placed). `cause` is the connection's own error.
 */
export class CommitUnconfirmedError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super(`The connection was lost while the transaction committed; it may have committed (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'CommitUnconfirmedError';
    this.code = errorCode(cause);
  }
}

export const isCommitUnconfirmed = (error: unknown): error is CommitUnconfirmedError => error instanceof CommitUnconfirmedError;

/** `pg`'s messages for a connection it could not open (nothing of a request was sent on it). */
const NEVER_CONNECTED = /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/**
 * The database was never reached: the connection was refused, could not be opened in time, or the server refused
 * to start a session (starting up, shutting down, too many connections). No statement was sent, so nothing changed.
 */
export function isConnectFailure(error: unknown): boolean {
  const { code, message, errors } = asCoded(error);
  if (typeof code === 'string' && (code === SQLSTATE.cannotConnectNow || code === SQLSTATE.tooManyConnections || code === '08001' || code === '08004' || ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(code))) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isConnectFailure)) return true;
  return typeof message === 'string' && NEVER_CONNECTED.test(message);
}

/**
 * The database cannot be reached or is shutting down or starting up: nothing the request did was at fault,
 * and the same request will succeed once it is back. Connection exceptions (class 08), the server's shutdown
 * and start-up codes, too many connections, socket errors (also inside the AggregateError Node raises when
 * every address of a host refused), and `pg`'s lost-connection messages.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isCommitUnconfirmed(error)) return true;
  const { code, message, errors } = asCoded(error);
  if (typeof code === 'string') {
    if (code.startsWith('08') || code === SQLSTATE.adminShutdown || code === SQLSTATE.crashShutdown || code === SQLSTATE.cannotConnectNow || code === SQLSTATE.tooManyConnections) return true;
    if (UNREACHABLE_SOCKET.has(code)) return true;
  }
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
