import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CmsImage } from './CmsImage';

const asset = { id: 'a', url: '/cms/hero.svg', title: 'Lipsticks', description: 'Rose lipsticks on a plinth', contentType: 'image/svg+xml', width: 1600, height: 900 };

afterEach(cleanup);

describe('CmsImage', () => {
  it('renders the asset at its intrinsic size, unoptimized and lazy, with its description as alt text', () => {
    render(<CmsImage image={asset} className="hero__image" />);
    const img = screen.getByRole('img', { name: 'Rose lipsticks on a plinth' });
    expect(img.getAttribute('src')).toBe('/cms/hero.svg');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toBe('hero__image');
  });

  it('falls back to the title for the alt text, and takes an explicit one (empty: decorative)', () => {
    render(<CmsImage image={{ ...asset, description: undefined }} />);
    expect(screen.getByRole('img', { name: 'Lipsticks' })).toBeTruthy();
    cleanup();
    const { container } = render(<CmsImage image={asset} alt="" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    render(<CmsImage image={asset} priority />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).not.toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
