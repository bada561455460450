/** SPEC §3, §5 and §9 constants of the experiment client. */

/** A feature is active when its variation key is not this one. */
export const OFF_VARIATION_KEY = 'off';
/** The holdout variation that keeps a visitor out of every experiment. */
export const IN_HOLDOUT_VARIATION_KEY = 'in-holdout';

/** SPEC §9: the SDK version string sent with every request. */
export const SDK_VERSION = '4.9.0';
export const SDK_NAME = 'javascript';

/** SPEC §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** SPEC §9: configuration refresh, 5 minutes in production and 1 minute elsewhere. */
export const PRODUCTION_REFRESH_MS = 5 * 60_000;
export const OTHER_REFRESH_MS = 60_000;
export const PRODUCTION_ENVIRONMENT = 'production';

export function refreshIntervalMs(environment: string): number {
  return environment === PRODUCTION_ENVIRONMENT ? PRODUCTION_REFRESH_MS : OTHER_REFRESH_MS;
}

/** SPEC §5/§9: tracking body cap, 10 MB counted at 4 bytes per character. */
export const MAX_TRACKING_BODY_BYTES = 10 * 1_000 * 1_000;
export const BYTES_PER_CHARACTER = 4;
/** How often queued tracking is sent. */
export const TRACKING_INTERVAL_MS = 1_000;

/** SPEC §5: visitor codes. */
export const VISITOR_CODE_LENGTH = 16;
export const VISITOR_CODE_MAX_LENGTH = 255;
export const VISITOR_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** SPEC §5: the previous-visit amount filter of a visitor-data request. */
export const MIN_VISIT_AMOUNT = 1;
export const MAX_VISIT_AMOUNT = 25;

/** SPEC §3: custom-data indexes used for targeting. Only the country is set at start-up, in upper case. */
export const CUSTOM_DATA_INDEX = {
  tier: 0,
  country: 3,
  platform: 5,
  appPlatform: 6,
  version: 7,
  key: 8,
  brandCode: 9,
  pagePath: 10,
} as const;

export type CustomDataName = keyof typeof CUSTOM_DATA_INDEX;

export const TARGETABLE_CUSTOM_DATA_INDEXES: ReadonlySet<number> = new Set(Object.values(CUSTOM_DATA_INDEX));

/** The server-sent event that announces a configuration change (data: `{ siteCode, ts }`). */
export const CONFIGURATION_UPDATE_EVENT = 'configuration-update-event';

