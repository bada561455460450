import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RewardChoices, SampleChoices } from './BagChoices';
import { labels, rewards, samples } from './bag.fixtures';
import type { Samples } from './bag-types';

afterEach(cleanup);

const RESTOCK = 'They are restocked often; check back soon';

describe('a sold-out free sample or reward (issue 21 item 11, SPEC §8)', () => {
  it('a sold-out sample says it is not available, with the restock message, while the others can be added', () => {
    const all = samples(true);
    const data: Samples = { ...all, items: all.items.map((s, i) => (i === 1 ? { ...s, available: false } : s)) };
    render(<SampleChoices samples={{ state: 'ready', data }} labels={labels} busy={false} onAdd={() => {}} />);
    const section = screen.getByRole('region', { name: 'Free samples' });
    const soldOut = within(section).getAllByRole('listitem').find((li) => li.textContent?.includes('Mini Cream'))!;
    expect(within(soldOut).queryByRole('button')).toBeNull();
    expect(within(soldOut).getAllByText('Not available')).toHaveLength(1);
    expect(within(soldOut).getAllByText(RESTOCK)).toHaveLength(1);
    expect(within(section).getAllByRole('button', { name: 'Add: Mini Toner' })).toHaveLength(1);
    // Samples held back by the bag's limit are not sold out: no restock message for them.
    cleanup();
    render(<SampleChoices samples={{ state: 'ready', data: { ...samples(true), selected: 2 } }} labels={labels} busy={false} onAdd={() => {}} />);
    expect(screen.queryByText(RESTOCK)).toBeNull();
  });

  it('a sold-out reward says so with the restock message', () => {
    const data = rewards(true);
    data.items = data.items.map((r) => (r.id === 'rw-lip-mini' ? { ...r, available: false } : r));
    render(<RewardChoices rewards={{ state: 'ready', data }} labels={labels} busy={false} formatNumber={String} signInHref="/sign_in" signUpHref="/sign_up" onRedeem={() => {}} />);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByRole('button', { name: 'Redeem: Lip mini' })).toBeNull();
    expect(within(panel).getAllByText(RESTOCK)).toHaveLength(1);
  });
});
