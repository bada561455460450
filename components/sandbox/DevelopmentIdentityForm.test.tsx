import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DevelopmentIdentityForm } from './DevelopmentIdentityForm';

const navigations: string[] = [];
vi.mock('../account/location', () => ({ fullNavigation: (url: string) => navigations.push(url) }));
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams('return_to=/account/orders') }));

function provider(answers: { status: number; body: unknown }[]) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    posts.push(JSON.parse(String(init.body)));
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigations.length = 0;
});

describe('the development identity provider', () => {
  it('a refusal is shown under the form, asked once, and the form can be sent again', async () => {
    const posts = provider([{ status: 400, body: { message: 'Email: enter a valid email address' } }, { status: 200, body: { idToken: 'token-1' } }]);
    render(<DevelopmentIdentityForm signInPath="/sign-in" />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mei@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue as this person' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email: enter a valid email address');
    expect(posts).toHaveLength(1);
    expect(navigations).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Continue as this person' }));
    await vi.waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toBe('/sign-in?return_to=%2Faccount%2Forders#provider=google&id_token=token-1');
    expect((posts[1] as { email: string }).email).toBe('mei@example');
  });
});
