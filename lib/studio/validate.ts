/**
 * The studio's check before publish (issue 18): every locale an entry has values in, with the default
 * locale's values filling what it leaves empty (as shoppers get them), against the block's whole schema.
 * The same function runs in the editor (messages in place) and in the publish API (422), so nothing
 * reaches shoppers that the renderer would skip.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { localesOf, valuesWithFallback, type EntryFields, type SchemaNode, type StudioBlockForm } from './form-schema';

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new WeakMap<SchemaNode, ValidateFunction>();

export interface FieldProblem {
  /** The field, or '' for the block as a whole. */
  field: string;
  /** The locale whose values fail ('' when the field is not localized). */
  locale: string;
  message: string;
}

function labelOf(form: StudioBlockForm, name: string): string {
  return form.fields.find((f) => f.name === name)?.label ?? name;
}

function problemOf(form: StudioBlockForm, error: ErrorObject): { field: string; message: string } {
  const params = error.params as Record<string, unknown>;
  const fromPath = error.instancePath.split('/')[1] ?? '';
  const field = error.keyword === 'required' || error.keyword === 'dependencies' ? String(params.missingProperty) : fromPath;
  const label = labelOf(form, field);
  switch (error.keyword) {
    case 'required':
      return { field, message: `${label} is required.` };
    case 'minLength':
      return { field, message: params.limit === 1 ? `${label} is required.` : `${label} needs at least ${params.limit} characters.` };
    case 'maxLength':
      return { field, message: `${label} can have at most ${params.limit} characters.` };
    case 'pattern': {
      const property = (form.formSchema.properties as Record<string, SchemaNode>)[field];
      const hint = typeof property?.description === 'string' ? ` ${property.description}` : '';
      return { field, message: `${label} is not in the expected form.${hint}` };
    }
    case 'enum':
      return { field, message: `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.` };
    case 'minimum':
      return { field, message: `${label} must be at least ${params.limit}.` };
    case 'maximum':
      return { field, message: `${label} must be at most ${params.limit}.` };
    case 'minItems':
      return { field, message: `${label} needs at least ${params.limit} item${params.limit === 1 ? '' : 's'}.` };
    case 'maxItems':
      return { field, message: `${label} can have at most ${params.limit} items.` };
    case 'uniqueItems':
      return { field, message: `${label} lists the same value twice.` };
    case 'dependencies':
      return { field, message: `${label} is required when ${labelOf(form, String(params.property))} is filled in.` };
    case 'anyOf': {
      const options = ((form.validationSchema.anyOf as SchemaNode[] | undefined) ?? []).flatMap((o) => (o.required as string[] | undefined) ?? []);
      return { field: '', message: options.length ? `Fill in ${options.map((o) => labelOf(form, o)).join(' or ')}.` : 'The block is not complete.' };
    }
    default:
      return { field, message: `${field ? `${label}: ` : ''}${error.message ?? error.keyword}.` };
  }
}

/** The problems of one entry, in every locale it has values in; empty when it may be published. */
export function entryProblems(form: StudioBlockForm, fields: EntryFields, defaultLocale: string): FieldProblem[] {
  let validate = compiled.get(form.validationSchema);
  if (!validate) {
    validate = ajv.compile(form.validationSchema);
    compiled.set(form.validationSchema, validate);
  }
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const locale of localesOf(form, fields, defaultLocale)) {
    if (validate(valuesWithFallback(form, fields, locale, defaultLocale))) continue;
    for (const error of validate.errors ?? []) {
      if (error.keyword === 'if') continue; // its `then` or `else` error says what is wrong
      const problem = problemOf(form, error);
      const localized = form.fields.find((f) => f.name === problem.field)?.localized ?? false;
      const at = localized || locale !== defaultLocale ? locale : '';
      const key = `${problem.field}|${localized ? at : ''}|${problem.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ field: problem.field, locale: localized ? at : '', message: problem.message });
    }
  }
  return problems;
}
