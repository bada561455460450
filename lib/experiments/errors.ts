/**
 * SPEC §8's experiment errors. The client throws an `ExperimentError` carrying one of these reasons; the
 * public wrapper catches every error, answers "inactive" and reports the reason once.
 */

export const EXPERIMENT_ERROR_MESSAGES = {
  'site-code-missing': 'The experiments site code is missing',
  'environment-missing': 'The experiments environment is missing',
  'not-ready': 'The experiments client is not ready (not initialized)',
  'visitor-code-empty': 'The visitor code is empty',
  'visitor-code-too-long': 'The visitor code is longer than 255 characters',
  'visit-amount': 'The previous-visit amount must be a number from 1 to 25',
  'configuration-not-found': 'Feature flag configuration not found',
  'variation-not-found': 'Feature flag variation not found',
  'experiment-not-found': 'Experiment not found',
  'variable-not-found': 'Feature flag variable not found',
  'environment-disabled': 'The feature flag is disabled in this environment',
  'consent-blocked': 'Evaluation is blocked: the visitor refused consent',
  'configuration-failed': 'The experiments configuration could not be loaded',
} as const;

export type ExperimentErrorReason = keyof typeof EXPERIMENT_ERROR_MESSAGES;

export class ExperimentError extends Error {
  readonly reason: ExperimentErrorReason;
  /** What the error is about: a feature key, variation key, experiment id or variable name. */
  readonly subject?: string;

  constructor(reason: ExperimentErrorReason, subject?: string | number, options?: { cause?: unknown }) {
    super(subject === undefined ? EXPERIMENT_ERROR_MESSAGES[reason] : `${EXPERIMENT_ERROR_MESSAGES[reason]}: ${subject}`, options);
    this.name = 'ExperimentError';
    this.reason = reason;
    this.subject = subject === undefined ? undefined : String(subject);
  }
}

export function isExperimentError(error: unknown, reason?: ExperimentErrorReason): error is ExperimentError {
  return error instanceof ExperimentError && (reason === undefined || error.reason === reason);
}
