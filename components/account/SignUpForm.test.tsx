import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@/schemas/api/accounts';
import { SignUpForm } from './SignUpForm';
import { api, callingCodes, fakeApi, labels, paths, type Answer } from './account.fixtures';
import { rememberSocialLink } from './social-link';

const TODAY = new Date(2026, 0, 15);
const MANDATORY = [
  'I am over 14 years old',
  'I agree to the Terms & conditions and the Privacy policy',
  'I agree to the collection and use of my personal information',
  'I agree to the disclosure of my personal information to third parties',
];
const MARKETING = 'Send me news, offers and invitations by email and SMS (optional)';

function setup(routes: Record<string, Answer> = {}, url = '/sign_up') {
  window.history.replaceState(null, '', url);
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  const navigate = vi.fn();
  render(<SignUpForm labels={labels} paths={paths} api={api} callingCodes={callingCodes} defaultCallingCode="+65" navigate={navigate} today={TODAY} />);
  return { ...fake, navigate };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').find((t) => t && !t.startsWith('Password rules')) ?? '';
};
const rule = (text: string) => screen.getByText(text).closest('li')!;

function fillValid({ consents = true } = {}) {
  type('Email', 'mei@example.com');
  type('Password', 'Secret#123');
  type('Confirm password', 'Secret#123');
  type('First name', 'Mei');
  type('Last name', 'Tan');
  type('Number', '9123 4567');
  type('Date of birth', '1995-04-20');
  if (consents) for (const text of MANDATORY) fireEvent.click(screen.getByLabelText(text));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-up form', () => {
  it('updates the password checklist as the shopper types, in words and not by colour alone', () => {
    setup();
    type('Email', 'mei@example.com');
    expect(rule('At least 8 characters').textContent).toBe('Not met: At least 8 characters');
    type('Password', 'abc');
    expect(rule('At least 8 characters').getAttribute('data-met')).toBe('false');
    expect(rule('At least 1 lowercase and 1 uppercase letter').textContent).toMatch(/^Not met/);
    type('Password', 'Abcdefg1');
    expect(rule('At least 8 characters').textContent).toBe('Met: At least 8 characters');
    expect(rule('At least 1 digit').textContent).toMatch(/^Met/);
    expect(rule('At least 1 lowercase and 1 uppercase letter').textContent).toMatch(/^Met/);
    expect(rule('At least 1 special character, such as @, $, #').textContent).toMatch(/^Not met/);
    expect(rule('Must not be the same as your email').textContent).toMatch(/^Met/);
    // Registration checks 005, not the reset rule 006.
    expect(screen.queryByText('Must not be your email or either of your previous 2 passwords')).toBeNull();
    // Announced politely, as a count.
    const status = screen.getByText('4 of 6 password rules met');
    expect(status.getAttribute('aria-live')).toBe('polite');
    type('Password', 'mei@example.com');
    expect(rule('Must not be the same as your email').textContent).toMatch(/^Not met/);
    type('Password', 'Abcdefg#1');
    type('Confirm password', 'Abcdefg#1');
    expect(rule('Both passwords must match').textContent).toMatch(/^Met/);
    expect(screen.getByText('6 of 6 password rules met')).toBeTruthy();
  });

  it('requires the four mandatory consents; marketing stays optional', () => {
    const { calls } = setup();
    fillValid({ consents: false });
    submit();
    for (const text of MANDATORY) {
      const box = screen.getByLabelText(text);
      expect(box.getAttribute('aria-invalid'), text).toBe('true');
      expect(box.hasAttribute('required')).toBe(true);
      expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe('Tick this box to continue');
    }
    const marketing = screen.getByLabelText(MARKETING);
    expect(marketing.hasAttribute('required')).toBe(false);
    expect(marketing.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please check the fields marked below.');
    expect(calls).toHaveLength(0);
  });

  it('refuses a birth date under 14 years before sending', () => {
    const { calls } = setup();
    fillValid();
    type('Date of birth', '2012-01-16'); // 13 the day before the 14th birthday
    submit();
    expect(errorOf('Date of birth')).toBe('You must be at least 14 years old to create an account');
    expect(calls).toHaveLength(0);
    type('Date of birth', '2012-01-15'); // 14 today
    submit();
    expect(errorOf('Date of birth')).toBe('');
    expect(calls).toHaveLength(1);
  });

  it('sends the registration with the country’s calling code and goes to return_to', async () => {
    const { calls, navigate } = setup({ 'POST users': { status: 201, body: { account: {} } } }, '/sign_up?return_to=%2Fproducts%2Fvelvet-matte-lipstick');
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+65');
    expect(screen.getByLabelText('Number').getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByLabelText('Date of birth').getAttribute('autocomplete')).toBe('bday');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    fillValid();
    fireEvent.click(screen.getByLabelText(MARKETING));
    submit();
    expect((screen.getByRole('button', { name: 'Creating your account…' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/products/velvet-matte-lipstick'));
    expect(calls[0].body).toEqual({
      email: 'mei@example.com',
      password: 'Secret#123',
      passwordConfirmation: 'Secret#123',
      firstName: 'Mei',
      lastName: 'Tan',
      mobile: { callingCode: '+65', number: '9123 4567' },
      birthDate: '1995-04-20',
      consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true, marketing: true },
    });
  });

  it('shows the server’s field errors under the fields, keeping everything typed', async () => {
    setup({
      'POST users': {
        status: 400,
        body: {
          message: 'Invalid request',
          details: [
            { code: 'invalid_format', path: ['mobile', 'number'], message: 'Invalid phone number' },
            { code: 'custom', path: ['birthDate'], message: 'You must be over 14 years old' },
          ],
        },
      },
    });
    fillValid();
    submit();
    await waitFor(() => expect(errorOf('Number')).toBe('Invalid phone number'));
    expect(errorOf('Date of birth')).toBe('You must be at least 14 years old to create an account');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mei@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Secret#123');
    expect((screen.getByLabelText(MANDATORY[0]) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a taken email and a refused password under their fields', async () => {
    const answers: { status: number; body: unknown }[] = [
      { status: 409, body: { message: AUTH_MESSAGES.emailTaken } },
      { status: 400, body: { message: AUTH_MESSAGES.passwordRules, codes: ['AUTH_MS_PV_005'] } },
    ];
    setup({ 'POST users': () => answers.shift()! });
    fillValid();
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe(AUTH_MESSAGES.emailTaken));
    submit();
    await waitFor(() => expect(errorOf('Password')).toBe('The password does not meet the rules: Must not be the same as your email'));
    expect(errorOf('Email')).toBe('');
  });

  it('with a pending Google identity, fills in its details and links it', async () => {
    rememberSocialLink({ socialLinkToken: 'link-9', email: 'mei@example.com', firstName: 'Mei', lastName: 'Tan' });
    const { calls } = setup({ 'POST users': { status: 201, body: { account: {} } } }, '/sign_up?social=link-9');
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mei@example.com'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Mei');
    expect(screen.getByText('Complete your details to create an account linked to your Google account.')).toBeTruthy();
    fillValid();
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ socialLinkToken: 'link-9' });
  });
});
