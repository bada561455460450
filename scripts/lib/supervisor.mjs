// The supervisor of `npm start` (issue 20): each part of the store (content server, database, Next server) runs
// under a monitor that restarts it when it exits on its own, with a growing pause and a bound on restarts, and
// prints what it does. Built on `respawn` (docs/architecture.md, "Faults and the supervisor"); the policy is ours.
import { step } from './stack.mjs';

/**
 * The restart policy: pauses of 1, 2, 4, 8 s, then 15 s each; a part that needs more than `maxRestarts` restarts
 * within `windowMs` of running (respawn's window: it counts the time the part ran, not the pauses) is given up, and
 * the store stops with exit code 1, as before the supervisor, rather than restarting forever.
 */
export const RESTART_POLICY = Object.freeze({ firstDelayMs: 1_000, maxDelayMs: 15_000, maxRestarts: 5, windowMs: 60_000 });

/** The pause before restart number `restart` (1 for the first). */
export function restartDelayMs(restart, policy = RESTART_POLICY) {
  const n = Math.max(1, Math.floor(restart));
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (n - 1));
}

/** What the supervisor prints when a part stopped and is restarted. */
export function restartMessage(name, { code, signal }, restart, policy = RESTART_POLICY) {
  const how = signal ? `signal ${signal}` : `exit ${code}`;
  return `${name} stopped unexpectedly (${how}); restarting it in ${restartDelayMs(restart, policy) / 1000} s (restart ${restart} of at most ${policy.maxRestarts} within ${policy.windowMs / 1000} s)`;
}

/**
 * Starts `command args` under a monitor; resolves once its first run printed a line matching `ready` (rejects if it
 * exits or stays silent before then, as `startService` does). Later runs (after an unexpected exit) use
 * `restartArgs` when given (e.g. without `--reseed`, so a restart keeps the data). `onGiveUp(name)` is called when
 * the policy's bound is reached. Returns `{ stop, hold, pid(), monitor, match }`: `hold()` ends restarts (the store is
 * stopping), `stop()` stops the part.
 */
export async function superviseService(name, command, args, { cwd, env = {}, ready, timeoutMs = 120_000, restartArgs = args, policy = RESTART_POLICY, onGiveUp = () => {}, out = process.stdout, err = process.stderr } = {}) {
  const { default: respawn } = await import('respawn');
  let runs = 0;
  let stoppedAt = 0;
  const monitor = respawn(() => [command, ...(runs++ === 0 ? args : restartArgs)], {
    name,
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxRestarts: policy.maxRestarts,
    kill: 10_000,
    // Called by respawn with the number of the restart it is about to make (its count, reset after a quiet window).
    sleep: (restart) => {
      step(restartMessage(name, lastExit, restart, policy));
      return restartDelayMs(restart, policy);
    },
  });
  let lastExit = { code: null, signal: null };
  // Set when the whole store is stopping: a part that exits then (a signal to the process group reaches it before
  // its turn to be stopped) is not restarted.
  let holding = false;
  const hold = () => {
    holding = true;
  };
  return new Promise((resolve, reject) => {
    let started = false;
    let settled = false;
    const timer = setTimeout(() => fail(new Error(`${name} did not become ready within ${timeoutMs / 1000} s`)), timeoutMs);
    const fail = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      monitor.stop();
      reject(error);
    };
    const stop = () => new Promise((done) => monitor.stop(() => done()));
    const onLine = (stream) => (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        stream.write(`[${name}] ${line}\n`);
        const match = line.match(ready);
        if (!match) continue;
        if (!started) {
          started = true;
          settled = true;
          clearTimeout(timer);
          resolve({ monitor, match, stop, hold, pid: () => monitor.pid, get child() { return monitor.child; } });
        } else if (stoppedAt) {
          step(`${name} is back (pid ${monitor.pid}), ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after it stopped`);
          stoppedAt = 0;
        }
      }
    };
    monitor.on('stdout', onLine(out));
    monitor.on('stderr', onLine(err));
    monitor.on('spawn', (child) => step(`${name} runs as pid ${child.pid}`));
    monitor.on('exit', (code, signal) => {
      if (!started) return fail(new Error(`${name} exited before it was ready (${code ?? signal})`));
      // Stopping the monitor here, before respawn decides on a restart, ends it (its status becomes 'stopping').
      if (holding) return void monitor.stop();
      lastExit = { code, signal };
      stoppedAt ||= Date.now();
    });
    monitor.on('crash', () => {
      step(`${name} stopped ${policy.maxRestarts + 1} times within ${policy.windowMs / 1000} s of running; giving up`);
      onGiveUp(name);
    });
    monitor.start();
  });
}
