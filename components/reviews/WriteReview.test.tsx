import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { pageContextFor } from '@/lib/locale/page-context';
import { fakeApi, setSessionCookie } from '../account/account.fixtures';
import { MoreReviews } from './MoreReviews';
import { reviewLabels, reviewsContextProps } from './server-labels';
import { WriteReview } from './WriteReview';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const context = pageContextFor('sg', 'en')!;
const labels = reviewLabels(context);
const props = { labels, ...reviewsContextProps(context, 'silk-lipstick'), slug: 'silk-lipstick', productName: 'Silk Lipstick' };
const account = { account: { firstName: 'Mei', lastName: 'Tan', loyaltyPoints: 0, loyaltyTier: 'pink' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
  refresh.mockReset();
});

describe('write a review', () => {
  it('is a link to sign in for a guest, coming back to the product', () => {
    render(<WriteReview {...props} />);
    expect(screen.getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fproducts%2Fsilk-lipstick');
  });

  it('opens the form for a member, checks it, posts the review and refreshes the page', async () => {
    setSessionCookie(true);
    const review = { id: '7', product: { slug: 'silk-lipstick', name: 'Silk Lipstick', brand: 'Rouge' }, rating: 5, title: 'Silky', text: 'Glides on and stays put.', reviewerName: 'Mei T.', status: 'published', createdAt: '2026-11-22T08:00:00.000Z', publishedAt: '2026-11-22T08:00:00.000Z' };
    const api = fakeApi({
      'GET account': { status: 200, body: account },
      'POST products/silk-lipstick/reviews': { status: 201, body: { review, pointsAwarded: 50, message: 'Thank you! Your review is published' } },
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<WriteReview {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Your review of Silk Lipstick' }, { timeout: 5000 });
    await vi.waitFor(() => expect((within(form).getByLabelText('Name shown with your review') as HTMLInputElement).value).toBe('Mei T.'));

    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByRole('radio', { name: '5 out of 5' }));
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Silky' } });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Glides on and stays put.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Thank you! Your review is published');
    expect(done.textContent).toContain('You earned 50 Beauty Pass points');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ rating: 5, title: 'Silky', text: 'Glides on and stays put.', reviewerName: 'Mei T.' });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('shows the server’s refusal above the form', async () => {
    setSessionCookie(true);
    vi.stubGlobal('fetch', fakeApi({
      'GET account': { status: 200, body: account },
      'POST products/silk-lipstick/reviews': { status: 409, body: { message: 'You have already reviewed this product' } },
    }).fetch);
    render(<WriteReview {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', {}, { timeout: 5000 });
    fireEvent.click(within(form).getByRole('radio', { name: '3 out of 5' }));
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Again' } });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Second thoughts on it.' } });
    fireEvent.change(within(form).getByLabelText('Name shown with your review'), { target: { value: 'Mei' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('You have already reviewed this product');
  });
});

describe('show more reviews', () => {
  it('adds the next page under the first one until every review is shown', async () => {
    const page2 = [{ id: '3', rating: 2, title: 'Too dry', text: 'Not for my lips.', reviewerName: 'Ana', language: 'en', publishedAt: '2026-10-01T00:00:00.000Z' }];
    const api = fakeApi({ 'GET products/silk-lipstick/reviews': { status: 200, body: { items: page2, page: 2, pageSize: 2, total: 3, rating: { average: 3.7, count: 3 } } } });
    vi.stubGlobal('fetch', api.fetch);
    render(<MoreReviews labels={labels} api={props.api} locale={props.locale} timeZone={props.timeZone} slug="silk-lipstick" pageSize={2} total={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    const added = await screen.findByRole('article', { name: 'Too dry' }, { timeout: 5000 });
    expect(added.textContent).toContain('By Ana');
    expect(added.textContent).toContain('Rated 2 out of 5');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(api.calls[0].path).toBe('products/silk-lipstick/reviews');
  });

  it('a passing failure is asked again (SPEC §7); a lasting one says so and the button stays', async () => {
    const page2 = [{ id: '3', rating: 2, title: 'Too dry', text: 'Not for my lips.', reviewerName: 'Ana', language: 'en', publishedAt: '2026-10-01T00:00:00.000Z' }];
    let failures = 1;
    const api = fakeApi({
      'GET products/silk-lipstick/reviews': () => (failures-- > 0 ? { status: 503, body: { message: 'Busy' } } : { status: 200, body: { items: page2, page: 2, pageSize: 2, total: 3, rating: { average: 3.7, count: 3 } } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<MoreReviews labels={labels} api={props.api} locale={props.locale} timeZone={props.timeZone} slug="silk-lipstick" pageSize={2} total={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect((await screen.findByRole('article', { name: 'Too dry' }, { timeout: 5000 })).textContent).toContain('By Ana');
    expect(api.calls).toHaveLength(2);
    cleanup();

    failures = 10; // another page size: another query (the first answer stays cached for its own key)
    render(<MoreReviews labels={labels} api={props.api} locale={props.locale} timeZone={props.timeZone} slug="silk-lipstick" pageSize={3} total={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(labels.moreFailed);
    expect(api.calls).toHaveLength(2 + 4);
    expect(screen.getAllByRole('button', { name: 'Show more reviews' })).toHaveLength(1);
  });
});
