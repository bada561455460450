import { describe, expect, it } from 'vitest';
import { overlayVisible } from './overlays';

describe('overlayVisible', () => {
  it('follows the overlay’s countries and user segments', () => {
    const gold = { userSegments: ['beauty-pass-gold'], countries: [] };
    expect(overlayVisible(gold, 'TH', ['beauty-pass-gold'])).toBe(true);
    expect(overlayVisible(gold, 'TH', ['new-visitors'])).toBe(false);
    expect(overlayVisible(gold, 'TH', [])).toBe(false);
    const thaiEveryone = { userSegments: [], countries: ['TH'] };
    expect(overlayVisible(thaiEveryone, 'TH', [])).toBe(true);
    expect(overlayVisible(thaiEveryone, 'SG', ['beauty-pass-gold'])).toBe(false);
  });
});
