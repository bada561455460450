import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isRetryableConflict, isUniqueViolation } from './errors';

const coded = (code: string, message = code, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });

describe('reading a database error', () => {
  it('knows a server out of reach: refused, reset, shutting down, starting up, a lost connection, too many connections', () => {
    const unavailable = [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006', 'connection failure'),
      coded('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]),
    ];
    expect(unavailable.filter(isDatabaseUnavailable)).toHaveLength(unavailable.length);
  });

  it('does not take a query the server refused for one', () => {
    const others = [coded('23505'), coded('40P01'), coded('42P01', 'relation "x" does not exist'), new Error('The bag is empty'), new AggregateError([coded('ECONNREFUSED'), new Error('bad')]), undefined, 'ECONNREFUSED'];
    expect(others.filter(isDatabaseUnavailable)).toEqual([]);
  });

  it('retries only deadlocks and serialization failures; names a unique violation by its constraint', () => {
    expect([coded('40P01'), coded('40001'), coded('23505'), coded('57P01')].map(isRetryableConflict)).toEqual([true, true, false, false]);
    const duplicate = coded('23505', 'duplicate key', { constraint: 'bag_lines_one_reward' });
    expect([isUniqueViolation(duplicate), isUniqueViolation(duplicate, 'bag_lines_one_reward'), isUniqueViolation(duplicate, 'bags_guest'), isUniqueViolation(coded('40P01'))]).toEqual([true, true, false, false]);
  });
});
