/**
 * A pending social identity between the sign-in page (where `auth/social` answered "not yet linked") and
 * the sign-up page it links to with `?social=<socialLinkToken>`. The token travels in the URL; the email
 * and names the provider gave stay in this tab's session storage (not in URLs and server logs) and prefill
 * the form only when the token matches.
 */
export interface SocialLink {
  socialLinkToken: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

const KEY = 'atelier:social-link';

export function rememberSocialLink(link: SocialLink): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(link));
  } catch {
    // Storage can be unavailable (private mode, quota); the form then starts empty.
  }
}

export function socialLinkFor(token: string): SocialLink | undefined {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as SocialLink | null;
    return stored?.socialLinkToken === token ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSocialLink(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
