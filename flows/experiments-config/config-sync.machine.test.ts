import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { configSyncMachine, type ConfigSyncEvent, type FetchedConfiguration } from './config-sync.machine';
import { refreshIntervalMs } from '@/lib/experiments/constants';
import type { ExperimentsConfiguration } from '@/lib/experiments/types';

const configuration = (realTimeUpdate = false): ExperimentsConfiguration => ({ configuration: { realTimeUpdate, consentType: 'NOT_REQUIRED' }, featureFlags: [] });

/** Lets the invoked promise actors settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(fetch: (input: { ts?: number }) => Promise<FetchedConfiguration>, environment = 'production') {
  const clock = new SimulatedClock();
  const calls: Array<{ ts?: number }> = [];
  let sendEvent: ((event: ConfigSyncEvent) => void) | undefined;
  const machine = configSyncMachine.provide({
    actors: {
      fetchConfiguration: fromPromise(async ({ input }: { input: { ts?: number } }) => (calls.push(input), fetch(input))),
      configurationEvents: fromCallback<ConfigSyncEvent, { realTimeUpdate: boolean }>(({ sendBack }) => {
        sendEvent = sendBack;
        return () => (sendEvent = undefined);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { siteCode: 'atelier0001', refreshMs: refreshIntervalMs(environment) } }).start();
  return { actor, clock, calls, stream: (event: ConfigSyncEvent) => sendEvent?.(event) };
}

describe('experiments configuration lifecycle (SPEC §4, §9)', () => {
  it('is not initialized until the configuration loads', async () => {
    const { actor } = start(async () => ({ configuration: configuration() }));
    expect(actor.getSnapshot().value).toBe('notInitialized');
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().matches('initialized')).toBe(true);
    expect(actor.getSnapshot().context.configuration).not.toBeNull();
  });

  it('refreshes every 5 minutes in production', async () => {
    const { actor, clock, calls } = start(async () => ({ configuration: configuration() }), 'production');
    actor.send({ type: 'START' });
    await settle();
    clock.increment(5 * 60_000 - 1);
    await settle();
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(calls).toHaveLength(2);
    clock.increment(5 * 60_000);
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('refreshes every minute in any other environment', async () => {
    const { actor, clock, calls } = start(async () => ({ configuration: configuration() }), 'staging');
    actor.send({ type: 'START' });
    await settle();
    clock.increment(60_000);
    await settle();
    expect(calls).toHaveLength(2);
    expect(refreshIntervalMs('development')).toBe(60_000);
  });

  it('refreshes at once for an event with our site code (passing its ts), never for another site code', async () => {
    const { actor, calls, stream } = start(async () => ({ configuration: configuration(true) }));
    actor.send({ type: 'START' });
    await settle();
    stream({ type: 'CONFIGURATION_CHANGED', siteCode: 'someoneelse', ts: 111 });
    await settle();
    expect(calls).toHaveLength(1);
    stream({ type: 'CONFIGURATION_CHANGED', siteCode: 'atelier0001', ts: 222 });
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1].ts).toBe(222);
  });

  it('a failed first load stays not initialized and retries after the interval', async () => {
    let fail = true;
    const { actor, clock } = start(async () => {
      if (fail) throw new Error('service down');
      return { configuration: configuration() };
    }, 'development');
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.lastError).toBe('service down');
    fail = false;
    clock.increment(60_000);
    await settle();
    expect(actor.getSnapshot().matches('initialized')).toBe(true);
  });

  it('a failed refresh or a 304 keeps the configuration it had', async () => {
    const first = configuration();
    let answer: () => Promise<FetchedConfiguration> = async () => ({ configuration: first, lastModified: 'Mon, 01 Jan 2024 00:00:00 GMT' });
    const { actor, clock } = start(() => answer(), 'development');
    actor.send({ type: 'START' });
    await settle();
    answer = async () => {
      throw new Error('timeout');
    };
    clock.increment(60_000);
    await settle();
    expect(actor.getSnapshot().context.configuration).toBe(first);
    answer = async () => ({});
    clock.increment(60_000);
    await settle();
    expect(actor.getSnapshot().context.configuration).toBe(first);
    expect(actor.getSnapshot().context.lastModified).toBe('Mon, 01 Jan 2024 00:00:00 GMT');
    expect(actor.getSnapshot().matches({ initialized: 'idle' })).toBe(true);
  });
});
