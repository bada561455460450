import { describe, expect, it } from 'vitest';
import { buildIsUpToDate, buildStamp } from './build-stamp.mjs';

const e2e = { DATABASE_URL: 'postgres://postgres@127.0.0.1:54331/atelier', CONTENT_PORT: '4101' };
const bench = { DATABASE_URL: 'postgres://postgres@127.0.0.1:54336/atelier', CONTENT_PORT: '4101' };

describe('whether a production build serves as it is', () => {
  it('serves a build of the same sources made against the same data', () => {
    expect(buildIsUpToDate(buildStamp('abc', e2e), 'abc', e2e)).toBe(true);
  });

  it("rebuilds when the sources changed, or when the build prerendered another stack's database or content", () => {
    expect(buildIsUpToDate(buildStamp('abc', e2e), 'abd', e2e)).toBe(false);
    expect(buildIsUpToDate(buildStamp('abc', bench), 'abc', e2e)).toBe(false);
    expect(buildIsUpToDate(buildStamp('abc', e2e), 'abc', { ...e2e, CONTENT_PORT: '4201' })).toBe(false);
    expect(buildIsUpToDate('', 'abc', e2e)).toBe(false);
  });

  it('with anyData, serves the same sources built against any data, but never other sources', () => {
    expect(buildIsUpToDate(buildStamp('abc', bench), 'abc', e2e, { anyData: true })).toBe(true);
    expect(buildIsUpToDate(buildStamp('abd', e2e), 'abc', e2e, { anyData: true })).toBe(false);
  });
});
