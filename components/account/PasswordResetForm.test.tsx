import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@/schemas/api/accounts';
import { PasswordResetForm } from './PasswordResetForm';
import { api, fakeApi, labels, paths } from './account.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREVIOUS = 'Must not be your email or either of your previous 2 passwords';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const rule = (text: string) => screen.getByText(text).closest('li')!;
const summary = () => screen.getByText(/of \d+ password rules met$/).textContent;

describe('the reset checklist after the server refuses a previous password (issue 21 item 8)', () => {
  it('shows the server’s verdict, not the browser’s guess, for the password it refused', async () => {
    window.history.replaceState(null, '', '/users/password/edit?token=t-3');
    vi.stubGlobal('fetch', fakeApi({ 'PUT auth/password-reset': { status: 400, body: { message: AUTH_MESSAGES.passwordRules, codes: ['AUTH_MS_PV_006'] } } }).fetch);
    render(<PasswordResetForm labels={labels} paths={paths} api={api} />);
    type('New password', 'Older#2025');
    type('Confirm password', 'Older#2025');
    // Before asking, the browser cannot know the previous passwords: every rule it can check is met.
    expect(summary()).toBe('6 of 6 password rules met');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true'));

    expect(rule(PREVIOUS).textContent).toMatch(/^Not met/);
    expect(rule(PREVIOUS).getAttribute('data-met')).toBe('false');
    expect(summary()).toBe('5 of 6 password rules met');

    // Another password has no verdict yet; going back to the refused one shows it again.
    type('New password', 'Fresher#2027');
    expect(rule(PREVIOUS).textContent).toMatch(/^Met/);
    type('New password', 'Older#2025');
    expect(rule(PREVIOUS).textContent).toMatch(/^Not met/);
  });
});
