import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { block as quoteCard } from '@/tests/fixtures/blocks/quote-card';
import { blockRegistry, createBlockRegistry } from '@/renderer/registry';
import { studioBlockForms } from '@/server/studio/blocks';
import { PageEditor } from './PageEditor';
import type { StudioEntryView } from './api';

afterEach(cleanup);

const page: StudioEntryView = {
  id: 'page-1',
  contentType: 'page',
  version: 3,
  publishedVersion: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'draft',
  fields: { slug: { 'en-SG': 'summer' }, title: { 'en-SG': 'Summer' }, blocks: { 'en-SG': [] } },
};

function renderEditor(forms = studioBlockForms()) {
  render(<PageEditor page={page} blocks={[]} forms={forms} assets={[]} locales={[{ locale: 'en-SG', label: 'en-SG' }]} defaultLocale="en-SG" />);
  fireEvent.click(screen.getByText('Add a block'));
  return within(screen.getByText('Add a block').closest('details')!);
}

describe('the studio\u2019s block menu', () => {
  it('offers every registered block by name, with its description', () => {
    const menu = renderEditor();
    const buttons = menu.getAllByRole('button');
    expect(buttons).toHaveLength(blockRegistry.size);
    const hero = menu.getByRole('button', { name: 'Hero banner' });
    expect(hero.getAttribute('aria-describedby')).toBe('studio-add-heroBanner');
    expect(document.getElementById('studio-add-heroBanner')?.textContent).toBe((blockRegistry.get('heroBanner')!.schema as { description: string }).description);
  });

  it('offers a block folder added to the registry with no other change (the quote card fixture)', () => {
    const menu = renderEditor(studioBlockForms(createBlockRegistry([...blockRegistry.values(), quoteCard])));
    expect(menu.getAllByRole('button')).toHaveLength(blockRegistry.size + 1);
    // It appears under its own name, described by its own schema's description.
    const quote = menu.getByRole('button', { name: 'Quote card' });
    expect(document.getElementById(quote.getAttribute('aria-describedby')!)?.textContent).toBe((quoteCard.schema as { description: string }).description);
  });
});

describe('the page\u2019s own fields', () => {
  it('saves the description per locale and the countries ticked, beside the title', async () => {
    const sent: { url: string; body: { version: number; fields: Record<string, Record<string, unknown>> } }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      sent.push({ url, body });
      return new Response(JSON.stringify({ ...page, version: page.version + 1, fields: body.fields }), { status: 200 });
    });
    try {
      render(
        <PageEditor
          page={page}
          blocks={[]}
          forms={studioBlockForms()}
          assets={[]}
          locales={[{ locale: 'en-SG', label: 'en-SG' }, { locale: 'th-TH', label: 'th-TH' }]}
          defaultLocale="en-SG"
          countries={[{ code: 'SG', name: 'Singapore' }, { code: 'TH', name: 'Thailand' }]}
        />,
      );
      fireEvent.change(screen.getByLabelText('Page description for search results and sharing (en-SG)'), { target: { value: 'Light layers for hot days.' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Thailand' }));
      fireEvent.change(screen.getByLabelText('Editing locale'), { target: { value: 'th-TH' } });
      const thai = screen.getByLabelText('Page description for search results and sharing (th-TH)') as HTMLTextAreaElement;
      expect(thai.placeholder).toBe('Light layers for hot days.');
      fireEvent.change(thai, { target: { value: 'เลเยอร์บางเบา' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0].url).toBe('/api/studio/entries/page-1');
      expect(sent[0].body).toEqual({
        version: 3,
        fields: { ...page.fields, description: { 'en-SG': 'Light layers for hot days.', 'th-TH': 'เลเยอร์บางเบา' }, countries: { 'en-SG': ['TH'] } },
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
