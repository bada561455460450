// The studio's pickers in jsdom: products by a search (a combobox: type, arrows, Enter) kept as slugs in order,
// images from the library by a search, and the generated form's array buttons named in words.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductPicker } from './ProductPicker';
import { AssetLibrary, thumbnailUrl } from './AssetLibrary';
import { BlockFieldsForm } from './BlockFieldsForm';
import { blockRegistry } from '@/renderer/registry';
import { blockForm } from '@/lib/studio/form-schema';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (slug: string, name: string, brand: string) => ({ slug, name, brand, image: { url: `/images/${slug}.svg`, alt: name } });
const CATALOGUE = [product('velvet-matte-lipstick', 'Velvet Matte Lipstick', 'Rouge & Co'), product('satin-lipstick', 'Satin Lipstick', 'Atelier'), product('lip-oil', 'Lip Oil', 'Glow Lab')];

function stubCatalogue() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const query = new URL(url, 'http://studio').searchParams;
    if (query.has('refs')) {
      const items = query.get('refs')!.split(',').map((ref) => ({ ref, product: CATALOGUE.find((p) => p.slug === ref) }));
      return new Response(JSON.stringify({ items }), { status: 200 });
    }
    const q = query.get('q')!.toLowerCase();
    return new Response(JSON.stringify({ items: CATALOGUE.filter((p) => p.name.toLowerCase().includes(q)) }), { status: 200 });
  });
  return asked;
}

describe('ProductPicker', () => {
  it('searches by name, moves through the options with the arrow keys and adds the active one with Enter, as its slug', async () => {
    const asked = stubCatalogue();
    const changes: string[][] = [];
    render(<ProductPicker id="p" label="Product refs" value={['lip-oil']} onChange={(refs) => changes.push(refs)} />);
    // The stored slug is shown by its product's name and brand once the catalogue answers.
    const chosen = screen.getByRole('list', { name: 'Chosen products for Product refs' });
    await waitFor(() => expect(chosen.textContent).toContain('Lip Oil · Glow Lab'));
    const box = screen.getByRole('combobox', { name: 'Add a product by name' });
    fireEvent.change(box, { target: { value: 'lipstick' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Velvet Matte Lipstick · Rouge & Co', 'Satin Lipstick · Atelier']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(changes.at(-1)).toEqual(['lip-oil', 'satin-lipstick']);
    expect(asked.some((u) => u === '/api/studio/products?q=lipstick')).toBe(true);
  });

  it('moves and removes chosen products by name', async () => {
    stubCatalogue();
    const changes: string[][] = [];
    render(<ProductPicker id="p" label="Product refs" value={['lip-oil', 'satin-lipstick']} onChange={(refs) => changes.push(refs)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Satin Lipstick up' }));
    expect(changes.at(-1)).toEqual(['satin-lipstick', 'lip-oil']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lip Oil' }));
    expect(changes.at(-1)).toEqual(['satin-lipstick']);
    expect((screen.getByRole('button', { name: 'Move Lip Oil up' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('AssetLibrary', () => {
  const assets = [
    { id: 'a1', title: 'Summer glow', description: 'Serum bottle on wet sand', url: '/cms/summer.svg' },
    { id: 'a2', title: 'Night care', description: 'A jar of cream under moonlight', url: '//images.ctfassets.net/space/a2/night.jpg' },
  ];

  it('shows the chosen image with its description, and chooses another found by its description', () => {
    const changes: (string | undefined)[] = [];
    render(<AssetLibrary id="img" label="Image" value="a1" assets={assets} required onChange={(id) => changes.push(id)} />);
    const field = screen.getByRole('group', { name: 'Image*' });
    expect(field.textContent).toContain('Summer glowSerum bottle on wet sand');
    fireEvent.click(within(field).getByRole('button', { name: 'Change the image for Image' }));
    const library = screen.getByRole('dialog', { name: 'Choose an image for Image' });
    fireEvent.change(within(library).getByRole('searchbox', { name: 'Search images by title or description' }), { target: { value: 'moonlight' } });
    expect(within(library).getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['Night care']);
    fireEvent.click(within(library).getByRole('button', { name: 'Night care' }));
    expect(changes).toEqual(['a2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks Contentful\u2019s image service for a small width, and takes other files as they are', () => {
    expect(thumbnailUrl('//images.ctfassets.net/space/a2/night.jpg')).toBe('//images.ctfassets.net/space/a2/night.jpg?w=240');
    expect(thumbnailUrl('/cms/summer.svg')).toBe('/cms/summer.svg');
  });
});

describe('the generated form\u2019s array buttons', () => {
  it('say what they do, in words, for the item they act on', () => {
    const grid = blockForm(blockRegistry.get('brandGrid')!.schema as Record<string, unknown>);
    render(<BlockFieldsForm id="grid" form={grid} fields={{ brandSlugs: { 'en-SG': ['atelier', 'nova'] } }} locale="en-SG" defaultLocale="en-SG" assets={[]} onChange={() => undefined} />);
    for (const name of ['Add a brand slug', 'Remove brand slug 2', 'Move brand slug 2 up', 'Move brand slug 1 down']) {
      expect(screen.getByRole('button', { name }).textContent).toMatch(/^(Add a brand slug|Remove|Up|Down)$/);
    }
  });
});
