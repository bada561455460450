import { describe, expect, it } from 'vitest';
import { siteNavigation } from './layout';
import type { Translate } from '@/lib/i18n/intl';

const t = ((key: string) => key) as Translate;
const layout = {
  id: 'layout-test',
  contentType: 'layout',
  fields: {
    name: 'Test',
    headerMenus: [
      { label: 'New', path: '/pages/new' },
      { label: 'Gold early access', path: '/beauty-pass/offers', userSegments: ['beauty-pass-gold'] },
      { label: 'Makeup', path: '/pages/makeup', children: [{ label: 'Face', path: '/pages/makeup/face' }, { label: 'Welcome', path: '/pages/new', userSegments: ['new-visitors'] }] },
    ],
    footerMenus: [{ heading: 'Help', links: [{ label: 'Returns', path: '/terms' }, { label: 'Come back', path: '/pages/sale', userSegments: ['lapsed-buyers'] }] }],
  },
};
const where = { country: 'SG', locale: 'en-SG' };
const labels = (nav: ReturnType<typeof siteNavigation>) => [
  ...nav.header.flatMap((g) => [g.label, ...(g.children ?? []).map((c) => c.label)]),
  ...nav.footer.flatMap((g) => g.links.map((l) => l.label)),
];

describe('siteNavigation and user segments', () => {
  it('leaves out menus targeted at segments for a visitor in none (the live pages)', () => {
    expect(labels(siteNavigation(layout, t, where))).toEqual(['New', 'Makeup', 'Face', 'Returns']);
  });

  it('shows a segment its own menus and links, and nobody else’s', () => {
    expect(labels(siteNavigation(layout, t, where, ['beauty-pass-gold']))).toEqual(['New', 'Gold early access', 'Makeup', 'Face', 'Returns']);
    expect(labels(siteNavigation(layout, t, where, ['new-visitors', 'lapsed-buyers']))).toEqual(['New', 'Makeup', 'Face', 'Welcome', 'Returns', 'Come back']);
  });
});
