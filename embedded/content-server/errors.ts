// Contentful-style API errors: `{ sys: { type: 'Error', id }, message, details }` with an HTTP status.
// The SDKs turn `sys.id` into the thrown error's `name` (e.g. 'VersionMismatch').

export interface ValidationIssue {
  name: string;
  path: (string | number)[];
  details: string;
  value?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = id;
  }

  toBody(): Record<string, unknown> {
    return {
      sys: { type: 'Error', id: this.id },
      message: this.message,
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

export const accessTokenInvalid = () =>
  new ApiError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');

export const notFound = (type?: string, id?: string) =>
  new ApiError(404, 'NotFound', 'The resource could not be found.', type ? { type, id } : undefined);

export const invalidQuery = (message: string, issues: ValidationIssue[] = []) =>
  new ApiError(400, 'InvalidQuery', message, { errors: issues });

export const badRequest = (message: string) => new ApiError(400, 'BadRequest', message);

export const validationFailed = (issues: ValidationIssue[]) =>
  new ApiError(422, 'ValidationFailed', 'Validation error', { errors: issues });

export const versionMismatch = (current: number, sent: string | undefined) =>
  new ApiError(
    409,
    'VersionMismatch',
    sent === undefined
      ? `X-Contentful-Version header is required; the current version is ${current}.`
      : `Version ${sent} does not match the current version ${current}.`,
  );
