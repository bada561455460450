import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { listOutbox, sendMessage } from './outbox';

describe.each(databasesUnderTest())('the outbox on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { max: 4 }));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('lists the newest message first, past the 99 → 100 id boundary (ids are numbers, not text)', async () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    for (let i = 1; i <= 105; i++) await sendMessage(pool, { channel: 'email', recipient: 'order@example.com', subject: `Message ${i}`, body: 'x', kind: 'test' }, at);
    const listed = await listOutbox(pool, { recipient: 'order@example.com', limit: 3 });
    expect(listed.map((m) => m.subject)).toEqual(['Message 105', 'Message 104', 'Message 103']);
  });
});
