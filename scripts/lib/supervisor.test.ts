import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTART_POLICY, restartDelayMs, restartMessage, superviseService } from './supervisor.mjs';

describe('the restart policy of npm start (issue 20)', () => {
  it('pauses 1, 2, 4, 8 s, then 15 s at most', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => restartDelayMs(n))).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });

  it('bounds the restarts: 5 within a minute of running', () => {
    expect(RESTART_POLICY).toMatchObject({ maxRestarts: 5, windowMs: 60_000 });
  });

  it('says what stopped, how, and when it comes back', () => {
    expect(restartMessage('content', { code: null, signal: 'SIGKILL' }, 2)).toBe(
      'content stopped unexpectedly (signal SIGKILL); restarting it in 2 s (restart 2 of at most 5 within 60 s)',
    );
    expect(restartMessage('db', { code: 1, signal: null }, 1)).toContain('(exit 1); restarting it in 1 s');
  });
});

describe('superviseService (a real child under respawn)', () => {
  const printed: string[] = [];
  const sink = { write: (line: string) => printed.push(line) };
  afterEach(() => {
    printed.length = 0;
    vi.restoreAllMocks();
  });

  it('restarts a part that exits, then gives it up past the bound', async () => {
    const steps: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void steps.push(String(line)));
    const policy = { firstDelayMs: 20, maxDelayMs: 40, maxRestarts: 2, windowMs: 60_000 };
    let gaveUp = '';
    const given = new Promise<void>((resolve) => {
      void superviseService('flaky', process.execPath, ['-e', "console.log('ready'); setTimeout(() => process.exit(3), 150)"], {
        ready: /^ready$/,
        policy,
        out: sink,
        err: sink,
        onGiveUp: (name) => {
          gaveUp = name;
          resolve();
        },
      });
    });
    await given;
    expect(gaveUp).toBe('flaky');
    // Three runs: the first, then two restarts (the bound), each announced with its pause.
    expect(printed.filter((line) => line === '[flaky] ready\n')).toHaveLength(3);
    const restarts = steps.filter((line) => line.includes('stopped unexpectedly'));
    expect(restarts.map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''))).toEqual([
      '▸ flaky stopped unexpectedly (exit 3); restarting it in 0.02 s (restart 1 of at most 2 within 60 s)',
      '▸ flaky stopped unexpectedly (exit 3); restarting it in 0.04 s (restart 2 of at most 2 within 60 s)',
    ]);
    expect(steps.some((line) => line.includes('flaky is back'))).toBe(true);
    expect(steps.some((line) => line.includes('giving up'))).toBe(true);
  }, 30_000);

  it('fails the start when the part exits before it is ready, without restarting it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(superviseService('broken', process.execPath, ['-e', 'process.exit(2)'], { ready: /^ready$/, out: sink, err: sink })).rejects.toThrow(
      'broken exited before it was ready (2)',
    );
  }, 15_000);

  it('stops a running part when asked, without restarting it', async () => {
    const steps: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void steps.push(String(line)));
    const service = await superviseService('steady', process.execPath, ['-e', "console.log('ready'); setInterval(() => {}, 1000)"], { ready: /^ready$/, out: sink, err: sink });
    const pid = service.pid();
    expect(pid).toBeGreaterThan(0);
    await service.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(steps.some((line) => line.includes('stopped unexpectedly'))).toBe(false);
  }, 15_000);

  it('does not restart a part that exits once the store is stopping (a signal to the process group reached it first)', async () => {
    const steps: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void steps.push(String(line)));
    const policy = { firstDelayMs: 20, maxDelayMs: 40, maxRestarts: 2, windowMs: 60_000 };
    const service = await superviseService('parting', process.execPath, ['-e', "console.log('ready'); setInterval(() => {}, 1000)"], { ready: /^ready$/, policy, out: sink, err: sink });
    const pid = service.pid();
    service.hold();
    process.kill(pid, 'SIGTERM');
    // Three restart pauses' worth of time: a restart would have printed 'ready' a second time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(printed.filter((line) => line === '[parting] ready\n')).toHaveLength(1);
    expect(steps.some((line) => line.includes('stopped unexpectedly'))).toBe(false);
    await service.stop();
  }, 15_000);
});
