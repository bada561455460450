import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { pageContextFor } from '@/lib/locale/page-context';
import { ApiError } from '@/lib/api-client/client';
import { setSessionCookie } from '../account/account.fixtures';
import { BeautyPassDashboard } from './BeautyPassDashboard';
import { NOW, passFixture, rewardsFixture } from './beauty-pass.fixtures';
import PointsExpiryPopup from './PointsExpiryPopup';
import { PointsSummary } from './PointsSummary';
import { RewardsBoutique, rewardUnavailableReason } from './RewardsBoutique';
import { beautyPassProps } from './server-labels';
import { pointsExpiryLabels } from '../account/server-labels';

const context = pageContextFor('sg', 'en')!;
const props = beautyPassProps(context);
const now = () => NOW;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
  sessionStorage.clear();
});

describe('Beauty Pass dashboard', () => {
  it('shows the tier card, the machine’s message, progress, points with their expiry, perks and links', async () => {
    render(<BeautyPassDashboard {...props} load={async () => passFixture({ tier: { changedAt: null, previousTier: null } })} now={now} />);
    expect(await screen.findByRole('region', { name: 'Your Beauty Pass card: White' })).toBeTruthy();
    expect(screen.getByText('Spend $380.00 by Monday, 1 March 2027 to reach Black.')).toBeTruthy();
    const progress = screen.getByRole('region', { name: 'Your progress' });
    expect(within(progress).getByRole('progressbar', { name: 'Progress toward Black' }).getAttribute('value')).toBe('24');
    expect(progress.textContent).toContain('$120.00');
    expect(progress.textContent).toContain('$380.00');
    const points = screen.getByRole('region', { name: 'Your points' });
    expect(points.textContent).toContain('640');
    expect(points.textContent).toContain('Wednesday, 1 March 2028');
    expect(within(points).getByText('Points may take up to 3 working days after delivery to update')).toBeTruthy();
    expect(within(points).getByRole('link', { name: 'See your points summary' }).getAttribute('href')).toBe('/beauty-pass/points');
    expect(within(screen.getByRole('region', { name: 'Your White perks' })).getByText('Birthday points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your offers' }).getAttribute('href')).toBe('/beauty-pass/offers');
    expect(screen.getByRole('link', { name: 'Visit the rewards boutique' }).getAttribute('href')).toBe('/rewards');
  });

  it('lists gold’s perks', async () => {
    render(<BeautyPassDashboard {...props} load={async () => passFixture({ tier: { tier: 'gold', previousTier: 'black', changedAt: '2025-01-01T00:00:00Z', keepSpend: 150000, nextTier: null, nextSpend: null, spend: 20000 } })} now={now} />);
    const perks = await screen.findByRole('region', { name: 'Your Gold perks' });
    for (const perk of ['Early sale access', 'Event invitations', 'New-arrival updates', 'Custom makeovers', 'Free shipping', 'Welcome gift']) expect(within(perks).getByText(perk)).toBeTruthy();
  });

  it('invites a guest to sign in or register, coming back here', async () => {
    render(<BeautyPassDashboard {...props} />);
    expect(await screen.findByRole('heading', { name: 'Join Beauty Pass' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fbeauty-pass');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/sign_up?return_to=%2Fbeauty-pass');
  });

  it('says when it cannot load (a 503 on the read and its 3 retries), and tries again', async () => {
    const load = vi.fn().mockRejectedValue(new ApiError(503, {}));
    render(<BeautyPassDashboard {...props} load={load} now={now} />);
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(load).toHaveBeenCalledTimes(4);
    load.mockResolvedValueOnce(passFixture());
    fireEvent.click(again);
    expect(await screen.findByRole('region', { name: 'Your points' })).toBeTruthy();
  });

  it('a 404 is not retried: the failure shows after one ask', async () => {
    const load = vi.fn().mockRejectedValue(new ApiError(404, {}));
    render(<BeautyPassDashboard {...props} load={load} now={now} />);
    expect(await screen.findAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('points summary', () => {
  it('lists every entry newest first with its source in words, order links and signed points', async () => {
    render(<PointsSummary {...props} load={async () => passFixture()} />);
    const table = await screen.findByRole('table', { name: 'Every points entry, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => (r as HTMLTableRowElement).cells[1].textContent)).toEqual(['Reward redeemed in order AT-SG-100007', 'Order AT-SG-100005', 'Points adjustment']);
    expect(within(rows[1]).getByRole('link', { name: 'Order AT-SG-100005' }).getAttribute('href')).toBe('/orders/AT-SG-100005');
    expect(rows.map((r) => (r as HTMLTableRowElement).cells[2].textContent)).toEqual(['−500', '+120', '+1,020']);
  });

  it('pages a long log', async () => {
    const log = Array.from({ length: 5 }, (_, i) => ({ id: String(5 - i), points: 10 + i, source: 'bonus_points', reference: null, createdAt: `2026-10-0${5 - i}T00:00:00Z` }));
    render(<PointsSummary {...props} pageSize={2} load={async () => passFixture({ log })} />);
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Newer entries' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('has an empty state', async () => {
    render(<PointsSummary {...props} load={async () => passFixture({ log: [] })} />);
    expect(await screen.findByText('No points yet — your first order starts your points summary.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover new arrivals' })).toBeTruthy();
  });
});

describe('rewards boutique', () => {
  it('groups the rewards, shows points and stock, and redeems one then reads the list again', async () => {
    const reads = [rewardsFixture(), rewardsFixture({ items: rewardsFixture().items.map((r) => (r.id === 'reward-5-sg' ? { ...r, selected: true } : r)) })];
    const read = vi.fn(async () => reads.shift()!);
    const redeem = vi.fn(async () => undefined);
    render(<RewardsBoutique {...props} read={read} redeem={redeem} />);
    const low = await screen.findByRole('region', { name: 'Up to 499 points' });
    const high = screen.getByRole('region', { name: '500 points and above' });
    expect(low.textContent).toContain('Not available');
    expect(low.textContent).toContain('They are restocked often; check back soon');
    // Short of points: the button is there, disabled, and says why.
    const lipstick = within(high).getByRole('button', { name: 'Redeem Full-size lipstick for 900 points' }) as HTMLButtonElement;
    expect(lipstick.disabled).toBe(true);
    expect(lipstick.getAttribute('aria-describedby') && document.getElementById(lipstick.getAttribute('aria-describedby')!)?.textContent).toBe('Not enough points: you need 260 more');
    // The reward shows the product it is (issue 21, item 1).
    expect(within(high).getAllByText('Velvet Matte Lipstick')).toHaveLength(1);
    // A service is not a bag product: no "Redeem"; it is booked and redeemed at a store (issue 21, item 1).
    const makeover = within(high).getByRole('heading', { name: 'Makeover session' }).closest('li')!;
    expect(within(makeover).queryByRole('button')).toBeNull();
    expect(within(makeover).getAllByText(/Book it at an Atelier store and show your Beauty Pass/)).toHaveLength(1);
    expect(within(makeover).getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/store-locations');
    expect(screen.getByText('Your balance: 640 points')).toBeTruthy();
    fireEvent.click(within(high).getByRole('button', { name: 'Redeem Full-size palette for 600 points' }));
    expect(redeem).toHaveBeenCalledWith('reward-5-sg');
    expect(await within(high).findByText('In your bag')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your bag' }).getAttribute('href')).toBe('/cart');
    // One reward per transaction: the others say so instead of failing on a press.
    const balm = within(low).getByRole('button', { name: 'Redeem Mini lip balm for 200 points' }) as HTMLButtonElement;
    expect(balm.disabled).toBe(true);
    expect(document.getElementById(balm.getAttribute('aria-describedby')!)?.textContent).toBe('One reward per transaction: remove the reward in your bag to choose another');
    fireEvent.click(balm);
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it('says why a reward cannot be redeemed: another in the bag first, else the points missing', () => {
    const labels = props.labels;
    expect(rewardUnavailableReason(labels, { rewardInBag: true, balance: 100, cost: 500, missing: '400' })).toBe('One reward per transaction: remove the reward in your bag to choose another');
    expect(rewardUnavailableReason(labels, { rewardInBag: false, balance: 100, cost: 500, missing: '400' })).toBe('Not enough points: you need 400 more');
    expect(rewardUnavailableReason(labels, { rewardInBag: false, balance: 500, cost: 500, missing: '0' })).toBeNull();
  });

  it('asks a guest to sign in or register, without redeem buttons', async () => {
    render(<RewardsBoutique {...props} read={async () => rewardsFixture({ signedIn: false, balance: null })} redeem={vi.fn()} />);
    expect(await screen.findByText(/Sign in or register to redeem rewards/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in?return_to=%2Frewards');
    expect(screen.queryByRole('button', { name: /^Redeem/ })).toBeNull();
  });
});

describe('points expiry popup', () => {
  const popup = (expiresAt: string, expiring = 300) => (
    <PointsExpiryPopup api={props.api} labels={pointsExpiryLabels(context.country, context.lang)} rewardsPath="/rewards" locale="en-SG" timeZone="Asia/Singapore" now={now}
      read={async () => passFixture({ points: { balance: expiring, expiring, expiresAt } })} />
  );

  it('warns of points expiring within 30 days, once per session, and links to the boutique', async () => {
    render(popup('2026-12-05T04:00:00Z'));
    const dialog = await screen.findByRole('dialog', { name: 'Your points are about to expire' });
    expect(dialog.textContent).toContain('300 points expire on Saturday, 5 December 2026.');
    expect(within(dialog).getByRole('link', { name: 'Go to the rewards boutique' }).getAttribute('href')).toBe('/rewards');
    expect(sessionStorage.getItem('atelier.pointsExpiryChecked')).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away when nothing expires within 30 days', async () => {
    render(popup('2027-05-01T00:00:00Z'));
    await vi.waitFor(() => expect(sessionStorage.getItem('atelier.pointsExpiryChecked')).toBe('1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
