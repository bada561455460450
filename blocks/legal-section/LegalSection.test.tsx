import { Fragment } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { block, OpenSectionFromQuery } from './index';
import { LegalSection, type LegalSectionFields } from './LegalSection';
import { openSectionFromSearch } from './OpenSectionFromQuery';
import { normalizeSectionTitle, sectionId } from './section-title';
import { schema } from './legal-section.schema';
import { schema as richTextSchema } from '../rich-text/rich-text.schema';
import fixtureFile from './legal-section.fixtures.json';
import * as stories from './LegalSection.stories';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';

const fixtures = asBlockFixtures<LegalSectionFields>(fixtureFile);
const { element } = blockTestKit(block, fixtures);
const byTitle = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('details')!;

/** Every valid section, in Singapore/English, as a terms page renders them. */
function TermsPage() {
  return (
    <>
      {fixtures.valid.map(({ entry }) => (
        <Fragment key={entry.id}>{element(entry)}</Fragment>
      ))}
      <OpenSectionFromQuery />
    </>
  );
}

let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  // jsdom has no layout, so no scrollIntoView: record the calls instead.
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  window.history.replaceState(null, '', '/');
});

describeBlockContract(
  {
    block,
    contentType: 'legalSection',
    schema,
    component: LegalSection,
    fixtures,
    stories,
    renders: {
      title: 'renders a closed section titled by an h2, with its body',
      check: ({ entry }) => {
        const section = byTitle(entry.fields.title);
        expect(section.open).toBe(false);
        expect(section.id).toBe(sectionId(entry.fields.title, entry.id));
        expect(section.querySelector('summary')!.textContent).toBe(entry.fields.title);
        expect(section.querySelector('.legal-section__body')!.textContent).not.toBe('');
      },
    },
  },
  () => {
    it('checks its body exactly as the rich-text block does', () => {
      expect(schema.properties.body).toEqual(richTextSchema.properties.body);
    });

    it('without JavaScript every section is closed but its text is in the page', () => {
      const html = renderToStaticMarkup(<TermsPage />);
      expect(html).not.toMatch(/<details[^>]* open/);
      expect(html).toContain('Promo codes are case sensitive');
      expect(html).toContain('id="legal-terms"');
    });
  },
);

describe('section ids', () => {
  it('slug the title in any script, and fall back to the entry id', () => {
    expect(sectionId('Legal Terms', 'x')).toBe('legal-terms');
    expect(sectionId('  Beauty Pass: Terms & Conditions ', 'x')).toBe('beauty-pass-terms-conditions');
    expect(sectionId('ข้อกำหนดทางกฎหมาย', 'x')).toBe('ข้อกำหนดทางกฎหมาย');
    expect(sectionId('私隱 政策', 'x')).toBe('私隱-政策');
    expect(sectionId('Conditions Générales', 'x')).toBe('conditions-générales');
    expect(sectionId('§ ?', 'terms-1')).toBe('section-terms-1');
  });
  it('match titles ignoring case, spaces and +', () => {
    expect(normalizeSectionTitle('  Legal+Terms ')).toBe('legal terms');
    expect(normalizeSectionTitle('LEGAL   terms')).toBe('legal terms');
  });
});

describe('OpenSectionFromQuery (/terms?section=…)', () => {
  it.each([
    ['?section=Legal+Terms'],
    ['?section=Legal%20Terms'],
    ['?section=legal+terms'],
    ['?section=LEGAL%20TERMS'],
    ['?section=++Legal++Terms+'],
    ['?section=legal-terms'],
    ['?utm_source=mail&section=Legal+Terms'],
  ])('opens and scrolls to the section named by %s', (search) => {
    window.history.replaceState(null, '', `/terms${search}`);
    render(<TermsPage />);
    const section = byTitle('Legal Terms');
    expect(section.open).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    // Only that one.
    expect(document.querySelectorAll('details[open]')).toHaveLength(1);
  });

  it('matches titles with punctuation and in Thai and Chinese', () => {
    window.history.replaceState(null, '', `/terms?section=${encodeURIComponent('Beauty Pass: Terms & Conditions')}`);
    render(<TermsPage />);
    expect(byTitle('Beauty Pass: Terms & Conditions').open).toBe(true);
    cleanup();

    window.history.replaceState(null, '', `/terms?section=${encodeURIComponent('ข้อกำหนดทางกฎหมาย')}`);
    render(<TermsPage />);
    expect(byTitle('ข้อกำหนดทางกฎหมาย').open).toBe(true);
    cleanup();

    const root = document.createElement('div');
    root.innerHTML = renderToStaticMarkup(<TermsPage />);
    expect(openSectionFromSearch('?section=%E5%80%8B%E4%BA%BA%E8%B3%87%E6%96%99%E7%9A%84%E4%BD%BF%E7%94%A8', root)?.dataset.legalSectionTitle).toBe('個人資料的使用');
  });

  it.each([[''], ['?section='], ['?section=+'], ['?section=Shipping'], ['?other=Legal+Terms']])('leaves every section closed for %j', (search) => {
    window.history.replaceState(null, '', `/terms${search}`);
    render(<TermsPage />);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('renders nothing itself', () => {
    const { container } = render(<OpenSectionFromQuery />);
    expect(container.innerHTML).toBe('');
  });

  it('leaves the section usable afterwards: the shopper can close it', () => {
    window.history.replaceState(null, '', '/terms?section=Legal+Terms');
    render(<TermsPage />);
    const section = byTitle('Legal Terms');
    within(section).getByRole('heading').click();
    expect(section.open).toBe(false);
  });
});
