import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { block } from './index';
import { LandingText, type LandingTextFields } from './LandingText';
import { schema } from './landing-text.schema';
import fixtureFile from './landing-text.fixtures.json';
import * as stories from './LandingText.stories';
import { paragraphsOf } from '@/lib/text/paragraphs';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';

const fixtures = asBlockFixtures<LandingTextFields>(fixtureFile);
/** `element(entry, context?)`: the block for an entry, in Singapore/English unless told otherwise. */
const kit = blockTestKit(block, fixtures);
const { element } = kit;
const fixture = (name: string) => kit.fixture(name).entry;

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

describeBlockContract({
  block,
  contentType: 'landingText',
  schema,
  component: LandingText,
  fixtures,
  stories,
  renders: {
    title: 'renders its heading and every paragraph',
    check: ({ entry: { fields } }, { container }) => {
      if (fields.heading) expect(screen.getByRole('heading', { level: 2, name: fields.heading })).toBeTruthy();
      expect(container.querySelectorAll('.landing-text__body p')).toHaveLength(paragraphsOf(fields.body).length);
    },
  },
});

describe('Read more / Read less', () => {
  const entry = fixture('Category introduction');

  it('without JavaScript the whole text is readable: the server renders it unclamped, with no button', () => {
    const html = renderToString(element(entry));
    expect(html).toContain('Good skin starts with a routine');
    expect(html).toContain('book a free skin consultation');
    expect(html).not.toContain('landing-text__body--clamped');
    expect(html).not.toContain('<button');
  });

  it('hydrates the server HTML without a mismatch, then clamps and offers Read more', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(element(entry));
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element(entry), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('.landing-text__body--clamped')).not.toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Read more');
    act(() => root!.unmount());
    container.remove();
  });

  it('is a real button that expands and collapses the text it controls', () => {
    render(element(entry));
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
    const { container, unmount } = render(element(fixture('Chinese introduction')));
    expect(container.querySelector<HTMLElement>('.landing-text__body')!.style.getPropertyValue('--landing-text-lines')).toBe('2');
    unmount();
    const { container: other } = render(element(fixture('No heading, default lines, line breaks')));
    expect(other.querySelector<HTMLElement>('.landing-text__body')!.style.getPropertyValue('--landing-text-lines')).toBe('4');
  });

  it('shows no button when the text fits in its lines', () => {
    fakeLayout({ scrollHeight: 48, clientHeight: 48 });
    render(element(fixture('Short text')));
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
    render(element(entry));
    expect(screen.queryByRole('button')).toBeNull();

    // A narrower screen: the same text now needs more lines than shown.
    sizes.scrollHeight = 240;
    act(() => observers.forEach((notify) => notify()));
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('speaks the shopper’s language', () => {
    render(element(fixture('Thai introduction'), renderContextFor('th', 'th')!));
    fireEvent.click(screen.getByRole('button', { name: 'อ่านเพิ่มเติม' }));
    expect(screen.getByRole('button', { name: 'แสดงน้อยลง' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('labels the section by its heading, and has no empty heading without one', () => {
    render(element(entry));
    expect(screen.getByRole('region', { name: 'Skincare' })).toBeTruthy();
    cleanup();
    const { container } = render(element(fixture('No heading, default lines, line breaks')));
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
  });
});
