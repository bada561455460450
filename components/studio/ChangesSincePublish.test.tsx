import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetRemoval } from './AssetRemoval';
import { ChangesSincePublish, type ChangesAnswer } from './ChangesSincePublish';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A fetch answering each call in turn, recording the method and path. */
function answers(...list: Response[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return list.shift() ?? json(500, {});
  });
  return calls;
}

const unchanged: ChangesAnswer = {
  published: true,
  changed: false,
  reordered: false,
  page: { id: 'page-1', contentType: 'page', state: 'unchanged', fields: [] },
  blocks: [{ id: 'b1', contentType: 'promoStrip', state: 'unchanged', position: { published: 1, draft: 1 }, fields: [] }],
  linked: [],
  labels: { b1: 'Free shipping' },
  names: { page: { name: 'Page', fields: { title: 'Page title' } }, promoStrip: { name: 'Promo strip', fields: { text: 'Text' } } },
};
const changed: ChangesAnswer = {
  ...unchanged,
  changed: true,
  reordered: true,
  page: { ...unchanged.page, state: 'changed', fields: [{ field: 'title', locale: 'en-SG', change: 'changed', published: 'Summer', draft: 'Summer sale' }] },
  blocks: [
    { id: 'b2', contentType: 'promoStrip', state: 'new', position: { draft: 1 }, fields: [{ field: 'text', locale: 'th-TH', change: 'added', published: '', draft: 'ส่งฟรี' }] },
    { id: 'b1', contentType: 'promoStrip', state: 'changed', position: { published: 1, draft: 2 }, fields: [{ field: 'text', locale: 'en-SG', change: 'changed', published: 'Free shipping', draft: 'Free shipping today' }] },
    { id: 'b3', contentType: 'promoStrip', state: 'removed', position: { published: 2 }, fields: [{ field: 'text', locale: 'en-SG', change: 'removed', published: '10% off', draft: '' }] },
  ],
  labels: { b1: 'Free shipping today', b2: 'ส่งฟรี', b3: '10% off' },
};

const open = () => fireEvent.click(screen.getByText('Changes since publish'));

describe('Changes since publish', () => {
  it('loads when opened and shows each changed field with its published and draft values, without axe violations', async () => {
    const calls = answers(json(200, changed));
    const { container } = render(<ChangesSincePublish pageId="page-1" refreshKey={0} />);
    expect(calls).toEqual([]); // nothing is read until the panel is opened
    open();
    const block = await screen.findByRole('region', { name: 'Promo strip: Free shipping today (changed)' });
    const row = within(block).getByRole('row', { name: /Text/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['en-SG', 'Free shipping', 'Free shipping today']);
    expect(within(block).getByText('Moved from position 1 to 2.')).not.toBeNull();
    expect(screen.getByText('The blocks are in a new order.')).not.toBeNull();
    expect(within(screen.getByRole('region', { name: 'Page (changed)' })).getByRole('row', { name: /Page title/ }).textContent).toBe('Page titleen-SGSummerSummer sale');
    expect(within(screen.getByRole('region', { name: 'Promo strip: 10% off (removed since publishing)' })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['en-SG', '10% off', '(empty)']);
    expect(screen.getByRole('region', { name: 'Promo strip: ส่งฟรี (new, never published)' })).not.toBeNull();
    expect(calls).toEqual(['GET /api/studio/pages/page-1/changes']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says "No changes" and "Not published yet", reloading after a save while open', async () => {
    const calls = answers(json(200, unchanged), json(200, { ...unchanged, published: false, changed: true }));
    const { rerender } = render(<ChangesSincePublish pageId="page-1" refreshKey={0} unsaved />);
    open();
    expect(await screen.findByText('No changes: the saved draft is what shoppers get.')).not.toBeNull();
    expect(screen.getByText('You have unsaved changes: save the draft to see them here.')).not.toBeNull();
    rerender(<ChangesSincePublish pageId="page-1" refreshKey={1} />);
    expect(await screen.findByText(/^Not published yet/)).not.toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('shows the API\u2019s message when the changes cannot be read', async () => {
    answers(json(404, { message: 'There is no page with this id.' }));
    render(<ChangesSincePublish pageId="gone" refreshKey={0} />);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('There is no page with this id.');
  });
});

describe('removing an unused image', () => {
  const assets = [
    { id: 'used-1', title: 'Used image' },
    { id: 'free-1', title: 'Free image' },
  ];

  it('asks once more, then names the entries still using an image, or removes it from the pickers', async () => {
    const calls = answers(
      json(409, { message: 'This image is still used by \u201cGlow\u201d (hero-1). Choose another image there first.', details: { code: 'AssetInUse' } }),
      json(200, { deleted: 'free-1' }),
    );
    const onRemoved = vi.fn();
    render(<AssetRemoval assets={assets} onRemoved={onRemoved} />);
    fireEvent.click(screen.getByText('Remove an unused image'));
    const select = screen.getByRole('combobox', { name: 'Image to remove' });
    expect((screen.getByRole('button', { name: 'Remove image' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(select, { target: { value: 'used-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(calls).toEqual([]); // not before the second click
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect((await screen.findByRole('alert')).textContent).toContain('still used by \u201cGlow\u201d (hero-1)');
    expect(onRemoved).not.toHaveBeenCalled();

    fireEvent.change(select, { target: { value: 'free-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith('free-1'));
    expect(screen.getByRole('status').textContent).toBe('\u201cFree image\u201d was removed.');
    expect(calls).toEqual(['DELETE /api/studio/assets/used-1', 'DELETE /api/studio/assets/free-1']);
  });
});
