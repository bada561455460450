/**
 * Whether a request that failed on the database may have changed something (issue 30). An API answer may say
 * "nothing was changed" only when that is known: the failure came before any COMMIT of the request was sent. The
 * request frame runs each request in a record (`recordingCommits`); `withTransaction` notes each COMMIT that went
 * through and marks the errors of a transaction it rolled back; a lost COMMIT is a `CommitUnconfirmedError`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isCommitUnconfirmed, isConnectFailure } from './errors';

interface CommitRecord {
  /** Transactions of this request that committed. */
  committed: number;
}

// One store per process, on a registered symbol: Next may load this module in more than one bundle.
const STORE_KEY = Symbol.for('atelier.commerce.db.commits');
type GlobalWithCommits = typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<CommitRecord> };
const holder = globalThis as GlobalWithCommits;
const commits = (holder[STORE_KEY] ??= new AsyncLocalStorage<CommitRecord>());

/** Errors of transactions that were rolled back (or never began): nothing of them was committed. */
const rolledBack = new WeakSet<object>();

/** Runs `fn` (one request) in its own record of commits. */
export function recordingCommits<T>(fn: () => Promise<T>): Promise<T> {
  return commits.run({ committed: 0 }, fn);
}

/** A transaction of the current request committed. */
export function noteCommit(): void {
  const record = commits.getStore();
  if (record) record.committed += 1;
}

/** Whether a transaction of the current request has committed. */
export function committedInThisRequest(): boolean {
  return (commits.getStore()?.committed ?? 0) > 0;
}

/** `error` ended a transaction before its COMMIT was sent: the transaction was rolled back. */
export function markRolledBack(error: unknown): void {
  if (typeof error === 'object' && error !== null) rolledBack.add(error);
}

/**
 * Whether the request's failure may have left a change behind, so that its answer must not say "nothing was
 * changed": a COMMIT whose answer was lost, a transaction of this request that committed before the failure, or a
 * connection lost during a statement outside any transaction of a request that may write (autocommit: the statement
 * commits itself). Known not to: a transaction rolled back before its COMMIT, a connection never opened, or a read
 * (GET, HEAD) that committed nothing.
 */
export function mayHaveCommitted(error: unknown, method: string): boolean {
  if (isCommitUnconfirmed(error) || committedInThisRequest()) return true;
  if ((typeof error === 'object' && error !== null && rolledBack.has(error)) || isConnectFailure(error)) return false;
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
