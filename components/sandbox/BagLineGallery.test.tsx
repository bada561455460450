import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { lineExamples } from '@/flows/bag/bag.fixtures';
import { labels } from '../bag/bag.fixtures';
import { BagLineGallery } from './BagLineGallery';

afterEach(cleanup);

describe('the bag line gallery (/sandbox/cart-line-item)', () => {
  it('shows every example line with its kind and flags, and says what a control would send', () => {
    render(<BagLineGallery labels={labels} locale="en-SG" signInHref="/sign_in" />);
    for (const { title, line } of lineExamples) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('listitem', { name: line.name })).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'Out of stock' })).getByText(labels['message.outOfStock'])).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sample (free)' })).getByText(labels['line.sample'])).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Beauty Pass reward (points)' })).getByText(labels['line.reward'])).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Cotton Pads' }));
    expect(screen.getByText('Cotton Pads: SET_QUANTITY 4')).toBeTruthy();
  });

  it('offers moving to the wish list only when signed in, and disables the controls while busy', () => {
    render(<BagLineGallery labels={labels} locale="en-SG" signInHref="/sign_in" />);
    const pads = screen.getByRole('region', { name: 'Several of one product' });
    expect(within(pads).getByRole('link', { name: labels['line.signInForWishList'] }).getAttribute('href')).toBe('/sign_in');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Signed in' }));
    expect(within(pads).queryByRole('link', { name: labels['line.signInForWishList'] })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Busy' }));
    expect((within(pads).getByRole('button', { name: 'Increase quantity of Cotton Pads' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
