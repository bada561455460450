'use client';
/**
 * One block's fields in one locale, as a form generated from the block's JSON Schema (react-jsonschema-form;
 * lib/studio/form-schema.ts maps the schema). A localized field that is empty shows the default locale's value
 * it falls back to; a field that is the same in every locale is read-only outside the default locale. The
 * problems of the publish check are shown on their fields. Images are chosen in the image library (`AssetLibrary`)
 * and product slugs by a search of the catalogue (`ProductPicker`), each beside the generated form.
 */
import { useMemo, type ReactNode } from 'react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  entryFieldsWith,
  formDataOf,
  inGeneratedForm,
  valuesWithFallback,
  type EntryFields,
  type SchemaNode,
  type StudioBlockForm,
  type StudioField,
} from '@/lib/studio/form-schema';
import type { FieldProblem } from '@/lib/studio/validate';
import { RichTextField } from './RichTextField';
import type { UploadedAsset } from './ImageUpload';
import { AssetLibrary } from './AssetLibrary';
import { ProductPicker } from './ProductPicker';
import { itemNoun, STUDIO_FORM_TEMPLATES } from './form-buttons';

export interface AssetChoice {
  id: string;
  title: string;
  /** What the image shows (its alt text when given). */
  description?: string;
  /** The image file's url (a thumbnail is shown from it). */
  url?: string;
}

export interface BlockFieldsFormProps {
  /** Unique on the page (the entry's id): the form's element ids start with it. */
  id: string;
  form: StudioBlockForm;
  fields: EntryFields;
  locale: string;
  defaultLocale: string;
  assets: readonly AssetChoice[];
  problems?: readonly FieldProblem[];
  onChange: (fields: EntryFields) => void;
  /** The editor of a linked-entries field (its entries live with the page editor); without it the field is not shown. */
  renderLinked?: (field: StudioField, problems: readonly string[]) => ReactNode;
  /** An image was uploaded for a field (it is chosen for the field too); without it no upload is offered. */
  onAssetUploaded?: (asset: UploadedAsset) => void;
}

export function uiSchemaOf(form: StudioBlockForm, fields: EntryFields, locale: string, defaultLocale: string): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  const fallback = valuesWithFallback(form, fields, defaultLocale, defaultLocale);
  const properties = form.formSchema.properties as Record<string, SchemaNode>;
  for (const field of form.fields) {
    if (!inGeneratedForm(field)) continue;
    const entry: Record<string, unknown> = {};
    // An array's buttons name its items ("Add a brand slug", "Remove brand slug 2").
    if (properties[field.name]?.type === 'array') {
      const options = { itemNoun: itemNoun(field.label) };
      entry['ui:options'] = options;
      entry.items = { 'ui:options': options };
    }
    const maxLength = properties[field.name]?.maxLength;
    if (typeof maxLength === 'number' && maxLength > 300) entry['ui:widget'] = 'textarea';
    if (locale !== defaultLocale) {
      if (!field.localized) {
        entry['ui:readonly'] = true;
        entry['ui:help'] = `The same in every language; edit it in ${defaultLocale}.`;
      } else if (fallback[field.name] !== undefined && field.kind === 'value') {
        entry['ui:placeholder'] = String(fallback[field.name]);
        entry['ui:help'] = `Left empty, ${locale} shows the ${defaultLocale} value: \u201c${String(fallback[field.name])}\u201d.`;
      }
    }
    ui[field.name] = entry;
  }
  return ui;
}

/** The publish check's problems of this locale, on their fields (a block-wide one on the form itself). */
function errorSchemaOf(problems: readonly FieldProblem[], locale: string): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const problem of problems) {
    if (problem.locale && problem.locale !== locale) continue;
    const key = problem.field || '__root';
    (errors[key] ??= { __errors: [] }).__errors.push(problem.message);
  }
  const { __root, ...byField } = errors;
  return { ...byField, ...(__root ? { __errors: __root.__errors } : {}) } as ErrorSchema;
}

/** The generated form's values only (the other fields have editors of their own). */
function generatedFormData(form: StudioBlockForm, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(form.fields.filter((f) => inGeneratedForm(f) && data[f.name] !== undefined).map((f) => [f.name, data[f.name]]));
}

export function BlockFieldsForm({ id, form, fields, locale, defaultLocale, assets, problems = [], onChange, renderLinked, onAssetUploaded }: BlockFieldsFormProps) {
  const schema = form.formSchema as RJSFSchema;
  const uiSchema = useMemo(() => uiSchemaOf(form, fields, locale, defaultLocale), [form, fields, locale, defaultLocale]);
  const kept = form.fields.filter((f) => f.kind === 'kept');
  const data = formDataOf(form, fields, locale, defaultLocale);
  const formData = generatedFormData(form, data);
  const required = new Set((form.validationSchema.required as string[] | undefined) ?? []);
  const problemsOf = (field: StudioField) => problems.filter((p) => p.field === field.name && (!p.locale || p.locale === locale)).map((p) => p.message);
  return (
    <div className="studio-block-form">
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        templates={STUDIO_FORM_TEMPLATES}
        idPrefix={id}
        noHtml5Validate
        showErrorList={false}
        extraErrors={errorSchemaOf(problems, locale)}
        onChange={(event) => onChange(entryFieldsWith(form, fields, generatedFormData(form, (event.formData ?? {}) as Record<string, unknown>), locale, defaultLocale))}
        onSubmit={() => undefined}
      />
      {form.fields.map((field) => {
        const sharedReadOnly = !field.localized && locale !== defaultLocale;
        const sharedHelp = sharedReadOnly ? `The same in every language; edit it in ${defaultLocale}.` : undefined;
        if (field.kind === 'asset') {
          return (
            <AssetLibrary
              key={field.name}
              id={`${id}_${field.name}`}
              label={field.label}
              value={typeof data[field.name] === 'string' ? (data[field.name] as string) : undefined}
              assets={assets}
              required={required.has(field.name)}
              readOnly={sharedReadOnly}
              help={sharedHelp}
              problems={problemsOf(field)}
              onChange={(assetId) => onChange(entryFieldsWith(form, fields, { ...formData, [field.name]: assetId }, locale, defaultLocale))}
              onUploaded={onAssetUploaded}
            />
          );
        }
        if (field.kind === 'products') {
          const max = (form.validationSchema.properties as Record<string, SchemaNode>)[field.name]?.maxItems;
          return (
            <ProductPicker
              key={field.name}
              id={`${id}_${field.name}`}
              label={field.label}
              value={Array.isArray(data[field.name]) ? (data[field.name] as string[]) : []}
              max={typeof max === 'number' ? max : undefined}
              readOnly={sharedReadOnly}
              problems={problemsOf(field)}
              onChange={(refs) => onChange(entryFieldsWith(form, fields, { ...formData, [field.name]: refs }, locale, defaultLocale))}
            />
          );
        }
        if (field.kind === 'richText') {
          const readOnly = !field.localized && locale !== defaultLocale;
          return (
            <RichTextField
              key={`${field.name}-${locale}`}
              id={`${id}_${field.name}`}
              label={field.label}
              locale={locale}
              value={data[field.name]}
              fallback={locale === defaultLocale ? undefined : { locale: defaultLocale, value: fields[field.name]?.[defaultLocale] }}
              readOnly={readOnly}
              required={required.has(field.name)}
              problems={problemsOf(field)}
              onChange={(document) => onChange(entryFieldsWith(form, fields, { ...formData, [field.name]: document }, locale, defaultLocale))}
            />
          );
        }
        if (field.kind === 'entries' && renderLinked) return <div key={field.name}>{renderLinked(field, problemsOf(field))}</div>;
        return null;
      })}
      {kept.length > 0 && (
        <ul className="studio-block-form__kept" aria-label="Fields kept as they are">
          {kept.map((f) => (
            <li key={f.name}>
              {f.label} ({f.keptBecause}) is kept as it is; the studio does not edit it yet.
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
