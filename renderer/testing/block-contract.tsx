/**
 * The contract every block in `blocks/<name>/` is tested against (DESIGN.md, "A block"), so that each
 * `<Name>.test.tsx` keeps only what is particular to its block:
 *
 *   describeBlockContract({ block, contentType, schema, component, fixtures, stories, renders }, () => {
 *     it('…block-specific behaviour…', () => { … });
 *   });
 *
 * The contract checks that
 * - `index.ts` registers the component with its schema for its content type;
 * - the schema defines its content type (generated from it: renderer/content-types.ts) and the linked entry types
 *   it describes inline (a tile, a slide), each with a Contentful type for every field;
 * - fixture names and valid entry ids are unique;
 * - every valid fixture is an entry of the content type, passes the schema and renders — in the country and
 *   language its name asks for — without React warnings, with no link outside the allow list and no image
 *   without its size and alt attribute, and as the block's own `renders.check` expects;
 * - every invalid fixture is an entry of the content type, says why it is invalid, and is rejected by
 *   `validateFields` (what the renderer uses to skip it);
 * - every valid fixture, rendered in preview, carries Contentful Live Preview's inspector tags (renderer/inspector.ts):
 *   the root names the entry and one of its schema's fields, every tag names the page's locale and a field of the
 *   entry it names (the block's or a linked entry's); rendered for shoppers, it carries none;
 * - the stories file has exactly one story per valid fixture (by entry id).
 */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import { isSafeHref } from '@/lib/safe-url';
import type { BlockDefinition, BlockFixtures, BlockProps, ContentAsset, ContentEntry, JsonSchema, RenderContext } from '../types';
import { contentTypesOf } from '../content-types';
import { validateFields } from '../validate';
import { contextIn, fixtureContext, validFixture, type ValidFixture } from './fixtures';

/** What a rendered fixture hands to a block's own checks: the Testing Library result and the context used. */
export interface RenderedFixture extends RenderResult {
  context: RenderContext;
}

/** Rendering a block the way the renderer does (`entry`, `fields`, `data`, `context`), for its tests. */
export interface BlockTestKit<F, D> {
  /** The valid fixture called `name` (throws when there is none). */
  fixture(name: string): ValidFixture<F, D>;
  /** The block's element for an entry, in a context (Singapore/English by default). */
  element(entry: ContentEntry<F>, context?: RenderContext, data?: D): ReactElement;
  /** An entry of the block's content type with these fields (for tests that write their own fields). */
  entryOf(fields: F, id?: string): ContentEntry<F>;
  /** Renders a valid fixture, in the context its name asks for unless one is given. */
  renderFixture(name: string, context?: RenderContext): RenderedFixture;
  /** Renders an entry with these fields, in a context (Singapore/English by default). */
  renderFields(fields: F, context?: RenderContext): RenderedFixture;
}

const defaultContext = () => contextIn({ country: 'sg', lang: 'en' });

/** Render helpers for a block's tests, from its registration (`block` from its `index.ts`) and its fixtures. */
export function blockTestKit<F, D = undefined>(block: BlockDefinition<F, D>, fixtures: BlockFixtures<F, D>): BlockTestKit<F, D> {
  const Block = block.component;
  const element = (entry: ContentEntry<F>, context: RenderContext = defaultContext(), data?: D) => (
    <Block entry={entry} fields={entry.fields} data={data as D} context={context} />
  );
  const entryOf = (fields: F, id = `${block.contentType}-test`): ContentEntry<F> => ({ id, contentType: block.contentType, fields });
  const renderIn = (node: ReactElement, context: RenderContext): RenderedFixture => Object.assign(render(node), { context });
  return {
    fixture: (name) => validFixture(fixtures, name),
    element,
    entryOf,
    renderFixture(name, context = fixtureContext(name)) {
      const { entry, data } = validFixture(fixtures, name);
      return renderIn(element(entry, context, data), context);
    },
    renderFields(fields, context = defaultContext()) {
      return renderIn(element(entryOf(fields), context), context);
    },
  };
}

/**
 * The rendered image of a content asset, found by the alt text it gives itself (its description, else its
 * title), once checked to carry the asset's own width and height.
 */
export function expectAssetImage(asset: Pick<ContentAsset, 'title' | 'description' | 'width' | 'height'>): HTMLElement {
  const img = screen.getByRole('img', { name: asset.description || asset.title });
  expect(img.getAttribute('width')).toBe(String(asset.width));
  expect(img.getAttribute('height')).toBe(String(asset.height));
  return img;
}

export interface BlockContract<F, D = undefined> {
  /** The block as registered (`block` from its `index.ts`). */
  block: BlockDefinition<F, D>;
  /** The content type id the block must be registered for, e.g. `heroBanner`. */
  contentType: string;
  /** The block's `schema` from `<name>.schema.ts`: the registration must use this very schema. */
  schema: JsonSchema;
  /** The block's component, imported from its module: the registration must use this very component. */
  component: BlockDefinition<F, D>['component'];
  fixtures: BlockFixtures<F, D>;
  /** `import * as stories from './<Name>.stories'`. */
  stories: Record<string, unknown>;
  /** Linked entry types the schema describes inline (a definition whose fields name a content type), e.g. `['categoryTile']`. */
  linkedContentTypes?: string[];
  /** What every valid fixture must show once rendered, particular to the block. */
  renders: {
    title: string;
    check: (fixture: ValidFixture<F, D>, rendered: RenderedFixture) => void;
  };
}

/** The hrefs a content link may have (lib/safe-url), as a pattern on the attribute exactly as rendered. */
const ALLOWED_HREF = /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/;

/** Runs the block contract (see the top of this file), then `blockTests` inside the same `describe`. */
export function describeBlockContract<F, D = undefined>(contract: BlockContract<F, D>, blockTests?: () => void): void {
  const { block, contentType, schema, component, fixtures, stories, renders } = contract;
  const kit = blockTestKit(block, fixtures);

  describe(`${contentType} block`, () => {
    afterEach(cleanup);

    it(`is registered for the ${contentType} content type with its schema and component`, () => {
      expect(block.contentType).toBe(contentType);
      expect(block.schema).toBe(schema);
      expect(block.component).toBe(component);
    });

    it('defines its content type and the linked entry types it describes, a Contentful type for every field', () => {
      const types = contentTypesOf(schema);
      expect(types.map((t) => t.sys.id)).toEqual([contentType, ...(contract.linkedContentTypes ?? [])]);
      for (const type of types) {
        expect(type.fields.length, type.sys.id).toBeGreaterThan(0);
        expect(type.fields.map((f) => f.id)).toContain(type.displayField);
      }
    });

    it('names every fixture once, and gives every valid entry its own id', () => {
      const names = [...fixtures.valid, ...fixtures.invalid].map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      const ids = fixtures.valid.map((f) => f.entry.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    describe.each(fixtures.valid)('valid fixture: $name', (fixture) => {
      it('passes the schema', () => {
        expect(fixture.entry.contentType).toBe(contentType);
        expect(validateFields(schema, fixture.entry.fields)).toEqual({ valid: true });
      });

      it(renders.title, () => {
        // Content warnings (a refused link, say) are expected of some fixtures; the block's own tests assert them.
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const error = vi.spyOn(console, 'error');
        try {
          const rendered = kit.renderFixture(fixture.name);
          const { container } = rendered;
          expect(container.firstElementChild).not.toBeNull();
          expect(error).not.toHaveBeenCalled();
          for (const a of container.querySelectorAll('a')) {
            const href = a.getAttribute('href');
            expect(href).toMatch(ALLOWED_HREF);
            expect(isSafeHref(href), String(href)).toBe(true);
          }
          for (const img of container.querySelectorAll('img')) {
            expect(img.hasAttribute('alt'), img.outerHTML).toBe(true);
            expect(Number(img.getAttribute('width')), img.outerHTML).toBeGreaterThan(0);
            expect(Number(img.getAttribute('height')), img.outerHTML).toBeGreaterThan(0);
          }
          renders.check(fixture, rendered);
        } finally {
          warn.mockRestore();
          error.mockRestore();
        }
      });
    });

    describe.each(fixtures.valid)('Contentful Live Preview tags: $name', (fixture) => {
      it('tags the root with its entry, a field of its schema and the locale in preview, and its fields with their entries', () => {
        const shop = fixtureContext(fixture.name);
        const editor: RenderContext = { ...shop, preview: { selectedUserSegments: [] } };
        const { container } = render(kit.element(fixture.entry, editor, fixture.data));
        const root = container.firstElementChild!;
        expect(root.getAttribute('data-contentful-entry-id')).toBe(fixture.entry.id);
        // Every tag names the page's locale and a field of the content type of the entry it names (the block's or a linked one's).
        const fieldsOfType = new Map(contentTypesOf(schema).map((type) => [type.sys.id, type.fields.map((f) => f.id)]));
        const typeOf = new Map([[fixture.entry.id, contentType], ...linkedEntries(fixture.entry.fields)]);
        for (const tag of inspectorTags(container)) {
          expect(tag.locale, tag.html).toBe(editor.locale);
          expect(typeOf.has(tag.entryId ?? ''), tag.html).toBe(true);
          expect(fieldsOfType.get(typeOf.get(tag.entryId ?? '') ?? ''), tag.html).toContain(tag.fieldId);
        }
      });

      it('carries no tags on a shopper\'s page', () => {
        const { container } = render(kit.element(fixture.entry, fixtureContext(fixture.name), fixture.data));
        expect(container.firstElementChild).not.toBeNull();
        expect(inspectorTags(container)).toEqual([]);
      });
    });

    describe.each(fixtures.invalid)('invalid fixture: $name', ({ entry, reason }) => {
      it(`is rejected: ${reason}`, () => {
        expect(typeof reason === 'string' && reason.trim().length > 0, 'the fixture says why it is invalid').toBe(true);
        expect(entry.contentType).toBe(contentType);
        const result = validateFields(schema, entry.fields);
        expect(result.valid).toBe(false);
        if (!result.valid) expect(result.errors.length).toBeGreaterThan(0);
      });
    });

    it('has exactly one story per valid fixture', () => {
      const { default: meta, ...named } = stories as Record<string, { args?: Partial<BlockProps<F, D>> } | undefined>;
      // A story renders with the meta's args, overridden by its own.
      const storyEntryIds = Object.values(named).map((story) => ({ ...meta?.args, ...story?.args }).entry?.id);
      expect(storyEntryIds.sort()).toEqual(fixtures.valid.map((f) => f.entry.id).sort());
    });

    blockTests?.();
  });
}

/** Every element carrying Contentful Live Preview's inspector attributes (`data-contentful-*`), as read back. */
export function inspectorTags(container: Element): { entryId?: string; fieldId?: string; locale?: string; html: string }[] {
  return [...container.querySelectorAll('*')]
    .filter((el) => el.getAttributeNames().some((name) => name.startsWith('data-contentful-')))
    .map((el) => ({
      entryId: el.getAttribute('data-contentful-entry-id') ?? undefined,
      fieldId: el.getAttribute('data-contentful-field-id') ?? undefined,
      locale: el.getAttribute('data-contentful-locale') ?? undefined,
      html: el.outerHTML.slice(0, 200),
    }));
}

/** The linked entries among an entry's fields (arrays of `{ id, contentType, fields }`): id → content type. */
function linkedEntries(fields: unknown): [string, string][] {
  return Object.values(fields as Record<string, unknown>)
    .flatMap((value) => (Array.isArray(value) ? value : []))
    .filter((item): item is { id: string; contentType: string } => Boolean(item) && typeof item === 'object' && 'id' in item && 'contentType' in item)
    .map((item) => [item.id, item.contentType]);
}
