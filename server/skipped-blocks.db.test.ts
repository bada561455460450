/**
 * Issue 21, item 3: `/api/health/blocks` counts the blocks the renderer skipped, whichever module instance or process
 * skipped them. The renderer and the health route are imported as separate module instances (as Next bundles
 * them), and the count the route answers must rise with every skip.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { closePool } from '@/commerce/db/pool';

vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));

type Renderer = typeof import('@/renderer/skipped-blocks');
type Counter = typeof import('./skipped-blocks');

/** A fresh module instance of the renderer's counter and of the server module it writes through. */
async function rendererInstance(): Promise<{ renderer: Renderer; counter: Counter }> {
  vi.resetModules();
  return { renderer: await import('@/renderer/skipped-blocks'), counter: await import('./skipped-blocks') };
}

async function healthInstance(): Promise<() => Promise<{ status: number; body: { status: string; skippedBlocks: Record<string, Record<string, number>> | null } }>> {
  vi.resetModules();
  const { GET } = await import('@/app/api/health/blocks/route');
  return async () => {
    const response = await GET();
    return { status: response.status, body: await response.json() };
  };
}

describe.each(databasesUnderTest())('skipped-block counts on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;
  let url: string;
  const saved = process.env.DATABASE_URL;

  beforeAll(async () => {
    ({ pool, close, url } = await migratedTestDatabase(serverUrl, { max: 4 }));
    process.env.DATABASE_URL = url;
  }, 120_000);

  afterAll(async () => {
    await closePool();
    process.env.DATABASE_URL = saved;
    await close?.();
  });

  it('the health route answers the skips of other module instances, and the count rises with each skip', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const health = await healthInstance();
    expect((await health()).body).toEqual({ status: 'ok', skippedBlocks: {} });

    // Twelve "Block skipped" lines from two renderer instances (two bundles, or two processes).
    const a = await rendererInstance();
    const b = await rendererInstance();
    for (let i = 0; i < 7; i++) a.renderer.recordSkippedBlock({ contentType: 'heroBanner', entryId: `hero-${i}`, reason: 'invalid-fields' });
    for (let i = 0; i < 5; i++) b.renderer.recordSkippedBlock({ contentType: 'heroBanner', entryId: `hero-b-${i}`, reason: 'unknown-content-type' });
    await a.counter.flushSkippedBlocks();
    await b.counter.flushSkippedBlocks();
    const first = await health();
    expect(first.status).toBe(200);
    expect(first.body.skippedBlocks).toEqual({ heroBanner: { total: 12, 'invalid-fields': 7, 'unknown-content-type': 5 } });

    a.renderer.recordSkippedBlock({ contentType: 'promoStrip', entryId: 'strip', reason: 'render-failed' });
    a.renderer.recordSkippedBlock({ contentType: 'heroBanner', entryId: 'hero-7', reason: 'invalid-fields' });
    await a.counter.flushSkippedBlocks();
    const second = await health();
    expect(second.body.skippedBlocks?.heroBanner.total).toBe(13);
    expect(second.body.skippedBlocks?.promoStrip).toEqual({ total: 1, 'render-failed': 1 });
  });

  it('writes on its own shortly after a skip, without the renderer waiting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { renderer, counter } = await rendererInstance();
    const before = (await counter.readSkippedBlockCounts(pool)).segmentBlocks?.total ?? 0;
    const started = performance.now();
    renderer.recordSkippedBlock({ contentType: 'segmentBlocks', entryId: 'seg', reason: 'invalid-fields' });
    expect(performance.now() - started).toBeLessThan(50);
    await vi.waitFor(async () => expect((await counter.readSkippedBlockCounts(pool)).segmentBlocks?.total).toBe(before + 1), { timeout: counter.FLUSH_DELAY_MS + 3_000, interval: 100 });
  });

  it('a database outage neither throws into rendering nor loses the counts: they are written once it answers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { renderer, counter } = await rendererInstance();
    const down = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', connectionTimeoutMillis: 500 });
    expect(() => renderer.recordSkippedBlock({ contentType: 'video', entryId: 'v', reason: 'invalid-fields' })).not.toThrow();
    await counter.flushSkippedBlocks(down);
    expect(warn.mock.calls.some(([line]) => String(line).includes('Skipped-block counts not written'))).toBe(true);
    expect(counter.pendingSkippedBlockCounts()).toEqual({ video: { total: 1, 'invalid-fields': 1 } });
    await down.end();
    await counter.flushSkippedBlocks(pool);
    expect((await counter.readSkippedBlockCounts(pool)).video).toEqual({ total: 1, 'invalid-fields': 1 });
    counter.discardPendingSkippedBlocks();
  });
});
