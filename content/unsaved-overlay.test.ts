// The studio's live preview (issue 33): an editor's unsaved fields laid over the draft tree a preview page read.
import { describe, expect, it, vi } from 'vitest';
import type { ContentEntry } from '@/renderer/types';
import { fallbackChain, layUnsaved, type UnsavedEntries } from './unsaved-overlay';

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link', linkType, id } });
const image = { id: 'img1', url: 'https://images.example/a.png', title: 'A', contentType: 'image/png', width: 10, height: 10 };
const heading: ContentEntry = { id: 'h1', contentType: 'sectionHeading', fields: { heading: 'Saved heading', spacing: 'small' } };
const promo: ContentEntry = { id: 'p1', contentType: 'imageWithText', fields: { title: 'Saved promo', image } };
const page: ContentEntry = { id: 'page1', contentType: 'page', fields: { slug: 'summer', title: 'Summer', blocks: [heading, promo] } };
const none = vi.fn(async () => undefined);

describe('layUnsaved', () => {
  it('answers the tree as it is without unsaved entries', async () => {
    expect(await layUnsaved(page, {}, 'en-SG', none)).toBe(page);
  });

  it('lays an entry’s unsaved fields over its draft, in the locale, falling back to the default locale', async () => {
    const unsaved: UnsavedEntries = { h1: { contentType: 'sectionHeading', fields: { heading: { 'en-SG': 'Typed heading', 'th-TH': 'หัวข้อ' }, spacing: { 'en-SG': 'large' } } } };
    const en = await layUnsaved(page, unsaved, 'en-SG', none);
    expect((en.fields.blocks as ContentEntry[])[0].fields).toEqual({ heading: 'Typed heading', spacing: 'large' });
    const th = await layUnsaved(page, unsaved, 'th-TH', none);
    expect((th.fields.blocks as ContentEntry[])[0].fields).toEqual({ heading: 'หัวข้อ', spacing: 'large' });
    // The entries without unsaved fields are the draft's.
    expect((en.fields.blocks as ContentEntry[])[1]).toEqual(promo);
    expect(page.fields.blocks).toEqual([heading, promo]);
  });

  it('renders the page’s unsaved block order, with a new block never saved and a linked asset already in the tree', async () => {
    const unsaved: UnsavedEntries = {
      page1: { contentType: 'page', fields: { slug: { 'en-SG': 'summer' }, title: { 'en-SG': 'Summer' }, blocks: { 'en-SG': [link('new1'), link('h1')] } } },
      new1: { contentType: 'imageWithText', fields: { title: { 'en-SG': 'Brand new' }, image: { 'en-SG': link('img1', 'Asset') } } },
    };
    const laid = await layUnsaved(page, unsaved, 'en-SG', none);
    expect(laid.fields.blocks).toEqual([{ id: 'new1', contentType: 'imageWithText', fields: { title: 'Brand new', image } }, heading]);
    expect(none).not.toHaveBeenCalled();
  });

  it('reads an entry or an asset the draft tree lacks through the resolver, once each, and leaves out what it cannot find', async () => {
    const picked: ContentEntry = { id: 'slide9', contentType: 'slide', fields: { title: 'Picked slide' } };
    const resolve = vi.fn(async (kind: 'Entry' | 'Asset', id: string) => (kind === 'Entry' && id === 'slide9' ? picked : kind === 'Asset' && id === 'img2' ? { ...image, id: 'img2' } : undefined));
    const unsaved: UnsavedEntries = { p1: { contentType: 'imageWithText', fields: { title: { 'en-SG': 'Saved promo' }, image: { 'en-SG': link('img2', 'Asset') }, slides: { 'en-SG': [link('slide9'), link('gone'), link('slide9')] } } } };
    const laid = await layUnsaved(page, unsaved, 'en-SG', resolve);
    const fields = (laid.fields.blocks as ContentEntry[])[1].fields;
    expect(fields.image).toEqual({ ...image, id: 'img2' });
    expect(fields.slides).toEqual([picked, picked]);
    expect(resolve.mock.calls.map((c) => c.join(':')).sort()).toEqual(['Asset:img2', 'Entry:gone', 'Entry:slide9']);
  });

  it('drops an entry that links back to one above it (rendered once)', async () => {
    const unsaved: UnsavedEntries = { h1: { contentType: 'sectionHeading', fields: { heading: { 'en-SG': 'Loop' }, inner: { 'en-SG': [link('page1')] } } } };
    const laid = await layUnsaved(page, unsaved, 'en-SG', none);
    expect((laid.fields.blocks as ContentEntry[])[0].fields).toEqual({ heading: 'Loop', inner: [] });
  });
});

describe('fallbackChain', () => {
  it('falls back as the space says, ending with the default locale', () => {
    expect(fallbackChain('th-TH')).toEqual(['th-TH', 'en-SG']);
    expect(fallbackChain('en-SG')).toEqual(['en-SG']);
    expect(fallbackChain('xx-XX')).toEqual(['xx-XX', 'en-SG']);
  });
});
