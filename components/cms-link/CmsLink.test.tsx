import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderContextFor } from '@/renderer/context';
import { CmsLink } from './CmsLink';

const zh = renderContextFor('hk', 'zh')!;

afterEach(cleanup);

describe('CmsLink', () => {
  it('localizes a store path and does not prefetch it', () => {
    render(<CmsLink href="/pages/sale" context={zh} className="cta">The Sale</CmsLink>);
    const link = screen.getByRole('link', { name: 'The Sale' });
    expect(link.getAttribute('href')).toBe('/zh/pages/sale');
    expect(link.className).toBe('cta');
  });

  it.each(['https://apps.atelier.example/hk', 'mailto:care@atelier.example', 'tel:+85212345678', '#terms'])('uses %s as it is, in the same tab', (href) => {
    render(<CmsLink href={href} context={zh}>Go</CmsLink>);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBeNull();
  });

  it.each([undefined, 'javascript:alert(1)', ' JaVaScRiPt:x', '//evil.example', '/\\evil.example', 'data:text/html,x', 'pages/sale'])('renders no link for %j', (href) => {
    const html = (refused?: 'nothing' | 'children' | 'span') =>
      renderToStaticMarkup(
        <CmsLink href={href} context={zh} className="tile" refused={refused}>
          <b>Lips</b>
        </CmsLink>,
      );
    expect(html()).toBe('');
    expect(html('nothing')).toBe('');
    expect(html('children')).toBe('<b>Lips</b>');
    expect(html('span')).toBe('<span class="tile"><b>Lips</b></span>');
  });
});
