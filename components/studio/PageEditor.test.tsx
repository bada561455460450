import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
