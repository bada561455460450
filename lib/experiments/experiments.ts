/**
 * The small API developers use (SPEC §1/§8): per visitor, `isActive(key)`, `variation(key)` and
 * `variable(key, name)`. It never throws: on ANY error a flag is inactive (`off`, no ids, no variables,
 * undefined variable) and the error's reason is reported once.
 *
 *   const flags = experiments.forVisitor({ visitorCode, country: 'th', pagePath: '/pages/sale' });
 *   if (flags.isActive('header-promo-strip')) show(flags.variable('header-promo-strip', 'message'));
 */
import { log as defaultLog } from '../log';
import { ExperimentsClient, type ExperimentsClientOptions, type Logger } from './client';
import { CUSTOM_DATA_INDEX, OFF_VARIATION_KEY, PRODUCTION_ENVIRONMENT, type CustomDataName } from './constants';
import { ExperimentError, isExperimentError } from './errors';
import { experimentsBaseUrl, type Requester } from './service-api';
import type { VariableValue, VariationResult } from './types';

/** The site code of the embedded service (`config/experiments/configuration.json`). */
export const EMBEDDED_SITE_CODE = 'atelier0001';

export interface Flags {
  isActive(featureKey: string): boolean;
  variation(featureKey: string): VariationResult;
  variable(featureKey: string, name: string): VariableValue | undefined;
}

export interface VisitorInput {
  visitorCode: string;
  /** Set as custom data 3, upper case (the only custom data set at start-up, SPEC §3). */
  country?: string;
  /** The page path, for PAGE_URL conditions. */
  pagePath?: string;
  /** The simulation cookie's raw value. */
  simulationCookie?: string;
  /** More custom data by SPEC §3 name (tier, platform, brandCode…). */
  customData?: Partial<Record<CustomDataName, string>>;
  /** false: evaluate without tracking (e.g. a prefetch). Default true. */
  track?: boolean;
}

export const INACTIVE_VARIATION: VariationResult = Object.freeze({ key: OFF_VARIATION_KEY, id: null, experimentId: null, variables: Object.freeze({}) as Record<string, VariableValue> });

/** Reports each distinct reason (and subject) once. */
export function createReporter(logger: Logger = defaultLog) {
  const seen = new Set<string>();
  return (error: unknown) => {
    const reason = isExperimentError(error) ? error.reason : 'unexpected';
    const subject = isExperimentError(error) ? error.subject : error instanceof Error ? error.message : String(error);
    const key = `${reason}\u0000${subject ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    logger.warn(`Experiments: ${error instanceof Error ? error.message : String(error)}; the flag is inactive`, { reason, subject });
  };
}

export type Reporter = ReturnType<typeof createReporter>;

export interface ExperimentsSettings {
  siteCode?: string;
  environment?: string;
  baseUrl?: string;
}

/**
 * Settings from the environment: `EXPERIMENTS_SITE_CODE`, `EXPERIMENTS_ENVIRONMENT`,
 * `EXPERIMENTS_BASE_URL`. With no base URL the embedded service is used, and its site code and an
 * environment from `NODE_ENV` are the defaults; with a real service both must be given.
 */
export function settingsFromEnv(env: Record<string, string | undefined> = process.env, origin?: string): ExperimentsSettings {
  const embedded = !env.EXPERIMENTS_BASE_URL?.trim();
  return {
    siteCode: env.EXPERIMENTS_SITE_CODE?.trim() || (embedded ? EMBEDDED_SITE_CODE : undefined),
    environment: env.EXPERIMENTS_ENVIRONMENT?.trim() || (embedded ? (env.NODE_ENV === 'production' ? PRODUCTION_ENVIRONMENT : 'development') : undefined),
    baseUrl: experimentsBaseUrl(env, origin),
  };
}

export class Experiments {
  /** The client, or null when the settings lack a site code or environment. */
  readonly client: ExperimentsClient | null;
  private readonly report: Reporter;
  private readonly missing?: ExperimentError;

  constructor({ client, missing, report }: { client: ExperimentsClient | null; missing?: ExperimentError; report: Reporter }) {
    this.client = client;
    this.missing = missing;
    this.report = report;
  }

  /** Loads the configuration; never throws (false when it could not, or when settings are missing). */
  async initialize(): Promise<boolean> {
    if (!this.client) {
      this.report(this.missing);
      return false;
    }
    try {
      return await this.client.initialize();
    } catch (error) {
      this.report(error);
      return false;
    }
  }

  /**
   * Loads the visitor's custom data from previous visits (amount 1–25) so targeting can use it; false
   * (reported) on any error.
   */
  async loadVisitorData(visitorCode: string, previousVisitAmount = 1): Promise<boolean> {
    if (!this.client) {
      this.report(this.missing);
      return false;
    }
    try {
      await this.client.getRemoteVisitorData({ visitorCode, previousVisitAmount });
      return true;
    } catch (error) {
      this.report(error);
      return false;
    }
  }

  /** The flags of one visitor. Feeding the visitor's data never throws either. */
  forVisitor(input: VisitorInput): Flags {
    const client = this.client;
    const fail = (error: unknown) => this.report(error);
    if (!client) return inactiveFlags(() => fail(this.missing));
    const track = input.track ?? true;
    try {
      if (input.country) client.addData(input.visitorCode, { index: CUSTOM_DATA_INDEX.country, values: [input.country.toUpperCase()] });
      for (const [name, value] of Object.entries(input.customData ?? {})) {
        if (value !== undefined) client.addData(input.visitorCode, { index: CUSTOM_DATA_INDEX[name as CustomDataName], values: [value] });
      }
      client.setPagePath(input.visitorCode, input.pagePath);
      client.setSimulatedVariations(input.visitorCode, input.simulationCookie);
    } catch (error) {
      return inactiveFlags(() => fail(error));
    }
    const { visitorCode } = input;
    return {
      isActive: (featureKey) => {
        try {
          return client.isFeatureFlagActive(visitorCode, featureKey, { track });
        } catch (error) {
          fail(error);
          return false;
        }
      },
      variation: (featureKey) => {
        try {
          return client.getVariation({ visitorCode, featureKey, track });
        } catch (error) {
          fail(error);
          return INACTIVE_VARIATION;
        }
      },
      variable: (featureKey, name) => {
        try {
          return client.getFeatureFlagVariable({ visitorCode, featureKey, variableKey: name, track });
        } catch (error) {
          fail(error);
          return undefined;
        }
      },
    };
  }
}

function inactiveFlags(onUse: () => void): Flags {
  return {
    isActive: () => (onUse(), false),
    variation: () => (onUse(), INACTIVE_VARIATION),
    variable: () => (onUse(), undefined),
  };
}

export interface CreateExperimentsOptions extends ExperimentsSettings, Pick<ExperimentsClientOptions, 'refreshMs' | 'trackingIntervalMs' | 'maxTrackingBodyBytes' | 'maxVisitors'> {
  requester?: Requester;
  logger?: Logger;
}

/** The wrapper for these settings; a missing site code or environment gives a wrapper whose flags are all inactive. */
export function createExperiments(options: CreateExperimentsOptions): Experiments {
  const { siteCode, environment, baseUrl, logger = defaultLog, ...rest } = options;
  const report = createReporter(logger);
  if (!siteCode?.trim()) return new Experiments({ client: null, missing: new ExperimentError('site-code-missing'), report });
  if (!environment?.trim()) return new Experiments({ client: null, missing: new ExperimentError('environment-missing'), report });
  const client = new ExperimentsClient({ siteCode, environment, baseUrl: baseUrl ?? experimentsBaseUrl(), logger, ...rest });
  return new Experiments({ client, report });
}
