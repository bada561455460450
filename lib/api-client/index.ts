export {
  ApiError,
  NetworkError,
  ResponseValidationError,
  DEFAULT_BASE_URL,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type DeleteOptions,
  type GetOptions,
  type WriteOptions,
} from './client';
export {
  appendQuery,
  previewHeaders,
  standardHeaders,
  withUserSegments,
  type LocaleContext,
  type PreviewOptions,
  type QueryParams,
  type QueryValue,
} from './headers';
export {
  MAX_QUERY_RETRIES,
  RETRYABLE_STATUSES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  isRetryableError,
  retryDelay,
  shouldRetryQuery,
} from './retry';
export { QUERY_STALE_TIME_MS, createQueryClient } from './query-client';
