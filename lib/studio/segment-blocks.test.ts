import { describe, expect, it } from 'vitest';
import { SEGMENT_BLOCKS_CONTENT_TYPE } from '@/renderer/segment-blocks';
import { emptySegmentBlocks, innerBlockIds, SEGMENT_BLOCKS, saveOrder, segmentBlocksProblems, segmentsOf, withInnerBlocks, withSegments, withTitle } from './segment-blocks';

const L = 'en-SG';

describe('segment blocks in the studio', () => {
  it('is the renderer\u2019s content type', () => {
    expect(SEGMENT_BLOCKS).toBe(SEGMENT_BLOCKS_CONTENT_TYPE);
  });

  it('edits segments (in the store\u2019s order, each once), inner blocks (as links) and the title', () => {
    const fields = withSegments(emptySegmentBlocks(L), ['lapsed-buyers', 'new-visitors', 'lapsed-buyers'], L, ['new-visitors', 'beauty-pass-gold', 'lapsed-buyers']);
    expect(segmentsOf(fields, L)).toEqual(['new-visitors', 'lapsed-buyers']);
    const withBlocks = withInnerBlocks(fields, ['b2', 'b1'], L);
    expect(withBlocks.blocks).toEqual({ [L]: [{ sys: { type: 'Link', linkType: 'Entry', id: 'b2' } }, { sys: { type: 'Link', linkType: 'Entry', id: 'b1' } }] });
    expect(innerBlockIds(withBlocks, L)).toEqual(['b2', 'b1']);
    expect(withTitle(withBlocks, 'Welcome', L).title).toEqual({ [L]: 'Welcome' });
    expect('title' in withTitle(withTitle(withBlocks, 'Welcome', L), '  ', L)).toBe(false);
  });

  it('refuses to publish with no segment, a malformed or unknown one, and passes a well-formed entry', () => {
    expect(segmentBlocksProblems(emptySegmentBlocks(L), L).map((p) => p.message)).toEqual([
      'Choose at least one user segment: these blocks show only to visitors in the segments chosen.',
    ]);
    expect(segmentBlocksProblems({ userSegments: { [L]: ['New Visitors'] }, blocks: { [L]: [] } }, L).map((p) => p.message)).toEqual(['Not a segment id: New Visitors.']);
    expect(segmentBlocksProblems({ userSegments: { [L]: ['vip'] }, blocks: { [L]: [] } }, L, ['new-visitors']).map((p) => p.message)).toEqual([
      'The store has no user segment vip; untick it.',
    ]);
    expect(segmentBlocksProblems({ userSegments: { [L]: 'new-visitors' } }, L).map((p) => p.field)).toEqual(['userSegments', 'userSegments']);
    const many = Array.from({ length: 21 }, (_, i) => `s${i}`);
    expect(segmentBlocksProblems({ userSegments: { [L]: many } }, L).map((p) => p.message)).toEqual(['Choose at most 20 user segments.']);
    expect(segmentBlocksProblems({ userSegments: { [L]: ['new-visitors'] }, blocks: { [L]: [] } }, L, ['new-visitors'])).toEqual([]);
  });

  it('orders the entries below the page\u2019s blocks children first, each once, roots left out, cycles cut', () => {
    const links: Record<string, string[]> = {
      hero: [],
      segment: ['carousel', 'strip'],
      carousel: ['slide-1', 'slide-2'],
      tiles: ['slide-1', 'tile'],
      'slide-2': ['carousel'],
    };
    expect(saveOrder(['hero', 'segment', 'tiles'], (id) => links[id] ?? [])).toEqual(['slide-1', 'slide-2', 'carousel', 'strip', 'tile']);
  });
});
