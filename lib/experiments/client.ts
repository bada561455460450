/**
 * The experiment client: configuration lifecycle (flows/experiments-config), per-visitor data (custom
 * data, page path, consent, forced and simulated variations), evaluation and tracking. Its methods throw
 * `ExperimentError` as the vendor SDK throws its errors; developers use the wrapper in `experiments.ts`,
 * which turns every error into "inactive".
 *
 * Pure TypeScript on `fetch`-shaped I/O: runs in Node (proxy, route handlers, server components) and in
 * the browser.
 */
import { createActor, fromCallback, fromPromise, waitFor, type Actor } from 'xstate';
import { configSyncMachine, type ConfigSyncEvent, type FetchedConfiguration } from '@/flows/experiments-config/config-sync.machine';
import { log as defaultLog } from '../log';
import { MAX_VISIT_AMOUNT, MIN_VISIT_AMOUNT, OFF_VARIATION_KEY, refreshIntervalMs, TRACKING_INTERVAL_MS } from './constants';
import { ExperimentError, isExperimentError } from './errors';
import { evaluateFlag, indexConfiguration, resolveSimulated, type ForcedVariation, type IndexedConfiguration, type SimulatedVariation } from './evaluator';
import { ServiceApi, type Requester } from './service-api';
import { TrackingQueue, trackingLine } from './tracking';
import type { ExperimentsConfiguration, FeatureFlag, FeatureVariable, LegalConsent, VariableValue, VariationResult } from './types';
import { revokedVisitorCookie, validateVisitorCode, visitorCookie } from './visitor-code';

export type Logger = Pick<typeof defaultLog, 'info' | 'warn' | 'error'>;

export interface ExperimentsClientOptions {
  siteCode: string;
  environment: string;
  baseUrl: string;
  requester?: Requester;
  /** Configuration refresh period; default by environment (SPEC §9). */
  refreshMs?: number;
  /** How often queued tracking is sent; 0 = only on `flush()`. */
  trackingIntervalMs?: number;
  maxTrackingBodyBytes?: number;
  /** Visitors kept in memory; the least recently seen are forgotten first. */
  maxVisitors?: number;
  logger?: Logger;
}

export interface CustomDataInput {
  index: number;
  values: readonly string[];
}

interface VisitorRecord {
  customData: Map<number, string[]>;
  pagePath?: string;
  consent: LegalConsent;
  forced: Map<number, ForcedVariation>;
  /** The simulation cookie's entries by feature key, resolved against the configuration when used. */
  simulated?: Record<string, unknown>;
}

const DEFAULT_MAX_VISITORS = 10_000;

/** A variable's value as the vendor parses it. Throws for a NUMBER that is not one or JSON that does not parse. */
export function parseVariable(variable: FeatureVariable): VariableValue {
  switch (variable.type) {
    case 'BOOLEAN':
      return Boolean(variable.value);
    case 'NUMBER': {
      const value = Number(variable.value);
      if (Number.isNaN(value)) throw new Error(`Variable ${variable.key} is not a number`);
      return value;
    }
    case 'JSON':
      return JSON.parse(String(variable.value)) as VariableValue;
    default:
      return String(variable.value);
  }
}

/** Parses the simulation cookie (URI-encoded JSON object); anything else is no simulation. */
export function parseSimulationCookie(value: string | null | undefined): Record<string, unknown> | undefined {
  if (!value) return undefined;
  try {
    let text = value;
    try {
      text = decodeURIComponent(value);
    } catch {
      // Already decoded.
    }
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function looksLikeConfiguration(value: unknown): value is ExperimentsConfiguration {
  const candidate = value as ExperimentsConfiguration | null;
  return !!candidate && typeof candidate === 'object' && Array.isArray(candidate.featureFlags) && !!candidate.configuration && typeof candidate.configuration === 'object';
}

export class ExperimentsClient {
  readonly api: ServiceApi;
  readonly tracking: TrackingQueue;
  readonly refreshMs: number;
  private readonly actor: Actor<typeof configSyncMachine>;
  private readonly logger: Logger;
  private readonly visitors = new Map<string, VisitorRecord>();
  private readonly maxVisitors: number;
  private readonly trackingIntervalMs: number;
  private readonly reportedConditions = new Set<string>();
  private indexed: IndexedConfiguration | null = null;
  private trackingTimer: ReturnType<typeof setInterval> | undefined;
  private started = false;

  constructor(options: ExperimentsClientOptions) {
    const { siteCode, environment, baseUrl, requester, maxTrackingBodyBytes, logger = defaultLog } = options;
    this.logger = logger;
    this.refreshMs = options.refreshMs ?? refreshIntervalMs(environment);
    this.maxVisitors = options.maxVisitors ?? DEFAULT_MAX_VISITORS;
    this.trackingIntervalMs = options.trackingIntervalMs ?? TRACKING_INTERVAL_MS;
    this.api = new ServiceApi({ baseUrl, siteCode, environment, requester });
    this.tracking = new TrackingQueue({
      maxBodyBytes: maxTrackingBodyBytes,
      onOversized: (visitorCode, event) => this.logger.error('Experiment tracking event larger than the body cap dropped', { visitorCode, kind: event.kind, length: event.line.length }),
    });

    const api = this.api;
    const machine = configSyncMachine.provide({
      actors: {
        fetchConfiguration: fromPromise<FetchedConfiguration, { ts?: number; lastModified?: string }>(async ({ input }) => {
          const answer = await api.getConfiguration({ ts: input.ts, ifModifiedSince: input.lastModified });
          if (answer.configuration !== undefined && !looksLikeConfiguration(answer.configuration)) throw new Error('The service sent a configuration that is not one');
          return answer;
        }),
        configurationEvents: fromCallback<ConfigSyncEvent, { realTimeUpdate: boolean }>(({ sendBack, input }) => {
          if (!input.realTimeUpdate) return undefined;
          return api.openConfigurationEvents(
            (event) => sendBack({ type: 'CONFIGURATION_CHANGED', ...event }),
            (error) => this.logger.warn('Experiment configuration stream closed; polling continues', { error: String(error) }),
          );
        }),
      },
      actions: {
        reportLoadFailure: (_, error) => this.logger.error('Experiment configuration could not be loaded; every flag is inactive', { error: String(error) }),
        reportRefreshFailure: (_, error) => this.logger.warn('Experiment configuration refresh failed; the previous configuration stays', { error: String(error) }),
      },
    });
    this.actor = createActor(machine, { input: { siteCode, refreshMs: this.refreshMs } });
  }

  /** Loads the configuration; true once initialized, false if the first load failed (it retries later). */
  async initialize(): Promise<boolean> {
    if (!this.started) {
      this.started = true;
      this.actor.start();
      this.actor.send({ type: 'START' });
      if (this.trackingIntervalMs > 0) {
        this.trackingTimer = setInterval(() => void this.flush(), this.trackingIntervalMs);
        (this.trackingTimer as { unref?: () => void }).unref?.();
      }
    }
    const snapshot = await waitFor(this.actor, (s) => s.matches('initialized') || s.matches('failed') || s.status !== 'active');
    return snapshot.matches('initialized');
  }

  isInitialized(): boolean {
    return this.actor.getSnapshot().matches('initialized');
  }

  /** The machine's state, for diagnostics (`notInitialized`, `loading`, `failed`, `{ initialized: … }`). */
  get state() {
    return this.actor.getSnapshot().value;
  }

  /** Stops refreshing, the event stream and the tracking timer. */
  stop(): void {
    if (this.trackingTimer) clearInterval(this.trackingTimer);
    this.trackingTimer = undefined;
    if (this.actor.getSnapshot().status !== 'active') return;
    this.actor.send({ type: 'STOP' });
    this.actor.stop();
  }

  /** The current configuration, indexed; throws `not-ready` before one has loaded. */
  private config(): IndexedConfiguration {
    const raw = this.actor.getSnapshot().context.configuration;
    if (!raw || !this.isInitialized()) throw new ExperimentError('not-ready');
    if (this.indexed?.raw !== raw) this.indexed = indexConfiguration(raw);
    return this.indexed;
  }

  private visitor(visitorCode: string): VisitorRecord {
    validateVisitorCode(visitorCode);
    let record = this.visitors.get(visitorCode);
    if (record) {
      // Most recently seen last, so the oldest are forgotten first.
      this.visitors.delete(visitorCode);
    } else {
      record = { customData: new Map(), consent: 'unknown', forced: new Map() };
    }
    this.visitors.set(visitorCode, record);
    while (this.visitors.size > this.maxVisitors) {
      const oldest = this.visitors.keys().next().value as string;
      this.visitors.delete(oldest);
    }
    return record;
  }

  private reportCondition = (what: string) => {
    if (this.reportedConditions.has(what)) return;
    this.reportedConditions.add(what);
    this.logger.warn('Experiment targeting condition not evaluated; the rule does not target the visitor', { condition: what });
  };

  /** Adds custom data (SPEC §3 indexes); it is used for targeting and tracked. */
  addData(visitorCode: string, ...data: CustomDataInput[]): void {
    const record = this.visitor(visitorCode);
    for (const { index, values } of data) {
      const list = [...values];
      const previous = record.customData.get(index);
      record.customData.set(index, list);
      if (!previous || previous.join('\u0000') !== list.join('\u0000')) {
        this.tracking.add(visitorCode, 'customData', trackingLine.customData(index, list), `customData:${index}`);
      }
    }
  }

  /** The page the visitor is on, for PAGE_URL conditions (not tracked). */
  setPagePath(visitorCode: string, pagePath: string | undefined): void {
    this.visitor(visitorCode).pagePath = pagePath;
  }

  /** The simulation cookie's value for this visitor (undefined clears any simulation). */
  setSimulatedVariations(visitorCode: string, cookieValue: string | null | undefined): void {
    this.visitor(visitorCode).simulated = parseSimulationCookie(cookieValue);
  }

  /**
   * Records the visitor's consent and answers the `Set-Cookie` to send: the visitor cookie for a year
   * when given, the same cookie with max age 0 when revoked (SPEC §4).
   */
  setLegalConsent(visitorCode: string, consent: boolean): string {
    this.visitor(visitorCode).consent = consent ? 'given' : 'not-given';
    return consent ? visitorCookie(visitorCode) : revokedVisitorCookie(visitorCode);
  }

  consentOf(visitorCode: string): LegalConsent {
    return this.visitors.get(visitorCode)?.consent ?? 'unknown';
  }

  /**
   * Whether the visitor cookie may be kept for this visitor now: always unless consent is required
   * (and no enabled flag has a targeted-delivery rule, as the vendor does), else only with consent.
   */
  mayKeepVisitorCookie(visitorCode: string): boolean {
    const config = this.loaded();
    if (!config) return false;
    if (!config.consentRequired || config.hasTargetedDelivery) return true;
    return this.consentOf(visitorCode) === 'given';
  }

  /**
   * Whether a flag's variation can differ between visitors: the configuration has loaded and the flag is enabled
   * here with a rule. Otherwise every visitor gets its default, and a page varied by it is the same for all.
   */
  mayVaryByVisitor(featureKey: string): boolean {
    const flag = this.loaded()?.flags.get(featureKey);
    return !!flag && flag.environmentEnabled && flag.rules.length > 0;
  }

  /** The indexed configuration, or null before one has loaded. */
  private loaded(): IndexedConfiguration | null {
    return this.isInitialized() ? this.config() : null;
  }

  private consentProvided = (visitorCode: string): boolean => {
    // Before a configuration has loaded we cannot know whether consent is required: wait.
    const required = this.loaded()?.consentRequired ?? true;
    return !required || this.consentOf(visitorCode) === 'given';
  };

  /**
   * Forces a variation of an experiment for a visitor (SPEC §5): the experiment and the variation key
   * must exist; a null key removes the forced variation.
   */
  setForcedVariation({ visitorCode, experimentId, variationKey, forceTargeting = true }: { visitorCode: string; experimentId: number; variationKey: string | null; forceTargeting?: boolean }): void {
    const record = this.visitor(visitorCode);
    if (variationKey === null) {
      record.forced.delete(experimentId);
      return;
    }
    const experiment = this.config().experiments.get(experimentId);
    if (!experiment) throw new ExperimentError('experiment-not-found', experimentId);
    const variation = experiment.rule.variationByExposition.find((v) => v.variationKey === variationKey);
    if (!variation) throw new ExperimentError('variation-not-found', variationKey);
    record.forced.set(experimentId, { variationKey, variationId: variation.variationId, forceTargeting });
  }

  private flag(featureKey: string): { config: IndexedConfiguration; flag: FeatureFlag } {
    const config = this.config();
    const flag = config.flags.get(featureKey);
    if (!flag) throw new ExperimentError('configuration-not-found', featureKey);
    if (!flag.environmentEnabled) throw new ExperimentError('environment-disabled', featureKey);
    return { config, flag };
  }

  private simulatedFor(config: IndexedConfiguration, record: VisitorRecord, featureKey: string): Map<string, SimulatedVariation> | undefined {
    const entry = record.simulated?.[featureKey];
    const resolved = entry === undefined ? null : resolveSimulated(config, featureKey, entry);
    return resolved ? new Map([[featureKey, resolved]]) : undefined;
  }

  private variables(flag: FeatureFlag, variationKey: string): Record<string, VariableValue> {
    const variation = flag.variations.find((v) => v.key === variationKey);
    const out: Record<string, VariableValue> = {};
    for (const variable of variation?.variables ?? []) {
      try {
        out[variable.key] = parseVariable(variable);
      } catch (error) {
        this.reportCondition(`variable ${flag.featureKey}.${variable.key}: ${String(error)}`);
      }
    }
    return out;
  }

  /** The visitor's variation of a flag (SPEC §3 result); tracked unless `track` is false or it is simulated. */
  getVariation({ visitorCode, featureKey, track = true }: { visitorCode: string; featureKey: string; track?: boolean }): VariationResult {
    validateVisitorCode(visitorCode);
    const { config, flag } = this.flag(featureKey);
    const record = this.visitor(visitorCode);
    const evaluation = evaluateFlag(
      config,
      flag,
      {
        visitorCode,
        targeting: { customData: record.customData, pagePath: record.pagePath },
        consent: record.consent,
        forced: record.forced,
        simulated: this.simulatedFor(config, record, featureKey),
      },
      this.reportCondition,
    );
    if (track && !evaluation.simulated) {
      for (const a of evaluation.assignments) {
        this.tracking.add(visitorCode, 'experiment', trackingLine.experiment(a.experimentId, a.variationId), `experiment:${a.experimentId}`);
      }
    }
    return { key: evaluation.variationKey, id: evaluation.variationId, experimentId: evaluation.experimentId, variables: this.variables(flag, evaluation.variationKey) };
  }

  /** Active = the variation key is not `off`. A flag disabled in this environment (or blocked by refused consent) is false. */
  isFeatureFlagActive(visitorCode: string, featureKey: string, { track = true } = {}): boolean {
    try {
      return this.getVariation({ visitorCode, featureKey, track }).key !== OFF_VARIATION_KEY;
    } catch (error) {
      if (isExperimentError(error, 'environment-disabled') || isExperimentError(error, 'consent-blocked')) return false;
      throw error;
    }
  }

  /** One variable of the visitor's variation; `variable-not-found` when the variation has no such variable. */
  getFeatureFlagVariable({ visitorCode, featureKey, variableKey, track = true }: { visitorCode: string; featureKey: string; variableKey: string; track?: boolean }): VariableValue {
    const variation = this.getVariation({ visitorCode, featureKey, track });
    const { flag } = this.flag(featureKey);
    if (!flag.variations.some((v) => v.key === variation.key)) throw new ExperimentError('variation-not-found', variation.key);
    if (!(variableKey in variation.variables)) throw new ExperimentError('variable-not-found', variableKey);
    return variation.variables[variableKey];
  }

  /** Queues a conversion (sent even before consent, SPEC §4). */
  trackConversion({ visitorCode, goalId, revenue, negative }: { visitorCode: string; goalId: number; revenue?: number; negative?: boolean }): void {
    this.visitor(visitorCode);
    this.tracking.add(visitorCode, 'conversion', trackingLine.conversion(goalId, revenue, negative));
  }

  /** Sends what may be sent now; a failed request puts the events back to unsent and is logged. */
  async flush(): Promise<void> {
    const batch = this.tracking.take(this.consentProvided);
    if (!batch.body) return;
    try {
      await this.api.track(batch.body);
      this.tracking.settle(batch, true);
    } catch (error) {
      this.tracking.settle(batch, false);
      this.logger.error('Experiment tracking request failed; its events return to unsent', { events: batch.events.length, error: String(error) });
    }
  }

  /**
   * Fetches the visitor's data from the service (SPEC §5: previous visits filtered by amount 1–25) and,
   * unless `addData` is false, adds the custom data it holds (newest value per index wins).
   */
  async getRemoteVisitorData({ visitorCode, previousVisitAmount = 1, addData = true }: { visitorCode: string; previousVisitAmount?: number; addData?: boolean }): Promise<CustomDataInput[]> {
    validateVisitorCode(visitorCode);
    if (!Number.isInteger(previousVisitAmount) || previousVisitAmount < MIN_VISIT_AMOUNT || previousVisitAmount > MAX_VISIT_AMOUNT) throw new ExperimentError('visit-amount', previousVisitAmount);
    const data = customDataOfVisits(await this.api.getVisitorData(visitorCode, previousVisitAmount));
    if (addData) {
      const record = this.visitor(visitorCode);
      for (const { index, values } of data) record.customData.set(index, [...values]);
    }
    return data;
  }

  /** A value of the service's remote data map. */
  async getRemoteData(key: string): Promise<unknown> {
    return this.api.getRemoteData(key);
  }
}

interface VisitShape {
  timeStarted?: number;
  customDataEvents?: Array<{ time?: number; data?: { index?: number; valuesCountMap?: Record<string, number> } }>;
}

/** The custom data in a visitor-data answer (`currentVisit`, `previousVisits`): newest value per index. */
export function customDataOfVisits(answer: unknown): CustomDataInput[] {
  const { currentVisit, previousVisits } = (answer ?? {}) as { currentVisit?: VisitShape; previousVisits?: VisitShape[] };
  const events = [currentVisit, ...(previousVisits ?? [])]
    .filter((visit): visit is VisitShape => !!visit)
    .flatMap((visit) => visit.customDataEvents ?? [])
    .filter((e) => typeof e.data?.index === 'number' && e.data.valuesCountMap && typeof e.data.valuesCountMap === 'object')
    .sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
  const byIndex = new Map<number, string[]>();
  for (const event of events) {
    const index = event.data!.index!;
    if (!byIndex.has(index)) byIndex.set(index, Object.keys(event.data!.valuesCountMap!));
  }
  return [...byIndex].map(([index, values]) => ({ index, values }));
}
