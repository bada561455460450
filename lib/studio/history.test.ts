// The page history's words (issue 33): a moment as an editor reads it, in the browser's time zone, and the page's
// status from the content source's state and the studio's last publish and unpublish.
import { describe, expect, it } from 'vitest';
import { statusWords, versionWords, whenWords, type PageVersionSummary } from './history';

const published: PageVersionSummary = { version: 3, publishedAt: '2026-12-03T15:40:09.000Z', publishedBy: 'editor@atelier.example', pagePublishedVersion: 11, publishedCount: 2, entryCount: 5 };
const unpublished = { unpublishedAt: '2026-12-03T15:42:00.000Z', unpublishedBy: 'admin@atelier.example' };

describe('whenWords', () => {
  it('says day, month, year, a 24-hour time and the zone', () => {
    expect(whenWords('2026-12-03T15:40:09.000Z')).toBe('3 Dec 2026, 15:40 UTC');
    expect(whenWords('2026-12-03T15:40:09.000Z', 'Asia/Bangkok')).toBe('3 Dec 2026, 22:40 GMT+7');
    expect(whenWords('2026-12-31T23:05:00.000Z', 'Asia/Singapore')).toBe('1 Jan 2027, 07:05 GMT+8');
    expect(whenWords('2026-12-03T00:05:00.000Z')).toBe('3 Dec 2026, 00:05 UTC');
  });

  it('names a version by who published it and when', () => {
    expect(versionWords(published)).toBe('Published by editor@atelier.example on 3 Dec 2026, 15:40 UTC');
  });
});

describe('statusWords', () => {
  it('a page never published is a draft; one unpublished says when and by whom', () => {
    expect(statusWords({ publishedVersion: null, changed: false })).toBe('Draft (never published)');
    expect(statusWords({ publishedVersion: null, changed: false }, { published, unpublished })).toBe('Unpublished on 3 Dec 2026, 15:42 UTC by admin@atelier.example');
    // Unpublished elsewhere (Contentful's web app) after the studio's publish.
    expect(statusWords({ publishedVersion: null, changed: false }, { published })).toBe('Unpublished (last published on 3 Dec 2026, 15:40 UTC by editor@atelier.example)');
  });

  it('a published page says when and by whom while the studio\u2019s last publish is what shoppers get', () => {
    expect(statusWords({ publishedVersion: 11, changed: false }, { published })).toBe('Published on 3 Dec 2026, 15:40 UTC by editor@atelier.example');
    expect(statusWords({ publishedVersion: 11, changed: true }, { published, unpublished: { ...unpublished, unpublishedAt: '2026-12-01T00:00:00.000Z' } })).toBe(
      'Changed since publish (published on 3 Dec 2026, 15:40 UTC by editor@atelier.example)',
    );
    // Published again elsewhere since: who and when are not known here.
    expect(statusWords({ publishedVersion: 14, changed: false }, { published })).toBe('Published');
    expect(statusWords({ publishedVersion: 14, changed: true }, {})).toBe('Changed since publish');
  });
});
