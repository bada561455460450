// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockContentTypes, blockSchemas, contentTypesOf } from './content-types';
import { blockRegistry, createBlockRegistry } from './registry';

describe('the block registry', () => {
  it('lists every folder under blocks/, each with the schema that defines its content type', async () => {
    const schemas = await blockSchemas();
    const folders = [...schemas.entries()].map(([folder, schema]) => ({ folder, contentType: contentTypesOf(schema)[0].sys.id, schema }));
    expect([...blockRegistry.keys()].sort()).toEqual(folders.map((f) => f.contentType).sort());
    for (const { folder, contentType, schema } of folders) expect(blockRegistry.get(contentType)?.schema, folder).toBe(schema);
  });

  it('every registered content type is one the content source has (generated from the schemas)', async () => {
    const ids = new Set((await blockContentTypes()).map((t) => t.sys.id));
    for (const contentType of blockRegistry.keys()) expect(ids.has(contentType), contentType).toBe(true);
  });

  it('refuses two blocks for one content type', () => {
    expect(() => createBlockRegistry([{ contentType: 'quote' }, { contentType: 'quote' }])).toThrow('two blocks are registered for the content type quote');
  });
});
