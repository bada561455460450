import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { block } from './index';
import { PromoStrip, type PromoStripFields } from './PromoStrip';
import schema from './promo-strip.schema.json';
import fixtureFile from './promo-strip.fixtures.json';
import * as stories from './PromoStrip.stories';
import { validateFields } from '../../renderer/validate';
import { renderContextFor } from '../../renderer/context';
import { isSafeHref } from '../../lib/safe-url';
import type { BlockFixtures, RenderContext } from '../../renderer/types';

const fixtures = fixtureFile as unknown as BlockFixtures<PromoStripFields>;
const context = renderContextFor('sg', 'en')!;

function Strip({ fields, ctx = context }: { fields: PromoStripFields; ctx?: RenderContext }) {
  return <PromoStrip entry={{ id: 'promo-test', contentType: 'promoStrip', fields }} fields={fields} data={undefined} context={ctx} />;
}

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (navigator as { clipboard?: unknown }).clipboard;
  window.getSelection()?.removeAllRanges();
});

describe('promo-strip block', () => {
  it('is registered for the promoStrip content type with its schema', () => {
    expect(block.contentType).toBe('promoStrip');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(PromoStrip);
  });

  describe.each(fixtures.valid)('valid fixture "$name"', ({ entry }) => {
    it('passes the schema', () => {
      expect(entry.contentType).toBe(block.contentType);
      expect(validateFields(schema, entry.fields)).toEqual({ valid: true });
    });
    it('renders its text, link and code', () => {
      const { container } = render(<Strip fields={entry.fields} />);
      expect(container.textContent).toContain(entry.fields.text);
      expect(container.firstElementChild!.classList).toContain(`promo-strip--${entry.fields.tone ?? 'ink'}`);
      expect(screen.queryAllByRole('link')).toHaveLength(entry.fields.href ? 1 : 0);
      expect(screen.queryAllByRole('button')).toHaveLength(entry.fields.code ? 1 : 0);
      if (entry.fields.code) expect(screen.getByText(entry.fields.code).tagName).toBe('STRONG');
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

  it('accepts in its schema only hrefs the link allow list accepts', () => {
    const hrefs = ['https://a.example', 'http://a.example/x', 'mailto:a@b.example', 'tel:+651234', '/pages/sale', '#terms', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:x', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', 'pages/sale', 'https://a.example/ x', '&#106;avascript:x'];
    for (const href of hrefs) {
      if (validateFields(schema, { text: 'x', href }).valid) expect(isSafeHref(href), href).toBe(true);
    }
  });
});

describe('promo strip links', () => {
  it('go through the locale prefix when they point into the store', () => {
    render(<Strip fields={{ text: 'The Sale', href: '/pages/sale' }} ctx={renderContextFor('hk', 'zh')!} />);
    expect(screen.getByRole('link', { name: 'The Sale' }).getAttribute('href')).toBe('/zh/pages/sale');
  });

  it('leave external links as written, in the same tab', () => {
    render(<Strip fields={{ text: 'Get the app', href: 'https://apps.atelier.example/sg' }} />);
    const link = screen.getByRole('link', { name: 'Get the app' });
    expect(link.getAttribute('href')).toBe('https://apps.atelier.example/sg');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('are not rendered for an unsafe href, even if one slipped past the schema', () => {
    const { container } = render(<Strip fields={{ text: 'Claim your gift', href: 'JaVaScRiPt:alert(1)' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('Claim your gift');
    expect(container.innerHTML).not.toMatch(/javascript/i);
  });
});

describe('copying the code', () => {
  const fields: PromoStripFields = { text: '20% off skincare', code: 'GLOW20' };

  it('without JavaScript shows "Use code GLOW20" and no dead button', () => {
    const html = renderToString(<Strip fields={fields} />);
    expect(html.replace(/<[^>]+>/g, '')).toContain('Use code GLOW20');
    expect(html).not.toContain('<button');
  });

  it('copies the code and announces it in a live region', async () => {
    render(<Strip fields={fields} />);
    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('GLOW20').id);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('GLOW20');
    expect(status.textContent).toBe('Code copied');
  });

  it('clears the message after a few seconds so a second copy is announced again', async () => {
    vi.useFakeTimers();
    render(<Strip fields={fields} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(screen.getByRole('status').textContent).toBe('Code copied');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('selects the code for a manual copy when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    render(<Strip fields={fields} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(window.getSelection()?.toString()).toBe('GLOW20');
  });

  it('selects the code when there is no clipboard API (an insecure context)', async () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
    render(<Strip fields={fields} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(window.getSelection()?.toString()).toBe('GLOW20');
  });

  it('speaks the shopper’s language, in its word order', async () => {
    render(<Strip fields={{ text: 'ลด 15%', code: 'PASS15' }} ctx={renderContextFor('th', 'th')!} />);
    expect(screen.getByText('PASS15').parentElement!.textContent).toBe('ใช้โค้ด PASS15');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'คัดลอกโค้ด' })));
    expect(screen.getByRole('status').textContent).toBe('คัดลอกโค้ดแล้ว');
  });
});
