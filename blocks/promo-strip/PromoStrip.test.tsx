import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { block } from './index';
import { PromoStrip, type PromoStripFields } from './PromoStrip';
import { schema } from './promo-strip.schema';
import fixtureFile from './promo-strip.fixtures.json';
import * as stories from './PromoStrip.stories';
import { validateFields } from '@/renderer/validate';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import { isSafeHref } from '@/lib/safe-url';

const fixtures = asBlockFixtures<PromoStripFields>(fixtureFile);
const { element, entryOf, renderFields } = blockTestKit(block, fixtures);

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

describeBlockContract(
  {
    block,
    contentType: 'promoStrip',
    schema,
    component: PromoStrip,
    fixtures,
    stories,
    renders: {
      title: 'renders its text, link and code',
      check: ({ entry: { fields } }, { container }) => {
        expect(container.textContent).toContain(fields.text);
        expect(container.firstElementChild!.classList).toContain(`promo-strip--${fields.tone ?? 'ink'}`);
        expect(screen.queryAllByRole('link')).toHaveLength(fields.href ? 1 : 0);
        expect(screen.queryAllByRole('button')).toHaveLength(fields.code ? 1 : 0);
        if (fields.code) expect(screen.getByText(fields.code).tagName).toBe('STRONG');
      },
    },
  },
  () => {
    it('accepts in its schema only hrefs the link allow list accepts', () => {
      const hrefs = ['https://a.example', 'http://a.example/x', 'mailto:a@b.example', 'tel:+651234', '/pages/sale', '#terms', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:x', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', 'pages/sale', 'https://a.example/ x', '&#106;avascript:x'];
      for (const href of hrefs) {
        if (validateFields(schema, { text: 'x', href }).valid) expect(isSafeHref(href), href).toBe(true);
      }
    });
  },
);

describe('promo strip links', () => {
  it('go through the locale prefix when they point into the store', () => {
    renderFields({ text: 'The Sale', href: '/pages/sale' }, renderContextFor('hk', 'zh')!);
    expect(screen.getByRole('link', { name: 'The Sale' }).getAttribute('href')).toBe('/zh/pages/sale');
  });

  it('leave external links as written, in the same tab', () => {
    renderFields({ text: 'Get the app', href: 'https://apps.atelier.example/sg' });
    const link = screen.getByRole('link', { name: 'Get the app' });
    expect(link.getAttribute('href')).toBe('https://apps.atelier.example/sg');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('are not rendered for an unsafe href, even if one slipped past the schema', () => {
    const { container } = renderFields({ text: 'Claim your gift', href: 'JaVaScRiPt:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toContain('Claim your gift');
    expect(container.innerHTML).not.toMatch(/javascript/i);
  });
});

describe('copying the code', () => {
  const fields: PromoStripFields = { text: '20% off skincare', code: 'GLOW20' };

  it('without JavaScript shows "Use code GLOW20" and no dead button', () => {
    const html = renderToString(element(entryOf(fields)));
    expect(html.replace(/<[^>]+>/g, '')).toContain('Use code GLOW20');
    expect(html).not.toContain('<button');
  });

  it('copies the code and announces it in a live region', async () => {
    renderFields(fields);
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
    renderFields(fields);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(screen.getByRole('status').textContent).toBe('Code copied');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('selects the code for a manual copy when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderFields(fields);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(window.getSelection()?.toString()).toBe('GLOW20');
  });

  it('selects the code when there is no clipboard API (an insecure context)', async () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
    renderFields(fields);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(window.getSelection()?.toString()).toBe('GLOW20');
  });

  it('speaks the shopper’s language, in its word order', async () => {
    renderFields({ text: 'ลด 15%', code: 'PASS15' }, renderContextFor('th', 'th')!);
    expect(screen.getByText('PASS15').parentElement!.textContent).toBe('ใช้โค้ด PASS15');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'คัดลอกโค้ด' })));
    expect(screen.getByRole('status').textContent).toBe('คัดลอกโค้ดแล้ว');
  });
});
