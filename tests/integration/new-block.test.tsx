// @vitest-environment node
/**
 * A block lives in its folder alone. The fixture block in tests/fixtures/blocks/quote-card/ (schema, component,
 * stylesheet, fixtures, stories, index; no other file names it) is taken through what a new block folder under
 * blocks/ gets: its content type generated from its schema and served by the content server, its registration
 * (the one registry line, here `createBlockRegistry`), its fixtures validated (the invalid one rejected), its
 * rendering through the renderer, and its stories found by Storybook's glob and indexer.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadCsf } from 'storybook/internal/csf-tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import storybook from '@/.storybook/main';
import { startContentServer, type ContentServer } from '@/embedded/content-server/server';
import { TEST_SPACE, TEST_TOKENS, writeSeed } from '@/embedded/content-server/testing';
import { blockContentTypes } from '@/renderer/content-types';
import { renderContextFor } from '@/renderer/context';
import { blockRegistry, createBlockRegistry } from '@/renderer/registry';
import { renderBlocks } from '@/renderer/render-blocks';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import { validateFields } from '@/renderer/validate';
import { block } from '../fixtures/blocks/quote-card';
import rawFixtures from '../fixtures/blocks/quote-card/quote-card.fixtures.json';
import type { QuoteCardFields } from '../fixtures/blocks/quote-card/QuoteCard';

const BLOCKS_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'blocks');
const FOLDER = path.join(BLOCKS_ROOT, 'quote-card');
const fixtures = asBlockFixtures<QuoteCardFields>(rawFixtures);
const [valid] = fixtures.valid;
const [invalid] = fixtures.invalid;

describe('a new block folder, and nothing else', () => {
  let root: string;
  let server: ContentServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'atelier-new-block-'));
    await writeSeed(path.join(root, 'seed'));
    const contentTypes = await blockContentTypes(BLOCKS_ROOT);
    server = await startContentServer({ port: 0, seedDir: path.join(root, 'seed'), dataDir: path.join(root, 'data'), tokens: TEST_TOKENS, webhook: {}, log: () => {}, contentTypes });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('has its content type generated from its schema', async () => {
    expect(await blockContentTypes(BLOCKS_ROOT)).toEqual([
      {
        sys: { id: 'quoteCard' },
        name: 'Quote card',
        displayField: 'quote',
        fields: [
          { id: 'quote', name: 'quote', type: 'Text', localized: true, required: true },
          { id: 'author', name: 'author', type: 'Symbol', localized: false, required: true },
          { id: 'href', name: 'href', type: 'Symbol', localized: false, required: false },
          { id: 'portrait', name: 'portrait', type: 'Link', linkType: 'Asset', localized: false, required: false },
        ],
      },
    ]);
  });

  it('is a content type the content server serves and takes entries of', async () => {
    const base = `${server.url}/spaces/${TEST_SPACE}/environments/master`;
    const delivered = await fetch(`${base}/content_types/quoteCard`, { headers: { Authorization: `Bearer ${TEST_TOKENS.delivery}` } });
    expect(delivered.status).toBe(200);
    const type = (await delivered.json()) as { name: string; fields: { id: string; type: string }[] };
    expect(type.name).toBe('Quote card');
    expect(type.fields.map((f) => `${f.id}:${f.type}`)).toEqual(['quote:Text', 'author:Symbol', 'href:Symbol', 'portrait:Link']);

    const write = (id: string, fields: Record<string, unknown>) =>
      fetch(`${base}/entries/${id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${TEST_TOKENS.management}`, 'Content-Type': 'application/vnd.contentful.management.v1+json', 'X-Contentful-Content-Type': 'quoteCard' },
        body: JSON.stringify({ fields }),
      });
    expect((await write('quote-1', { quote: { 'en-SG': 'Skin first.' }, author: { 'en-SG': 'Artistry' } })).status).toBe(201);
    expect((await write('quote-2', { quote: { 'en-SG': 'Skin first.' }, colour: { 'en-SG': 'red' } })).status).toBe(422);
  });

  it('is registered for its content type beside the store\'s blocks (its one registry line)', () => {
    const registry = createBlockRegistry([...blockRegistry.values(), block]);
    expect(block.contentType).toBe('quoteCard');
    expect(registry.get('quoteCard')).toBe(block);
    expect(registry.size).toBe(blockRegistry.size + 1);
  });

  it('validates its fixtures with its schema: the valid one passes, the invalid one is rejected', () => {
    expect(validateFields(block.schema, valid.entry.fields)).toEqual({ valid: true });
    const result = validateFields(block.schema, invalid.entry.fields);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.errors.map((e) => e.path)).toEqual(['/href']);
  });

  it('renders through the renderer, which skips the invalid entry', async () => {
    const registry = createBlockRegistry([...blockRegistry.values(), block]);
    const context = renderContextFor('sg', 'en')!;
    const html = renderToStaticMarkup(<>{await renderBlocks([valid.entry, invalid.entry], context, registry)}</>);
    expect(html).toContain('<blockquote class="quote-card__quote">Skin first, then colour.</blockquote>');
    expect(html).toContain('href="/pages/skincare"');
    expect(html).not.toContain('javascript:');
  });

  it("has its stories found by Storybook's blocks glob and indexer", async () => {
    const globs = (storybook.stories as string[]).filter((glob) => glob.startsWith('../blocks/'));
    expect(globs).toHaveLength(1);
    // Where the folder would sit under blocks/, relative to .storybook/ as Storybook reads the glob.
    const asBlock = path.join('../blocks', path.relative(BLOCKS_ROOT, path.join(FOLDER, 'QuoteCard.stories.tsx')));
    expect(path.matchesGlob(asBlock, globs[0])).toBe(true);
    const csf = loadCsf(await readFile(path.join(FOLDER, 'QuoteCard.stories.tsx'), 'utf8'), { fileName: asBlock, makeTitle: (title) => title! }).parse();
    expect(csf.meta?.title).toBe('Blocks/Quote card');
    expect(csf.stories.map((s) => s.id)).toEqual(['blocks-quote-card--quote-with-link']);
  });
});
