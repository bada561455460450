import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@/schemas/api/accounts';
import { safeReturnTo } from '@/lib/auth/safe-return-to';
import { SignInForm } from './SignInForm';
import { api, fakeApi, labels, paths, type Answer } from './account.fixtures';
import { socialLinkFor } from './social-link';

const signedIn = { status: 200, body: { account: { firstName: 'Mei' } } };

function setup(routes: Record<string, Answer>, url = '/sign_in', options = {}) {
  window.history.replaceState(null, '', url);
  const fake = fakeApi(routes, options);
  vi.stubGlobal('fetch', fake.fetch);
  const navigate = vi.fn();
  render(<SignInForm labels={labels} paths={paths} api={api} navigate={navigate} />);
  return { ...fake, navigate };
}

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in form', () => {
  it('labels its fields with the autocomplete the browser needs, and links onwards', () => {
    setup({}, '/sign_in?return_to=%2Fproducts%2Fvelvet-matte-lipstick');
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/users/password/new');
    expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/sandbox/identity-provider?return_to=%2Fproducts%2Fvelvet-matte-lipstick',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign_up?return_to=%2Fproducts%2Fvelvet-matte-lipstick');
  });

  it('shows and hides the password', () => {
    setup({});
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    ['/products/velvet-matte-lipstick?variant=12', '/products/velvet-matte-lipstick?variant=12'],
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    [null, '/'],
  ])('on success goes to safeReturnTo(%s)', async (returnTo, expected) => {
    const url = returnTo === null ? '/sign_in' : `/sign_in?return_to=${encodeURIComponent(returnTo)}`;
    const { calls, navigate } = setup({ 'POST sessions': signedIn }, url);
    fill('mei@example.com', 'Secret#123');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(expected);
    expect(expected).toBe(returnTo === null ? '/' : safeReturnTo(returnTo));
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'sessions', body: { email: 'mei@example.com', password: 'Secret#123' } });
    expect(calls[0].headers.get('X-Site-Country')).toBe('sg');
    expect(calls[0].headers.get('Accept-Language')).toBe('en-SG');
  });

  it('says "Signing in…" on a disabled button while the request runs', async () => {
    const { navigate } = setup({ 'POST sessions': signedIn }, '/sign_in', { delayMs: 30 });
    fill('mei@example.com', 'Secret#123');
    submit();
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('refuses an empty or malformed email before sending, under the field', () => {
    const { calls } = setup({});
    fill('not-an-email', '');
    submit();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Invalid email');
    expect(document.getElementById(screen.getByLabelText('Password').getAttribute('aria-describedby')!)!.textContent).toBe('Required field');
    expect(calls).toHaveLength(0);
  });

  it('shows "Authentication failed." for a 401 and keeps what was typed', async () => {
    setup({ 'POST sessions': { status: 401, body: { message: AUTH_MESSAGES.authenticationFailed } } });
    fill('mei@example.com', 'wrong');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Authentication failed.'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mei@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
  });

  it('shows the blocked message with its Reference ID and a link to unlock for a 423', async () => {
    setup({ 'POST sessions': { status: 423, body: { message: AUTH_MESSAGES.blocked, referenceId: 'REF-7Q2K' } } });
    fill('mei@example.com', 'wrong');
    submit();
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(AUTH_MESSAGES.blocked));
    expect(alert.textContent).toContain('Reference ID: REF-7Q2K');
    expect(within(alert).getByRole('link', { name: 'Unlock your account' }).getAttribute('href')).toBe('/users/unlock');
  });

  it('signs in with the token the identity provider returned in the fragment', async () => {
    const { calls, navigate } = setup({ 'POST auth/social': signedIn }, '/sign_in?return_to=%2Fcart#provider=google&id_token=tok-1');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'auth/social', body: { provider: 'google', idToken: 'tok-1' } });
    // The token does not stay in the address bar.
    expect(window.location.hash).toBe('');
  });

  it('offers to register an identity no account is linked to, keeping the provider’s details for the form', async () => {
    setup(
      {
        'POST auth/social': {
          status: 401,
          body: { message: AUTH_MESSAGES.socialNotLinked, socialLinkToken: 'link-9', email: 'mei@example.com', firstName: 'Mei', lastName: 'Tan' },
        },
      },
      '/sign_in?return_to=%2Fcart#provider=google&id_token=tok-2',
    );
    const register = await screen.findByRole('link', { name: 'Register' });
    expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.socialNotLinked);
    expect(register.getAttribute('href')).toBe('/sign_up?social=link-9&return_to=%2Fcart');
    expect(socialLinkFor('link-9')).toMatchObject({ email: 'mei@example.com', firstName: 'Mei', lastName: 'Tan' });
  });
});

describe('before and after hydration', () => {
  it('serves its fields and button disabled, so a press before hydration cannot send the password in a GET; hydrated, they work', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    window.history.replaceState(null, '', '/sign_in');
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    const form = <SignInForm labels={labels} paths={paths} api={api} navigate={vi.fn()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    const disabled = (element: HTMLElement) => element.matches(':disabled');
    expect(disabled(within(container).getByRole('button', { name: 'Sign in' }))).toBe(true);
    expect(disabled(within(container).getByLabelText('Email'))).toBe(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect(fieldset.disabled).toBe(false);
    expect(disabled(within(container).getByRole('button', { name: 'Sign in' }))).toBe(false);
    expect(disabled(within(container).getByLabelText('Email'))).toBe(false);
    await act(async () => root!.unmount());
    container.remove();
  });
});
