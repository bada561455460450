import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/schemas/api/openapi';
import { codeSpans, constraintsOf, fieldRows, operationsByTag, resolveParameter, resolveSchema, typeLabel } from './schema-view';

const doc = openApiDocument();

describe('schema-view', () => {
  it('labels types, linking shared shapes', () => {
    expect(typeLabel({ type: 'string' })).toEqual({ text: 'string' });
    expect(typeLabel({ $ref: '#/components/schemas/Money' })).toEqual({ text: 'Money', ref: 'Money' });
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/ProductSummary' } })).toEqual({ text: 'array of ProductSummary', ref: 'ProductSummary' });
    expect(typeLabel({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({ text: 'integer or null' });
    expect(typeLabel({ type: 'object', additionalProperties: { type: 'string' } })).toEqual({ text: 'map of string' });
    expect(typeLabel({})).toEqual({ text: 'any' });
  });

  it('says the rules of a value', () => {
    expect(constraintsOf({ type: 'integer', minimum: 1, maximum: 1000, default: 1 })).toEqual(['1–1000', 'default 1']);
    expect(constraintsOf({ type: 'string', minLength: 3, maxLength: 3 })).toEqual(['exactly 3 characters']);
    expect(constraintsOf({ type: 'string', enum: ['a', 'b'] })).toEqual(['one of "a", "b"']);
    expect(constraintsOf({ type: 'integer', exclusiveMinimum: 0 })).toEqual(['above 0']);
    expect(constraintsOf({ anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] })).toEqual(['at most 5 characters']);
  });

  it('lists fields of a named shape, inline objects nested', () => {
    const { name, schema } = resolveSchema({ $ref: '#/components/schemas/ProductSummary' }, doc);
    expect(name).toBe('ProductSummary');
    const rows = fieldRows(schema);
    expect(rows.find((r) => r.name === 'price')).toMatchObject({ required: true, type: { text: 'Money', ref: 'Money' }, children: [] });
    expect(rows.find((r) => r.name === 'rating')?.children.map((c) => c.name)).toEqual(['average', 'count']);
  });

  it('groups operations by tag and resolves shared parameters', () => {
    const groups = operationsByTag(doc, '/api/web/v1');
    expect(groups.map((g) => g.name)).toEqual(doc.tags.map((t) => t.name));
    // The webhooks sit under their own server.
    const webhooks = groups.find((g) => g.name === 'Webhooks')!.operations.map((o) => `${o.base}${o.path}`);
    expect(webhooks).toEqual(['/api/revalidate', '/api/revalidate/catalog', '/api/payments/webhook']);
    expect(groups.find((g) => g.name === 'Stores')!.operations[0].base).toBe('/api/web/v1');
    const country = resolveParameter({ $ref: '#/components/parameters/Country' }, doc);
    expect(country?.name).toBe('country');
  });

  it('splits `code` out of descriptions', () => {
    expect(codeSpans('use `q` or `brand`.')).toEqual([
      { code: false, text: 'use ' },
      { code: true, text: 'q' },
      { code: false, text: ' or ' },
      { code: true, text: 'brand' },
      { code: false, text: '.' },
    ]);
  });
});
