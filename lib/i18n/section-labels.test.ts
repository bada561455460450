import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { catalogues } from './catalogues';
import { sectionLabels } from './section-labels';

const TH = countries.get('TH')!;

describe('sectionLabels', () => {
  it('answers every key of the section without its prefix, and nothing else', () => {
    const labels = sectionLabels('bag.', { country: TH, lang: 'en' });
    const expected = Object.keys(catalogues.en).filter((k) => k.startsWith('bag.')).map((k) => k.slice(4)).sort();
    expect(Object.keys(labels).sort()).toEqual(expected);
  });

  it('translates into the language and keeps placeholders for the island to fill', () => {
    const thai = sectionLabels('bag.', { country: TH, lang: 'th' });
    expect(thai['totals.spendMore']).toBe(catalogues.th['bag.totals.spendMore']);
    expect(thai['totals.spendMore']).toContain('{amount}');
    expect(sectionLabels('bag.', { country: TH, lang: 'en' })['totals.spendMore']).toBe('Spend {amount} more for free shipping');
  });
});
