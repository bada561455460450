import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { commonSchema } from '@/schemas/cms/common.schema';
import type { JsonSchema } from './types';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
// The shared definitions (`common#/definitions/…`), registered once for every CMS schema.
ajv.addSchema(commonSchema);
// How a field is stored in the content source (renderer/content-types.ts): an annotation, not a check.
ajv.addKeyword({ keyword: 'contentful', schemaType: 'object' });
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Validates an entry's fields against a block's JSON Schema; returns the ajv errors in a readable form. */
export function validateFields(schema: JsonSchema, fields: unknown): { valid: true } | { valid: false; errors: ValidationIssue[] } {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(fields)) return { valid: true };
  return { valid: false, errors: (validate.errors ?? []).map(toIssue) };
}

function toIssue(error: ErrorObject): ValidationIssue {
  const extra =
    error.keyword === 'additionalProperties'
      ? ` (${(error.params as { additionalProperty: string }).additionalProperty})`
      : error.keyword === 'enum'
        ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})`
        : '';
  return { path: error.instancePath || '/', message: `${error.message ?? error.keyword}${extra}` };
}
