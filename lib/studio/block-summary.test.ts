import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/renderer/registry';
import { blockForm, type EntryFields } from './form-schema';
import { blockLabel, blockSummary, SUMMARY_LENGTH } from './block-summary';
import { EDITOR_DESCRIPTIONS, editorDescription } from './block-descriptions';

const EN = 'en-SG';
const TH = 'th-TH';
const formOf = (type: string) => blockForm(blockRegistry.get(type)!.schema as Record<string, unknown>);
const asset = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });
const assets = [
  { id: 'nmI7K3kzQx2', title: 'Summer glow', description: 'A bottle of serum on wet sand in the sun' },
  { id: 'untitled-1', title: 'Hero photo' },
];

describe('blockSummary', () => {
  it('names a block by its heading, then its title, in the locale edited with the default as fallback', () => {
    const hero: EntryFields = { heading: { [EN]: 'Find your glow', [TH]: 'ค้นหาความเปล่งปลั่ง' }, image: { [EN]: asset('nmI7K3kzQx2') } };
    expect(blockSummary(formOf('heroBanner'), hero, EN, EN, assets)).toBe('Find your glow');
    expect(blockSummary(formOf('heroBanner'), hero, TH, EN, assets)).toBe('ค้นหาความเปล่งปลั่ง');
    expect(blockSummary(formOf('productCarousel'), { title: { [EN]: 'Bestsellers' }, source: { [EN]: 'bestsellers' } }, TH, EN, assets)).toBe('Bestsellers');
  });

  it('names an image block without a heading by its image\u2019s description, else the image\u2019s title: never the asset id', () => {
    const form = formOf('imageWithText');
    expect(blockSummary(form, { image: { [EN]: asset('nmI7K3kzQx2') } }, EN, EN, assets)).toBe('A bottle of serum on wet sand in the sun');
    expect(blockSummary(form, { image: { [EN]: asset('untitled-1') } }, EN, EN, assets)).toBe('Hero photo');
    // An image the library does not know, and nothing else: no summary (the list shows the block's name).
    const unknown = blockSummary(form, { image: { [EN]: asset('nmI7K3kz') }, imagePosition: { [EN]: 'left' } }, EN, EN, assets);
    expect(unknown).toBe('');
    expect(blockLabel(form.name, unknown)).toBe('Image with text');
  });

  it('falls back to the first text a shopper reads: not an address, a code or a choice from a list', () => {
    const promo = formOf('promoStrip');
    expect(blockSummary(promo, { href: { [EN]: '/sale' }, code: { [EN]: 'GLOW10' }, tone: { [EN]: 'accent' }, text: { [EN]: 'Free shipping over $50' } }, EN, EN, [])).toBe('Free shipping over $50');
    expect(blockSummary(promo, { href: { [EN]: '/sale' }, tone: { [EN]: 'accent' } }, EN, EN, [])).toBe('');
    const richText = formOf('richText');
    const body = { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Our story began in a small shop.', marks: [], data: {} }] }] };
    expect(blockSummary(richText, { body: { [EN]: body } }, EN, EN, [])).toBe('Our story began in a small shop.');
  });

  it('shortens a long text on a word, and says so', () => {
    const long = 'Discover the new season of colour with lipsticks, glosses and liners in every shade you can imagine';
    const summary = blockSummary(formOf('landingText'), { body: { [EN]: long } }, EN, EN, []);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH);
    expect(summary.endsWith('\u2026')).toBe(true);
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
  });

  it('labels a block by its name with the summary, or its name alone', () => {
    expect(blockLabel('Hero banner', 'Find your glow')).toBe('Hero banner: Find your glow');
    expect(blockLabel('Hero banner', '')).toBe('Hero banner');
    expect(blockSummary(undefined, {}, EN, EN, [])).toBe('');
  });
});

describe('the add-block menu\u2019s descriptions', () => {
  const forms = [...blockRegistry.values()].map((b) => blockForm(b.schema as Record<string, unknown>));

  it('describe every registered block in an editor\u2019s words, not the schema\u2019s', () => {
    for (const form of forms) {
      // The menu shows the editor's sentence for the block, not the schema's fallback.
      expect(editorDescription(form), form.contentType).toBe(EDITOR_DESCRIPTIONS[form.contentType]);
      expect(editorDescription(form), form.contentType).toMatch(/^[A-Z].{15,}\.$/);
      expect(editorDescription(form)).not.toBe(form.description);
    }
    expect(Object.keys(EDITOR_DESCRIPTIONS).sort()).toEqual(forms.map((f) => f.contentType).sort());
  });

  it('use no developer words', () => {
    for (const text of Object.values(EDITOR_DESCRIPTIONS)) {
      expect(text).not.toMatch(/\b(entry|entries|normalized|schema|slugs?|SKUs?|fields?|href|rich-text|CMS|Contentful|linked|document)\b/i);
    }
  });
});
