// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentfulLivePreview } from '@contentful/live-preview';
import heroFixtures from '@/blocks/hero-banner/hero-banner.fixtures.json';
import { fieldTags, inspector } from './inspector';
import { renderContextFor } from './context';
import { renderBlocks } from './render-blocks';
import { listingEntry } from './cms-route';
import type { ContentEntry } from './types';

const shopper = renderContextFor('th', 'th')!;
const editor = renderContextFor('th', 'th', { preview: { selectedUserSegments: [] } })!;
const hero = heroFixtures.valid[0].entry as ContentEntry;

/** The `data-contentful-*` attributes in a piece of markup, in order. */
const tagsIn = (html: string) => [...html.matchAll(/data-contentful-([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`);

describe('Contentful Live Preview field tagging', () => {
  it('gives the library\'s own inspector attributes for an entry\'s field in the preview locale', () => {
    expect(fieldTags(hero, 'heading', editor)).toEqual(ContentfulLivePreview.getProps({ entryId: hero.id, fieldId: 'heading', locale: 'th-TH' }));
    expect(fieldTags(hero, 'heading', editor)).toEqual({
      'data-contentful-entry-id': hero.id,
      'data-contentful-field-id': 'heading',
      'data-contentful-locale': 'th-TH',
    });
    expect(inspector(hero, editor)('image')).toEqual(fieldTags(hero, 'image', editor));
  });

  it('gives none to shoppers, nor to an entry the route made rather than the content source', () => {
    expect(fieldTags(hero, 'heading', shopper)).toEqual({});
    expect(fieldTags(listingEntry('sale-listing', { source: 'sale' }), 'title', editor)).toEqual({});
  });

  it('tags a block rendered by the renderer in preview, and leaves the same block untagged on a shop page', async () => {
    const inPreview = renderToStaticMarkup(<>{await renderBlocks([hero], editor)}</>);
    // The block's root (after the image preload React hoists) names the entry.
    expect(inPreview).toMatch(new RegExp(`^(<link [^>]*>)?<section [^>]*data-contentful-entry-id="${hero.id}"`));
    expect(tagsIn(inPreview)).toEqual(expect.arrayContaining([`entry-id=${hero.id}`, 'field-id=heading', 'field-id=image', 'locale=th-TH']));
    expect(tagsIn(inPreview).filter((t) => t.startsWith('locale=')).every((t) => t === 'locale=th-TH')).toBe(true);

    const live = renderToStaticMarkup(<>{await renderBlocks([hero], shopper)}</>);
    expect(live).toContain('<section');
    expect(tagsIn(live)).toEqual([]);
  });
});
