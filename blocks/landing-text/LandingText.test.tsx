import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { block } from './index';
import { LandingText, paragraphsOf, type LandingTextFields } from './LandingText';
import schema from './landing-text.schema.json';
import fixtureFile from './landing-text.fixtures.json';
import * as stories from './LandingText.stories';
import { validateFields } from '../../renderer/validate';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures, ContentEntry, RenderContext } from '../../renderer/types';

const fixtures = fixtureFile as unknown as BlockFixtures<LandingTextFields>;
const context = renderContextFor('sg', 'en')!;
const fixture = (name: string) => fixtures.valid.find((f) => f.name === name)!.entry;

function Block({ entry, ctx = context }: { entry: ContentEntry<LandingTextFields>; ctx?: RenderContext }) {
  return <LandingText entry={entry} fields={entry.fields} data={undefined} context={ctx} />;
}

/** Gives every element a layout: `scrollHeight` (content) against `clientHeight` (the clamped box). */
function fakeLayout(sizes: { scrollHeight: number; clientHeight: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => sizes.scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => sizes.clientHeight);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('landing-text block', () => {
  it('is registered for the landingText content type with its schema', () => {
    expect(block.contentType).toBe('landingText');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(LandingText);
  });

  describe.each(fixtures.valid)('valid fixture "$name"', ({ entry }) => {
    it('passes the schema', () => {
      expect(entry.contentType).toBe(block.contentType);
      expect(validateFields(schema, entry.fields)).toEqual({ valid: true });
    });
    it('renders its heading and every paragraph', () => {
      const { container } = render(<Block entry={entry} />);
      if (entry.fields.heading) expect(screen.getByRole('heading', { level: 2, name: entry.fields.heading })).toBeTruthy();
      expect(container.querySelectorAll('.landing-text__body p')).toHaveLength(paragraphsOf(entry.fields.body).length);
    });
  });

  describe.each(fixtures.invalid)('invalid fixture "$name"', ({ entry, reason }) => {
    it(`is rejected: ${reason}`, () => {
      expect(reason).toBeTruthy();
      expect(validateFields(schema, entry.fields).valid).toBe(false);
    });
  });

  it('has one story per valid fixture', () => {
    expect(Object.keys(stories).filter((k) => k !== 'default')).toHaveLength(fixtures.valid.length);
  });
});

describe('Read more / Read less', () => {
  const entry = fixture('Category introduction');

  it('without JavaScript the whole text is readable: the server renders it unclamped, with no button', () => {
    const html = renderToString(<Block entry={entry} />);
    expect(html).toContain('Good skin starts with a routine');
    expect(html).toContain('book a free skin consultation');
    expect(html).not.toContain('landing-text__body--clamped');
    expect(html).not.toContain('<button');
  });

  it('hydrates the server HTML without a mismatch, then clamps and offers Read more', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Block entry={entry} />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Block entry={entry} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('.landing-text__body--clamped')).not.toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Read more');
    act(() => root!.unmount());
    container.remove();
  });

  it('is a real button that expands and collapses the text it controls', () => {
    render(<Block entry={entry} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(text.classList).toContain('landing-text__body--clamped');
    expect(text.style.getPropertyValue('--landing-text-lines')).toBe('4');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Read less');
    expect(text.classList).not.toContain('landing-text__body--clamped');
    expect(document.activeElement === button || document.activeElement === document.body).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe('false');
    expect(text.classList).toContain('landing-text__body--clamped');
  });

  it('uses the collapsed line count of the entry, 4 by default', () => {
    const { container, unmount } = render(<Block entry={fixture('Chinese introduction')} />);
    expect(container.querySelector<HTMLElement>('.landing-text__body')!.style.getPropertyValue('--landing-text-lines')).toBe('2');
    unmount();
    const { container: other } = render(<Block entry={fixture('No heading, default lines, line breaks')} />);
    expect(other.querySelector<HTMLElement>('.landing-text__body')!.style.getPropertyValue('--landing-text-lines')).toBe('4');
  });

  it('shows no button when the text fits in its lines', () => {
    fakeLayout({ scrollHeight: 48, clientHeight: 48 });
    render(<Block entry={fixture('Short text')} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Fresh arrivals from the brands you love, updated every week.')).toBeTruthy();
  });

  it('shows the button when the clamped text overflows, and re-measures when the box is resized', () => {
    const sizes = { scrollHeight: 96, clientHeight: 96 };
    fakeLayout(sizes);
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Block entry={entry} />);
    expect(screen.queryByRole('button')).toBeNull();

    // A narrower screen: the same text now needs more lines than shown.
    sizes.scrollHeight = 240;
    act(() => observers.forEach((notify) => notify()));
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('speaks the shopper’s language', () => {
    render(<Block entry={fixture('Thai introduction')} ctx={renderContextFor('th', 'th')!} />);
    fireEvent.click(screen.getByRole('button', { name: 'อ่านเพิ่มเติม' }));
    expect(screen.getByRole('button', { name: 'แสดงน้อยลง' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('labels the section by its heading, and has no empty heading without one', () => {
    render(<Block entry={entry} />);
    expect(screen.getByRole('region', { name: 'Skincare' })).toBeTruthy();
    cleanup();
    const { container } = render(<Block entry={fixture('No heading, default lines, line breaks')} />);
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
  });
});

describe('paragraphsOf', () => {
  it('splits on blank lines and keeps single line breaks', () => {
    expect(paragraphsOf('One\ntwo\n\nThree')).toEqual([['One', 'two'], ['Three']]);
  });
  it('accepts Windows line ends, blank lines with spaces, and several blank lines', () => {
    expect(paragraphsOf('A\r\n\r\nB\n  \n\n\nC  \n')).toEqual([['A'], ['B'], ['C']]);
  });
  it('drops empty paragraphs', () => {
    expect(paragraphsOf('\n\n  \n')).toEqual([]);
  });
});
