import { describe, expect, it } from 'vitest';
import { fieldChanges, pageChanges, valueText, type EntryVersions } from './changes';

const L = 'en-SG';
const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link', linkType, id } });
const doc = (...paragraphs: string[]) => ({
  nodeType: 'document',
  data: {},
  content: paragraphs.map((text) => ({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] })),
});

const page = (draftBlocks: string[] | undefined, publishedBlocks: string[] | undefined, title = { draft: 'Summer', published: 'Summer' }): EntryVersions => ({
  id: 'page-1',
  contentType: 'page',
  draft: draftBlocks && { title: { [L]: title.draft }, blocks: { [L]: draftBlocks.map((id) => link(id)) } },
  published: publishedBlocks && { title: { [L]: title.published }, blocks: { [L]: publishedBlocks.map((id) => link(id)) } },
});
const promo = (id: string, draft?: string, published?: string): EntryVersions => ({
  id,
  contentType: 'promoStrip',
  draft: draft === undefined ? undefined : { text: { [L]: draft } },
  published: published === undefined ? undefined : { text: { [L]: published } },
});

describe('fieldChanges', () => {
  it('names each changed locale of each field with both values, and fields added or removed in every locale', () => {
    const published = { heading: { [L]: 'Glow', 'th-TH': 'เรือง' }, body: { [L]: 'Old body', 'th-TH': 'เนื้อหาเก่า' }, rank: { [L]: 2 } };
    const draft = { heading: { [L]: 'Glow', 'th-TH': 'เรืองแสง', 'zh-HK': '光彩' }, rank: { [L]: 3 }, ctaHref: { [L]: '/pages/new' } };
    expect(fieldChanges(published, draft)).toEqual([
      { field: 'heading', locale: 'th-TH', change: 'changed', published: 'เรือง', draft: 'เรืองแสง' },
      { field: 'heading', locale: 'zh-HK', change: 'added', published: '', draft: '光彩' },
      { field: 'rank', locale: L, change: 'changed', published: '2', draft: '3' },
      { field: 'ctaHref', locale: L, change: 'added', published: '', draft: '/pages/new' },
      { field: 'body', locale: L, change: 'removed', published: 'Old body', draft: '' },
      { field: 'body', locale: 'th-TH', change: 'removed', published: 'เนื้อหาเก่า', draft: '' },
    ]);
    expect(fieldChanges(draft, structuredClone(draft))).toEqual([]);
  });

  it('shows rich text as plain text, one change per locale however deep the edit is', () => {
    const changes = fieldChanges({ body: { [L]: doc('First line.', 'Second line.') } }, { body: { [L]: doc('First line.', 'Second line, edited.') } });
    expect(changes).toEqual([{ field: 'body', locale: L, change: 'changed', published: 'First line.\nSecond line.', draft: 'First line.\nSecond line, edited.' }]);
  });

  it('names links by the name given, else by kind and id', () => {
    expect(valueText([link('slide-1'), link('slide-2')], (id) => (id === 'slide-1' ? 'Slide: New season' : undefined))).toBe('Slide: New season, Entry slide-2');
    expect(valueText(link('hero-image', 'Asset'))).toBe('Image hero-image');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('pageChanges', () => {
  it('says a never published page is not published (changed, nothing to compare)', () => {
    const changes = pageChanges(page(['b1'], undefined), [promo('b1', 'Hello')], L);
    expect(changes).toMatchObject({ published: false, changed: true, page: { state: 'new' } });
  });

  it('finds no changes when the draft is what was published', () => {
    const changes = pageChanges(page(['b1', 'b2'], ['b1', 'b2']), [promo('b1', 'One', 'One'), promo('b2', 'Two', 'Two')], L);
    expect(changes.changed).toBe(false);
    expect(changes.reordered).toBe(false);
    expect(changes.blocks.map((b) => [b.id, b.state, b.position])).toEqual([
      ['b1', 'unchanged', { published: 1, draft: 1 }],
      ['b2', 'unchanged', { published: 2, draft: 2 }],
    ]);
  });

  it('lists added, removed and changed blocks with their text before and after, and the page title', () => {
    const changes = pageChanges(
      page(['b1', 'b3', 'b4'], ['b1', 'b2'], { draft: 'Summer sale', published: 'Summer' }),
      [promo('b1', 'Free shipping today', 'Free shipping'), promo('b2', 'Gone', 'Gone'), promo('b3', 'Brand new'), promo('b4', 'From another page', 'From another page')],
      L,
    );
    expect(changes.changed).toBe(true);
    expect(changes.page.fields).toEqual([{ field: 'title', locale: L, change: 'changed', published: 'Summer', draft: 'Summer sale' }]);
    expect(changes.blocks.map((b) => [b.id, b.state])).toEqual([
      ['b1', 'changed'],
      ['b3', 'new'],
      ['b4', 'added'],
      ['b2', 'removed'],
    ]);
    expect(changes.blocks[0].fields).toEqual([{ field: 'text', locale: L, change: 'changed', published: 'Free shipping', draft: 'Free shipping today' }]);
    expect(changes.blocks[3]).toMatchObject({ position: { published: 2 }, fields: [{ change: 'removed', published: 'Gone', draft: '' }] });
    expect(changes.reordered).toBe(false);
  });

  it('tells a reordering of the same blocks, with each block\u2019s positions', () => {
    const changes = pageChanges(page(['b2', 'b1'], ['b1', 'b2']), [promo('b1', 'One', 'One'), promo('b2', 'Two', 'Two')], L);
    expect(changes).toMatchObject({ changed: true, reordered: true });
    expect(changes.page.state).toBe('unchanged'); // the order is told once, not as a change of the blocks field
    expect(changes.blocks.map((b) => [b.id, b.position])).toEqual([
      ['b2', { published: 2, draft: 1 }],
      ['b1', { published: 1, draft: 2 }],
    ]);
    // Removing a block alone is not a reordering.
    expect(pageChanges(page(['b2'], ['b1', 'b2']), [promo('b1', 'One', 'One'), promo('b2', 'Two', 'Two')], L).reordered).toBe(false);
  });

  it('follows linked entries: a changed slide, a new one and one taken out of its carousel', () => {
    const carousel: EntryVersions = {
      id: 'c1',
      contentType: 'imageCarousel',
      draft: { slides: { [L]: [link('s1'), link('s3')] } },
      published: { slides: { [L]: [link('s1'), link('s2')] } },
    };
    const slide = (id: string, draft?: string, published?: string): EntryVersions => ({
      id,
      contentType: 'carouselSlide',
      draft: draft === undefined ? undefined : { heading: { [L]: draft, 'th-TH': 'ใหม่' } },
      published: published === undefined ? undefined : { heading: { [L]: published, 'th-TH': 'ใหม่' } },
    });
    const names: Record<string, string> = { s1: 'Slide 1', s2: 'Slide 2', s3: 'Slide 3' };
    const changes = pageChanges(page(['c1'], ['c1']), [carousel, slide('s1', 'Spring edit', 'Spring'), slide('s2', 'Old', 'Old'), slide('s3', 'New one')], L, (id) => names[id]);
    expect(changes.blocks[0].fields).toEqual([{ field: 'slides', locale: L, change: 'changed', published: 'Slide 1, Slide 2', draft: 'Slide 1, Slide 3' }]);
    expect(changes.linked.map((l) => [l.id, l.state])).toEqual([
      ['s1', 'changed'],
      ['s3', 'new'],
      ['s2', 'removed'],
    ]);
    expect(changes.linked[0].fields).toEqual([{ field: 'heading', locale: L, change: 'changed', published: 'Spring', draft: 'Spring edit' }]);
  });
});
