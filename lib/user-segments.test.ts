import { describe, expect, it } from 'vitest';
import { visibleToSegments } from './user-segments';

describe('visibleToSegments', () => {
  it('shows untargeted content to everyone', () => {
    expect(visibleToSegments({}, [])).toBe(true);
    expect(visibleToSegments({ userSegments: [] }, ['gold'])).toBe(true);
    expect(visibleToSegments({ userSegments: null }, [])).toBe(true);
  });

  it('shows targeted content only to a visitor in one of its segments', () => {
    expect(visibleToSegments({ userSegments: ['gold', 'lapsed'] }, ['lapsed'])).toBe(true);
    expect(visibleToSegments({ userSegments: ['gold'] }, ['new-visitors'])).toBe(false);
    expect(visibleToSegments({ userSegments: ['gold'] }, [])).toBe(false);
  });
});
