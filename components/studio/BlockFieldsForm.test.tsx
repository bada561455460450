import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockSchemas, BLOCKS_DIR } from '@/renderer/content-types';
import { blockRegistry } from '@/renderer/registry';
import { blockForm, entryFieldsWith, formDataOf, type EntryFields, type StudioBlockForm } from '@/lib/studio/form-schema';
import { entryProblems } from '@/lib/studio/validate';
import { BlockFieldsForm, type AssetChoice } from './BlockFieldsForm';
import { LinkedEntriesField } from './LinkedEntriesField';
import type { Document } from '@contentful/rich-text-types';
import { notEditableBecause } from '@/lib/studio/rich-text';

const DEFAULT = 'en-SG';

interface Fixture {
  name: string;
  entry: { id: string; contentType: string; fields: Record<string, unknown> };
}

const isAsset = (v: unknown): v is { id: string; url: string; title: string; contentType: string } =>
  !!v && typeof v === 'object' && typeof (v as { url?: unknown }).url === 'string' && typeof (v as { contentType?: unknown }).contentType === 'string';

interface LinkedFixture {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
}
const isLinkedEntry = (v: unknown): v is LinkedFixture =>
  !!v && typeof v === 'object' && typeof (v as LinkedFixture).contentType === 'string' && typeof (v as LinkedFixture).fields === 'object';

interface Stored {
  fields: EntryFields;
  assets: AssetChoice[];
  /** The linked entries (slides, tiles) as stored entries of their own. */
  linked: { id: string; contentType: string; fields: EntryFields }[];
}

/**
 * A fixture (fields as the renderer receives them) as the content source stores it: values per locale, assets and
 * linked entries as links, the linked entries stored on their own.
 */
function storedFields(fields: Record<string, unknown>): Stored {
  const stored: Stored = { fields: {}, assets: [], linked: [] };
  for (const [name, value] of Object.entries(fields)) {
    if (isAsset(value)) {
      stored.assets.push({ id: value.id, title: value.title || value.id });
      stored.fields[name] = { [DEFAULT]: { sys: { type: 'Link', linkType: 'Asset', id: value.id } } };
    } else if (Array.isArray(value) && value.every(isLinkedEntry)) {
      stored.fields[name] = { [DEFAULT]: value.map((e) => ({ sys: { type: 'Link', linkType: 'Entry', id: e.id } })) };
      for (const entry of value) {
        const child = storedFields(entry.fields);
        stored.assets.push(...child.assets);
        stored.linked.push({ id: entry.id, contentType: entry.contentType, fields: child.fields });
      }
    } else stored.fields[name] = { [DEFAULT]: value };
  }
  return stored;
}

/** The plain text of a rich-text document. */
const plainText = (node: unknown): string =>
  node && typeof node === 'object' ? String((node as { value?: string }).value ?? '') + ((node as { content?: unknown[] }).content ?? []).map(plainText).join('') : '';

afterEach(cleanup);

const folders = [...(await blockSchemas()).keys()];

describe('the studio form of every registered block', () => {
  it('covers every block of the registry', () => {
    expect(folders.length).toBe(blockRegistry.size);
  });

  for (const folder of folders) {
    const fixtures = JSON.parse(readFileSync(path.join(BLOCKS_DIR, folder, `${folder}.fixtures.json`), 'utf8')) as { valid: Fixture[]; invalid: Fixture[] };
    const schema = [...blockRegistry.values()].find((b) => (b.schema as { contentful?: { contentType?: string } }).contentful?.contentType === fixtures.valid[0].entry.contentType)!.schema;
    const form = blockForm(schema as Record<string, unknown>);

    it(`${folder}: renders a labelled input per edited field and round-trips every valid fixture unchanged`, async () => {
      for (const fixture of fixtures.valid) {
        const { fields, assets, linked } = storedFields(fixture.entry.fields);
        const data = formDataOf(form, fields, DEFAULT, DEFAULT);
        expect(entryFieldsWith(form, fields, data, DEFAULT, DEFAULT), fixture.name).toEqual(fields);
        expect(entryProblems(form, fields, DEFAULT), fixture.name).toEqual([]);
        // Each linked entry round-trips through its own form (the block's definition of it) and passes its check.
        for (const child of linked) {
          const childForm = form.fields.find((f) => f.linked?.contentType === child.contentType)?.linked as StudioBlockForm;
          expect(entryFieldsWith(childForm, child.fields, formDataOf(childForm, child.fields, DEFAULT, DEFAULT), DEFAULT, DEFAULT), child.id).toEqual(child.fields);
          expect(entryProblems(childForm, child.fields, DEFAULT), child.id).toEqual([]);
        }
        const { container, unmount } = render(
          <BlockFieldsForm
            id={fixture.entry.id}
            form={form}
            fields={fields}
            locale={DEFAULT}
            defaultLocale={DEFAULT}
            assets={assets}
            onChange={() => undefined}
            renderLinked={(field) => (
              <LinkedEntriesField
                id={field.name}
                field={field}
                entries={(data[field.name] as string[]).map((id) => ({ id, label: `${field.linked!.name} ${id}` }))}
                onOpen={() => undefined}
                onChange={() => undefined}
                onAdd={() => undefined}
              />
            )}
          />,
        );
        for (const field of form.fields) {
          if (field.kind === 'richText') {
            // A document the editor would change (an entry hyperlink, a resolved embedded entry) is kept and says why.
            const why = notEditableBecause(data[field.name] as Document);
            if (why) {
              expect(within(container).getAllByText(`${field.label} is kept as it is: ${why}, which the studio's editor cannot show. Edit it in Contentful.`), fixture.name).toHaveLength(1);
              expect(within(container).queryAllByRole('textbox', { name: new RegExp(`^${field.label}`) }), fixture.name).toHaveLength(0);
              continue;
            }
            // Any other shows in a labelled rich-text editor.
            const editor = await within(container).findByRole('textbox', { name: new RegExp(`^${field.label}\\*?$`) });
            // A line break inside a paragraph ("\n") is a <br> in the editor, which has no text.
            await waitFor(() => expect(editor.textContent, `${fixture.name} ${field.name}`).toBe(plainText(data[field.name]).replace(/\n/g, '')));
            continue;
          }
          if (field.kind === 'entries') {
            // One item per linked entry, in order.
            const items = within(within(container).getByRole('list', { name: field.label })).getAllByRole('listitem');
            expect(items.map((i) => i.textContent?.replace(/UpDownRemove$/, '')), fixture.name).toEqual((data[field.name] as string[]).map((id) => `${field.linked!.name} ${id}`));
            continue;
          }
          if (field.kind === 'asset') {
            // An image field shows the chosen image's title (none chosen: says so), and opens the image library.
            const group = within(container).getByRole('group', { name: new RegExp(`^${field.label}\\*?$`) });
            const chosen = assets.find((a) => a.id === data[field.name]);
            expect(group.textContent, `${fixture.name} ${field.name}`).toContain(chosen ? chosen.title : 'No image chosen yet.');
            within(group).getByRole('button', { name: `${chosen ? 'Change' : 'Choose'} the image for ${field.label}`.replace('Choose the', 'Choose an') });
            continue;
          }
          if (field.kind === 'products') {
            // Product refs are chips in order (named by the ref until the catalogue answers), with a search to add more.
            const refs = (data[field.name] as string[] | undefined) ?? [];
            if (refs.length) expect(within(within(container).getByRole('list', { name: `Chosen products for ${field.label}` })).getAllByRole('listitem').map((i) => i.textContent?.replace(/UpDownRemove$/, '')), fixture.name).toEqual(refs);
            within(container).getByRole('combobox', { name: 'Add a product by name' });
            continue;
          }
          if (field.kind === 'kept') {
            // A field the studio does not edit yet names itself once, with why ("Slides (kept as they are…)").
            expect(within(container).getAllByText(new RegExp(`^${field.label} \\(`)), fixture.name).toHaveLength(1);
            continue;
          }
          const value = data[field.name];
          // An array of values is a group of its own (its legend, one control per item); any other field is one
          // labelled control showing the fixture's value (a select shows its chosen option).
          const property = (form.formSchema.properties as Record<string, { type?: string }>)[field.name];
          if (property.type === 'array') {
            expect(within(container).getAllByText(new RegExp(`^${field.label}\\*?$`)).length, `${fixture.name} ${field.name}`).toBeGreaterThan(0);
            // Each item shows in a control of its own: as many controls show a value as the array holds it.
            const items = ((value as unknown[] | undefined) ?? []).map(String);
            for (const item of new Set(items)) expect(within(container).getAllByDisplayValue(item), `${fixture.name} ${field.name}`).toHaveLength(items.filter((i) => i === item).length);
            continue;
          }
          const control = within(container).getByLabelText(new RegExp(`^${field.label}\\*?$`)) as HTMLInputElement | HTMLSelectElement;
          const shown = control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.value === '' ? '' : control.selectedOptions[0]?.textContent ?? '') : control.value;
          if (value === undefined) expect(shown, `${fixture.name} ${field.name}`).toBe('');
          else expect(shown, `${fixture.name} ${field.name}`).toContain(String(value));
        }
        unmount();
      }
    });
  }
});

describe('fallback and problems', () => {
  const hero = blockForm(blockRegistry.get('heroBanner')!.schema as Record<string, unknown>);
  const fields: EntryFields = {
    heading: { [DEFAULT]: 'Find your signature look' },
    image: { [DEFAULT]: { sys: { type: 'Link', linkType: 'Asset', id: 'hero-new-season' } } },
    ctaLabel: { [DEFAULT]: 'Shop now', 'th-TH': '' },
  };

  it('shows the default locale value of an empty localized field, and keeps shared fields read-only', () => {
    render(<BlockFieldsForm id="hero" form={hero} fields={fields} locale="th-TH" defaultLocale={DEFAULT} assets={[{ id: 'hero-new-season', title: 'New season' }]} onChange={() => undefined} />);
    const heading = screen.getByLabelText(/^Heading\*?$/) as HTMLInputElement;
    expect(heading.value).toBe('');
    expect(heading.placeholder).toBe('Find your signature look');
    expect(screen.getAllByText('Left empty, th-TH shows the en-SG value: \u201cFind your signature look\u201d.')).toHaveLength(1);
    expect((screen.getByLabelText(/^Theme$/) as HTMLSelectElement).disabled).toBe(true);
  });

  it('names a missing required field and a half-filled call to action in place', () => {
    const broken: EntryFields = { image: fields.image, ctaLabel: { [DEFAULT]: 'Shop now' } };
    const problems = entryProblems(hero, broken, DEFAULT);
    expect(problems).toEqual([
      { field: 'heading', locale: DEFAULT, message: 'Heading is required.' },
      { field: 'ctaHref', locale: '', message: 'Cta href is required when Cta label is filled in.' },
    ]);
    render(<BlockFieldsForm id="hero" form={hero} fields={broken} locale={DEFAULT} defaultLocale={DEFAULT} assets={[]} problems={problems} onChange={() => undefined} />);
    // Each message once, beside its own field (the control names the message as its description).
    expect(screen.getAllByText('Heading is required.')).toHaveLength(1);
    expect(screen.getAllByText('Cta href is required when Cta label is filled in.')).toHaveLength(1);
    const describedBy = screen.getByLabelText(/^Heading\*?$/).getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain('Heading is required.');
  });

  it('writes what the editor types into the locale edited, and no schema default the editor did not choose', () => {
    const promo = blockForm(blockRegistry.get('promoStrip')!.schema as Record<string, unknown>);
    const changes: EntryFields[] = [];
    render(<BlockFieldsForm id="promo" form={promo} fields={{ text: { [DEFAULT]: 'Free shipping' } }} locale="th-TH" defaultLocale={DEFAULT} assets={[]} onChange={(f) => changes.push(f)} />);
    fireEvent.change(screen.getByLabelText(/^Text\*?$/), { target: { value: 'ส่งฟรี' } });
    expect(changes.at(-1)).toEqual({ text: { [DEFAULT]: 'Free shipping', 'th-TH': 'ส่งฟรี' } });
  });

  it('uploads a new image for an image field and links the field to it, keeping the other fields', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return new Response(JSON.stringify({ id: 'asset-summer', title: 'Summer glow', url: '/cms/uploads/asset-summer/summer.png' }), { status: 201 });
    });
    try {
      const changes: EntryFields[] = [];
      const uploaded: string[] = [];
      render(
        <BlockFieldsForm id="hero" form={hero} fields={fields} locale={DEFAULT} defaultLocale={DEFAULT} assets={[{ id: 'hero-new-season', title: 'New season' }]} onChange={(f) => changes.push(f)} onAssetUploaded={(a) => uploaded.push(a.id)} />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Change the image for Image' }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Choose an image for Image' })).getByRole('button', { name: 'Upload a new image for Image' }));
      const group = screen.getByRole('group', { name: 'New image for Image' });
      fireEvent.change(within(group).getByLabelText(/^Image file/), { target: { files: [new File([new Uint8Array([1, 2, 3])], 'summer.png', { type: 'image/png' })] } });
      fireEvent.change(within(group).getByLabelText('Image title (its alt text)'), { target: { value: 'Summer glow' } });
      fireEvent.click(within(group).getByRole('button', { name: 'Upload image' }));
      // Uploaded, chosen for the field (below), and the library closed.
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect([sent.length, (sent[0].get('file') as File).name, sent[0].get('title')]).toEqual([1, 'summer.png', 'Summer glow']);
      expect(uploaded).toEqual(['asset-summer']);
      expect(changes.at(-1)).toEqual({ ...fields, image: { [DEFAULT]: { sys: { type: 'Link', linkType: 'Asset', id: 'asset-summer' } } } });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
