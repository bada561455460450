import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { sectionLabels } from '@/lib/i18n/section-labels';
import { pageContextFor } from '@/lib/locale/page-context';
import { fakeApi, setSessionCookie } from '../account/account.fixtures';
import { BeautyProfileForm } from './BeautyProfileForm';

const context = pageContextFor('sg', 'en')!;
const props = { labels: sectionLabels('beautyProfile.', context), api: { country: 'sg', language: 'en' }, points: 100, paths: { signIn: '/sign_in' } };
const empty = { profile: { skinType: null, skinConcerns: [], hairType: null, complexion: null, preferences: [] }, complete: false, completedAt: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

describe('beauty profile form', () => {
  it('sends a guest to sign in, coming back here', () => {
    window.history.replaceState(null, '', '/account/beauty-profile');
    const navigate = vi.fn();
    render(<BeautyProfileForm {...props} navigate={navigate} />);
    expect(navigate).toHaveBeenCalledWith('/sign_in?return_to=%2Faccount%2Fbeauty-profile');
  });

  it('names what is missing, saves the whole profile and shows the points the first completion earned', async () => {
    setSessionCookie(true);
    const api = fakeApi({
      'GET beauty-profile': { status: 200, body: empty },
      'PUT beauty-profile': ({ body }) => ({
        status: 200,
        body: { profile: body, complete: true, completedAt: '2026-11-22T08:00:00.000Z', pointsAwarded: 100, message: 'Your beauty profile is complete' },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    render(<BeautyProfileForm {...props} navigate={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Beauty profile' }, { timeout: 5000 });
    expect(within(form).getByText('Tell us about your skin and hair so we can suggest what suits you. Complete your profile to earn 100 Beauty Pass points.')).toBeTruthy();
    expect(within(form).getByText('Still to fill in for a complete profile: Skin type, Skin concerns, Hair type, Complexion')).toBeTruthy();

    fireEvent.click(within(within(form).getByRole('group', { name: 'Skin type' })).getByRole('radio', { name: 'Oily' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Large pores' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Redness' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Redness' })); // and off again
    fireEvent.click(within(form).getByRole('radio', { name: 'Curly' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Deep' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Fragrance-free' }));
    expect(within(form).getByText('Your profile is complete.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));

    const status = await within(form).findByRole('status');
    expect(status.textContent).toContain('Your beauty profile is complete');
    expect(status.textContent).toContain('You earned 100 Beauty Pass points');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ skinType: 'oily', skinConcerns: ['large_pores'], hairType: 'curly', complexion: 'deep', preferences: ['fragrance_free'] });
  });

  it("says when the profile cannot be loaded after SPEC §7's retries (4 asks on a 503), and tries again", async () => {
    setSessionCookie(true);
    let answers = 0;
    vi.stubGlobal('fetch', fakeApi({ 'GET beauty-profile': () => (++answers <= 4 ? { status: 503, body: { message: 'down' } } : { status: 200, body: empty }) }).fetch);
    render(<BeautyProfileForm {...props} navigate={vi.fn()} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('Your beauty profile could not be loaded.');
    expect(answers).toBe(4);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('form', { name: 'Beauty profile' }, { timeout: 8000 })).toHaveLength(1);
    expect(answers).toBe(5);
  });

  it('a passing 503 is retried by the query layer: the shopper sees the profile, not the failure', async () => {
    setSessionCookie(true);
    let answers = 0;
    vi.stubGlobal('fetch', fakeApi({ 'GET beauty-profile': () => (++answers === 1 ? { status: 503, body: { message: 'down' } } : { status: 200, body: empty }) }).fetch);
    render(<BeautyProfileForm {...props} navigate={vi.fn()} />);
    expect(await screen.findAllByRole('form', { name: 'Beauty profile' }, { timeout: 8000 })).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(answers).toBe(2);
  });
});
