import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@/schemas/api/accounts';
import { EmailRequestForm } from './EmailRequestForm';
import { PasswordResetForm } from './PasswordResetForm';
import { UnlockForm } from './UnlockForm';
import { api, fakeApi, labels, paths, type Answer } from './account.fixtures';

function at(url: string, routes: Record<string, Answer>) {
  window.history.replaceState(null, '', url);
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('password reset request', () => {
  it('answers with the same message whatever the email, keeping the email', async () => {
    const { calls } = at('/users/password/new', { 'POST auth/password-reset': { status: 202, body: { message: AUTH_MESSAGES.resetRequested } } });
    render(<EmailRequestForm kind="passwordReset" labels={labels} paths={paths} api={api} />);
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.resetRequested));
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'auth/password-reset', body: { email: 'someone@example.com' } });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('someone@example.com');
  });
});

describe('new password from the emailed link', () => {
  it('checks the reset rules as the shopper types and saves', async () => {
    const { calls } = at('/users/password/edit?token=t-1', { 'PUT auth/password-reset': { status: 200, body: { message: 'Password changed' } } });
    render(<PasswordResetForm labels={labels} paths={paths} api={api} />);
    // Reset checks 006 (not the email nor the previous 2 passwords), not the registration rule 005.
    expect(screen.getByText('Must not be your email or either of your previous 2 passwords')).toBeTruthy();
    expect(screen.queryByText('Must not be the same as your email')).toBeNull();
    type('New password', 'Newer#2026');
    expect(screen.getByText('At least 8 characters').closest('li')!.textContent).toMatch(/^Met/);
    type('Confirm password', 'Newer#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your new password is saved.'));
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in');
    expect(calls[0].body).toEqual({ token: 't-1', password: 'Newer#2026', passwordConfirmation: 'Newer#2026' });
  });

  it('says an expired link expired (410), with a link to request a new one', async () => {
    at('/users/password/edit?token=old', { 'PUT auth/password-reset': { status: 410, body: { message: AUTH_MESSAGES.resetTokenExpired } } });
    render(<PasswordResetForm labels={labels} paths={paths} api={api} />);
    type('New password', 'Newer#2026');
    type('Confirm password', 'Newer#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Password reset token expired; request a new link'));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/users/password/new');
  });

  it('puts a password the server refuses (a previous one) under the field', async () => {
    at('/users/password/edit?token=t-2', { 'PUT auth/password-reset': { status: 400, body: { message: AUTH_MESSAGES.passwordRules, codes: ['AUTH_MS_PV_006'] } } });
    render(<PasswordResetForm labels={labels} paths={paths} api={api} />);
    type('New password', 'Older#2025');
    type('Confirm password', 'Older#2025');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const ids = field.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(ids.at(-1)!)!.textContent).toBe(
      'The password does not meet the rules: Must not be your email or either of your previous 2 passwords',
    );
  });
});

describe('unlock', () => {
  it('without a token, asks for an unlock link by email', async () => {
    at('/users/unlock', { 'POST users/unlock': { status: 202, body: { message: AUTH_MESSAGES.unlockRequested } } });
    render(<UnlockForm labels={labels} paths={paths} api={api} />);
    type('Email', 'mei@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send unlock link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.unlockRequested));
  });

  it('with a token, unlocks with one button and links to sign in', async () => {
    const { calls } = at('/users/unlock?token=u-1', { 'PUT users/unlock': { status: 200, body: { message: 'Unlocked' } } });
    render(<UnlockForm labels={labels} paths={paths} api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock my account' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your account is unlocked.'));
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: 'users/unlock', body: { token: 'u-1' } });
  });

  it('says a used or expired link cannot unlock (410), with a link to request another', async () => {
    at('/users/unlock?token=used', { 'PUT users/unlock': { status: 410, body: { message: AUTH_MESSAGES.unlockTokenInvalid } } });
    render(<UnlockForm labels={labels} paths={paths} api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock my account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.unlockTokenInvalid));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/users/unlock');
  });
});
