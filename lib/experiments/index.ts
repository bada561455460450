/** Feature flags and experiments (issue 11). See README.md in this folder. */
export { createExperiments, settingsFromEnv, Experiments, INACTIVE_VARIATION, EMBEDDED_SITE_CODE, type Flags, type VisitorInput } from './experiments';
export { ExperimentsClient, type CustomDataInput } from './client';
export { ExperimentError, EXPERIMENT_ERROR_MESSAGES, type ExperimentErrorReason } from './errors';
export { CUSTOM_DATA_INDEX, OFF_VARIATION_KEY } from './constants';
export { experimentsBaseUrl, fetchRequester, type Requester } from './service-api';
export { generateVisitorCode, visitorCodeFromCookieHeader, visitorCookie, revokedVisitorCookie, isValidVisitorCode } from './visitor-code';
export type { VariationResult, VariableValue, ExperimentsConfiguration } from './types';
