/**
 * The experiment client's lifecycle (SPEC §4): not initialized → initialized once a configuration has
 * loaded. While initialized the configuration is refreshed every `refreshInterval` (5 minutes in
 * production, 1 minute elsewhere; SPEC §9), and at once when the service's event stream announces a
 * change for OUR site code (an event for another site code is ignored). A failed first load leaves the
 * client not initialized and retries after the same interval; a failed refresh keeps the configuration
 * it had. A 304 answer keeps it too.
 *
 * I/O comes in as actors (`machine.provide`): `fetchConfiguration` and `configurationEvents` (the
 * stream, a callback actor that sends CONFIGURATION_CHANGED).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ExperimentsConfiguration } from '@/lib/experiments/types';

/** What a configuration request answers: no configuration for 304 Not Modified. */
export interface FetchedConfiguration {
  configuration?: ExperimentsConfiguration;
  lastModified?: string;
}

export interface ConfigSyncContext {
  siteCode: string;
  /** Refresh period in ms; the client derives it from the environment (`refreshIntervalMs`). */
  refreshMs: number;
  configuration: ExperimentsConfiguration | null;
  lastModified?: string;
  /** The `ts` of the event that asked for the running refresh. */
  eventTs?: number;
  lastError?: string;
  loads: number;
}

export type ConfigSyncEvent = { type: 'START' } | { type: 'CONFIGURATION_CHANGED'; siteCode: string; ts: number } | { type: 'STOP' };

export interface ConfigSyncInput {
  siteCode: string;
  refreshMs: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const configSyncMachine = setup({
  types: {
    context: {} as ConfigSyncContext,
    events: {} as ConfigSyncEvent,
    input: {} as ConfigSyncInput,
  },
  actors: {
    fetchConfiguration: fromPromise<FetchedConfiguration, { ts?: number; lastModified?: string }>(async () => {
      throw new Error('fetchConfiguration actor not provided');
    }),
    // Provided by the client: opens the service's event stream while initialized; sends CONFIGURATION_CHANGED.
    configurationEvents: fromCallback<ConfigSyncEvent, { realTimeUpdate: boolean }>(() => () => undefined),
  },
  delays: {
    refreshInterval: ({ context }) => context.refreshMs,
  },
  guards: {
    isOurSite: ({ context, event }) => event.type === 'CONFIGURATION_CHANGED' && event.siteCode === context.siteCode,
    hasConfiguration: (_, output: FetchedConfiguration) => !!output.configuration,
  },
  actions: {
    storeConfiguration: assign(({ context }, output: FetchedConfiguration) => {
      return {
        configuration: output.configuration ?? context.configuration,
        lastModified: output.lastModified ?? context.lastModified,
        lastError: undefined,
        loads: context.loads + (output.configuration ? 1 : 0),
        eventTs: undefined,
      };
    }),
    rememberError: assign((_, error: unknown) => ({ lastError: errorText(error), eventTs: undefined })),
    rememberEventTs: assign({ eventTs: ({ event }) => (event.type === 'CONFIGURATION_CHANGED' ? event.ts : undefined) }),
    // Hooks for the client's logging; no-ops by default.
    reportLoadFailure: (_, _error: unknown) => undefined,
    reportRefreshFailure: (_, _error: unknown) => undefined,
  },
}).createMachine({
  id: 'experimentsConfigSync',
  context: ({ input }) => ({ siteCode: input.siteCode, refreshMs: input.refreshMs, configuration: null, loads: 0 }),
  initial: 'notInitialized',
  on: { STOP: '.stopped' },
  states: {
    notInitialized: {
      on: { START: 'loading' },
    },
    loading: {
      invoke: {
        src: 'fetchConfiguration',
        input: ({ context }) => ({ lastModified: context.lastModified }),
        onDone: [
          {
            guard: { type: 'hasConfiguration', params: ({ event }) => event.output },
            target: 'initialized',
            actions: { type: 'storeConfiguration', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: { type: 'reportLoadFailure', params: () => 'The service answered without a configuration' } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'reportLoadFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          ],
        },
      },
    },
    failed: {
      after: { refreshInterval: 'loading' },
    },
    initialized: {
      invoke: {
        src: 'configurationEvents',
        input: ({ context }) => ({ realTimeUpdate: !!context.configuration?.configuration.realTimeUpdate }),
      },
      initial: 'idle',
      on: {
        CONFIGURATION_CHANGED: { guard: 'isOurSite', target: '.refreshing', actions: 'rememberEventTs' },
      },
      states: {
        idle: {
          after: { refreshInterval: 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'fetchConfiguration',
            input: ({ context }) => ({ ts: context.eventTs, lastModified: context.lastModified }),
            onDone: { target: 'idle', actions: { type: 'storeConfiguration', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: [
                { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => event.error },
                { type: 'reportRefreshFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
              ],
            },
          },
        },
      },
    },
    stopped: { type: 'final' },
  },
});
