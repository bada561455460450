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
  it('offers every registered block by name, described in an editor\u2019s words', () => {
    const menu = renderEditor();
    const buttons = menu.getAllByRole('button');
    expect(buttons).toHaveLength(blockRegistry.size);
    const hero = menu.getByRole('button', { name: 'Hero banner' });
    expect(hero.getAttribute('aria-describedby')).toBe('studio-add-heroBanner');
    expect(document.getElementById('studio-add-heroBanner')?.textContent).toBe('A large picture across the page with a heading, a short text and a button.');
  });

  it('closes once a block is chosen, the keyboard back on its summary', () => {
    const menu = renderEditor();
    const details = screen.getByText('Add a block').closest('details')!;
    expect(details.open).toBe(true);
    fireEvent.click(menu.getByRole('button', { name: 'Section heading' }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Add a block'));
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

const SEGMENTS = [
  { id: 'new-visitors', name: 'New visitors' },
  { id: 'lapsed-buyers', name: 'Lapsed buyers' },
];
const PREVIEW_COUNTRIES = [
  { code: 'SG', name: 'Singapore', defaultLanguage: 'en', languages: [{ code: 'en', name: 'English', locale: 'en-SG' }] },
  { code: 'TH', name: 'Thailand', defaultLanguage: 'th', languages: [{ code: 'th', name: 'Thai', locale: 'th-TH' }, { code: 'en', name: 'English', locale: 'en-TH' }] },
];

function renderFull(overrides: Partial<Parameters<typeof PageEditor>[0]> = {}) {
  render(
    <PageEditor
      page={page}
      blocks={[]}
      forms={studioBlockForms()}
      assets={[]}
      locales={[{ locale: 'en-SG', label: 'en-SG' }]}
      defaultLocale="en-SG"
      segments={SEGMENTS}
      otherSlugs={['winter', 'home']}
      previewCountries={PREVIEW_COUNTRIES}
      {...overrides}
    />,
  );
}

/** Answers every studio call as the API would (the entry with the fields sent, one version on), recording them. */
function recordCalls() {
  const sent: { method: string; url: string; body: { id?: string; contentType?: string; version?: number; fields: Record<string, Record<string, unknown>> } }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    sent.push({ method: String(init.method), url, body });
    const id = body.id ?? url.split('/')[4];
    return new Response(JSON.stringify({ id, contentType: body.contentType ?? 'page', version: (body.version ?? 0) + 1, publishedVersion: null, updatedAt: '', status: 'draft', fields: body.fields }), { status: 200 });
  });
  return sent;
}

describe('segment blocks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds segment blocks for a segment from the store\u2019s list with a block inside, and saves the inner block, then the segment blocks, then the page', async () => {
    const sent = recordCalls();
    renderFull();
    fireEvent.click(screen.getByRole('button', { name: 'Add blocks for user segments' }));
    const segmentList = screen.getByRole('group', { name: 'Show these blocks only to visitors in' });
    expect(within(segmentList).getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['New visitors', 'Lapsed buyers']);
    fireEvent.click(within(segmentList).getByRole('checkbox', { name: 'New visitors' }));
    fireEvent.click(screen.getByText('Add a block to Segment blocks: for New visitors'));
    fireEvent.click(within(screen.getByText('Add a block to Segment blocks: for New visitors').closest('details')!).getByRole('button', { name: 'Promo strip' }));
    expect(within(screen.getByRole('list', { name: 'Blocks of Segment blocks: for New visitors' })).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/^Text\*?$/), { target: { value: 'Welcome, first-timer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    const [inner, container, pageSave] = sent;
    expect([inner.method, inner.url, inner.body.contentType, inner.body.fields.text]).toEqual(['POST', '/api/studio/entries', 'promoStrip', { 'en-SG': 'Welcome, first-timer' }]);
    expect([container.method, container.body.contentType]).toEqual(['POST', 'segmentBlocks']);
    expect(container.body.fields).toEqual({ userSegments: { 'en-SG': ['new-visitors'] }, blocks: { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: inner.body.id } }] } });
    expect([pageSave.method, pageSave.url, pageSave.body.fields.blocks]).toEqual(['PUT', '/api/studio/entries/page-1', { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: container.body.id } }] }]);
  });

  it('reorders and removes the blocks inside segment blocks with the same list as the page\u2019s', () => {
    const segment: StudioEntryView = { ...page, id: 'seg', contentType: 'segmentBlocks', fields: { title: { 'en-SG': 'Welcome' }, userSegments: { 'en-SG': ['new-visitors'] }, blocks: { 'en-SG': ['a', 'b'].map((id) => ({ sys: { type: 'Link', linkType: 'Entry', id } })) } } };
    const strip = (id: string, text: string): StudioEntryView => ({ ...page, id, contentType: 'promoStrip', fields: { text: { 'en-SG': text } } });
    renderFull({ page: { ...page, fields: { ...page.fields, blocks: { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: 'seg' } }] } } }, blocks: [segment], linked: [strip('a', 'First'), strip('b', 'Second')] });
    const inner = () => within(screen.getByRole('list', { name: 'Blocks of Segment blocks: Welcome' }));
    expect(inner().getAllByRole('listitem').map((li) => li.querySelector('.studio-blocks__name')!.textContent)).toEqual(['Promo strip: First', 'Promo strip: Second']);
    fireEvent.keyDown(inner().getByRole('button', { name: 'Move Promo strip: First, position 1 of 2' }), { key: 'ArrowDown' });
    expect(inner().getAllByRole('listitem').map((li) => li.querySelector('.studio-blocks__name')!.textContent)).toEqual(['Promo strip: Second', 'Promo strip: First']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Promo strip: First, position 2 of 2');
    fireEvent.click(inner().getByRole('button', { name: 'Remove Promo strip: Second' }));
    expect(inner().getAllByRole('listitem')).toHaveLength(1);
    // The page's own list still has one block: the segment blocks.
    expect(screen.getByRole('list', { name: 'Blocks' }).querySelectorAll(':scope > li')).toHaveLength(1);
  });

  it('does not publish segment blocks with no segment ticked, and says so', () => {
    recordCalls();
    renderFull();
    fireEvent.click(screen.getByRole('button', { name: 'Add blocks for user segments' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('alert').textContent).toContain('Segment blocks: no segment chosen: Choose at least one user segment');
    expect(screen.getByText(/Choose at least one user segment/, { selector: '.studio-field-error li' })).not.toBeNull();
  });
});

describe('the preview options', () => {
  it('switch the frame to the country, language and segments chosen', () => {
    renderFull();
    const frame = () => screen.getByTitle(/^Preview of summer/) as HTMLIFrameElement;
    expect(frame().getAttribute('src')).toBe('/api/studio/preview?slug=summer&locale=en-SG&v=0');
    const options = within(screen.getByRole('form', { name: 'Preview as' }));
    fireEvent.change(options.getByLabelText('Country'), { target: { value: 'TH' } });
    expect(frame().getAttribute('src')).toBe('/api/studio/preview?slug=summer&locale=th-TH&v=0');
    fireEvent.change(options.getByLabelText('Language'), { target: { value: 'en-TH' } });
    fireEvent.click(options.getByRole('checkbox', { name: 'Lapsed buyers' }));
    fireEvent.click(options.getByRole('checkbox', { name: 'New visitors' }));
    expect(frame().getAttribute('src')).toBe('/api/studio/preview?slug=summer&locale=en-TH&user_segments=new-visitors,lapsed-buyers&v=0');
    expect(frame().title).toBe('Preview of summer in en-TH for New visitors, Lapsed buyers');
  });
});

describe('the slug and page type', () => {
  it('checks the slug as it is typed, in place, and offers the types a landing page may take', () => {
    renderFull({ page: { ...page, fields: { ...page.fields, pageType: { 'en-SG': 'landing' } } } });
    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    fireEvent.change(slug, { target: { value: 'Summer Glow' } });
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(slug.getAttribute('aria-describedby')!)?.textContent).toBe('The slug has lower-case letters and digits, words joined by single hyphens (e.g. summer-glow).');
    fireEvent.change(slug, { target: { value: 'winter' } });
    expect(document.getElementById(slug.getAttribute('aria-describedby')!)?.textContent).toBe('Another page already has the slug \u201cwinter\u201d. Choose another.');
    fireEvent.change(slug, { target: { value: 'summer-glow' } });
    expect(slug.getAttribute('aria-invalid')).toBeNull();
    const type = screen.getByLabelText('Page type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.value)).toEqual(['landing', 'category']);
  });

  it('keeps a home page\u2019s slug and type, saying why', () => {
    renderFull({ page: { ...page, fields: { ...page.fields, slug: { 'en-SG': 'home' }, pageType: { 'en-SG': 'home' } } } });
    expect((screen.getByLabelText('Slug') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Page type') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('The home page is served at / by the shop itself. Its type cannot change here.')).not.toBeNull();
  });

  it('sends a new slug with the page', async () => {
    const sent = recordCalls();
    renderFull({ page: { ...page, fields: { ...page.fields, pageType: { 'en-SG': 'landing' } } } });
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'summer-glow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body.fields.slug).toEqual({ 'en-SG': 'summer-glow' });
  });
});

describe('who may publish (issue 33)', () => {
  it('an editor is told a publisher publishes, and gets no Publish button; a publisher gets it', () => {
    render(<PageEditor page={page} blocks={[]} forms={studioBlockForms()} assets={[]} locales={[{ locale: 'en-SG', label: 'en-SG' }]} defaultLocale="en-SG" canPublish={false} />);
    const editorButtons = screen.getAllByRole('button').map((b) => b.textContent?.trim());
    expect(editorButtons).toContain('Save draft');
    expect(editorButtons).not.toContain('Publish');
    expect(screen.getByText(/a publisher or an admin publishes them/).textContent).toBe('You save drafts; a publisher or an admin publishes them. Save your draft and ask one of them to publish it.');
    cleanup();
    render(<PageEditor page={page} blocks={[]} forms={studioBlockForms()} assets={[]} locales={[{ locale: 'en-SG', label: 'en-SG' }]} defaultLocale="en-SG" canPublish />);
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/a publisher or an admin publishes them/)).toBeNull();
  });
});
