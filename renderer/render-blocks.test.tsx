// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderBlocks } from './render-blocks';
import { renderContextFor } from './context';
import type { BlockDefinition, ContentEntry } from './types';
import { resetSkippedBlockCounts, skippedBlockCounts } from './skipped-blocks';
import { validPage } from './page';

const greeting: BlockDefinition<{ text: string }, { upper: string }> = {
  contentType: 'greeting',
  schema: { type: 'object', required: ['text'], additionalProperties: false, properties: { text: { type: 'string', maxLength: 20 } } },
  component: ({ fields, data }) => <p data-block="greeting">{fields.text} / {data.upper}</p>,
  resolveData: async (fields) => ({ upper: fields.text.toUpperCase() }),
};
const failing: BlockDefinition<Record<string, never>> = {
  contentType: 'failing',
  schema: { type: 'object' },
  component: () => <p>never</p>,
  resolveData: async () => {
    throw new Error('catalogue unavailable');
  },
};
const registry = new Map<string, BlockDefinition<unknown, unknown>>(
  [greeting, failing].map((b) => [b.contentType, b as unknown as BlockDefinition<unknown, unknown>]),
);

const entry = (id: string, contentType: string, fields: Record<string, unknown>): ContentEntry => ({ id, contentType, fields });
const shopper = renderContextFor('sg', 'en')!;
const editor = renderContextFor('sg', 'en', { preview: { selectedUserSegments: [] } })!;

async function html(entries: ContentEntry[], context = shopper) {
  return renderToStaticMarkup(<>{await renderBlocks(entries, context, registry)}</>);
}

describe('renderer', () => {
  afterEach(() => {
    resetSkippedBlockCounts();
    vi.restoreAllMocks();
  });

  it('renders a valid tree in order, with data resolved before render', async () => {
    const out = await html([entry('a', 'greeting', { text: 'hello' }), entry('b', 'greeting', { text: 'world' })]);
    expect(out).toBe('<p data-block="greeting">hello / HELLO</p><p data-block="greeting">world / WORLD</p>');
  });

  it('skips an invalid block, logs its content type, entry id and ajv errors, and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await html([entry('bad', 'greeting', { text: 'x'.repeat(30), extra: 1 }), entry('good', 'greeting', { text: 'ok' })]);
    expect(out).toBe('<p data-block="greeting">ok / OK</p>');
    const line = JSON.parse(String(warn.mock.calls[0][0]));
    expect(line).toMatchObject({ msg: 'Block skipped', contentType: 'greeting', entryId: 'bad', reason: 'invalid-fields' });
    expect(line.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/additional properties \(extra\)/);
    expect(line.errors.map((e: { path: string }) => e.path)).toContain('/text');
    expect(skippedBlockCounts()).toEqual({ greeting: { total: 1, 'invalid-fields': 1 } });
  });

  it('skips an unknown content type and counts it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await html([entry('x', 'mysteryBlock', {}), entry('good', 'greeting', { text: 'ok' })]);
    expect(out).toBe('<p data-block="greeting">ok / OK</p>');
    expect(skippedBlockCounts()).toEqual({ mysteryBlock: { total: 1, 'unknown-content-type': 1 } });
  });

  it('skips a block whose data cannot be resolved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await html([entry('f', 'failing', {})])).toBe('');
    expect(skippedBlockCounts()).toEqual({ failing: { total: 1, 'resolve-data-failed': 1 } });
  });

  it('shows the editor the report in place of a skipped block in preview', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = await html([entry('bad', 'greeting', { text: 42 })], editor);
    expect(out).toContain('Block skipped: greeting');
    expect(out).toContain('<code>/text</code> must be string');
  });

  it('treats a missing or invalid page entry as not found', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validPage(null, 'nope')).toBeNull();
    expect(validPage(entry('p', 'page', { slug: 'about', title: 'About' }), 'about')).toBeNull(); // no pageType
    expect(validPage(entry('p', 'page', { slug: 'about', title: 'About', pageType: 'about', blocks: [] }), 'about')?.id).toBe('p');
  });

  describe('content varied by a page flag (experimentVariants)', () => {
    const variants = (featureKey: string, extra: Record<string, unknown> = {}) =>
      entry('hero-test', 'experimentVariants', {
        featureKey,
        defaultBlocks: [entry('classic', 'greeting', { text: 'classic' })],
        variants: [entry('spot', 'experimentVariant', { variationKey: 'spotlight', blocks: [entry('spot-hero', 'greeting', { text: 'spotlight' })] })],
        ...extra,
      });

    it("renders the blocks of the visitor's variation from the path segment, and the default blocks otherwise", async () => {
      expect(await html([variants('home-hero')], renderContextFor('sg', 'en', { flags: '001' })!)).toBe('<p data-block="greeting">spotlight / SPOTLIGHT</p>');
      expect(await html([variants('home-hero')], renderContextFor('sg', 'en', { flags: '110' })!)).toBe('<p data-block="greeting">classic / CLASSIC</p>');
      expect(await html([variants('home-hero')])).toBe('<p data-block="greeting">classic / CLASSIC</p>');
    });

    it('shows the default blocks for a flag the proxy does not evaluate, and reports it', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(await html([variants('not-a-page-flag')], renderContextFor('sg', 'en', { flags: '111' })!)).toBe('<p data-block="greeting">classic / CLASSIC</p>');
      expect(skippedBlockCounts()).toEqual({ experimentVariants: { total: 1, 'not-a-page-flag': 1 } });
    });

    it('skips an invalid container and renders the rest of the page', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const out = await html([variants('home-hero', { defaultBlocks: 'nope' }), entry('good', 'greeting', { text: 'ok' })]);
      expect(out).toBe('<p data-block="greeting">ok / OK</p>');
      expect(skippedBlockCounts()).toEqual({ experimentVariants: { total: 1, 'invalid-fields': 1 } });
    });

    it('a page-flags segment that is not ours gives no context (the route answers 404)', () => {
      expect(renderContextFor('sg', 'en', { flags: '9' })).toBeUndefined();
    });
  });

  describe('content for user segments (segmentBlocks)', () => {
    const forSegments = (userSegments: unknown) =>
      entry('welcome', 'segmentBlocks', { title: 'Welcome', userSegments, blocks: [entry('welcome-strip', 'greeting', { text: 'welcome' })] });
    const previewAs = (...selectedUserSegments: string[]) => renderContextFor('sg', 'en', { preview: { selectedUserSegments } })!;

    it('shows its blocks only to the selected segments, and never on the live pages', async () => {
      expect(await html([forSegments(['new-visitors']), entry('good', 'greeting', { text: 'ok' })])).toBe('<p data-block="greeting">ok / OK</p>');
      expect(await html([forSegments(['new-visitors'])], editor)).toBe('');
      expect(await html([forSegments(['new-visitors', 'lapsed-buyers'])], previewAs('lapsed-buyers'))).toBe('<p data-block="greeting">welcome / WELCOME</p>');
      expect(await html([forSegments(['new-visitors'])], previewAs('beauty-pass-gold'))).toBe('');
    });

    it('skips an invalid container (no segments, a bad segment id) and reports it to the editor', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(await html([forSegments([])])).toBe('');
      expect(await html([forSegments(['Gold Members'])], editor)).toContain('Block skipped: segmentBlocks');
      expect(skippedBlockCounts()).toEqual({ segmentBlocks: { total: 2, 'invalid-fields': 2 } });
    });
  });
});
