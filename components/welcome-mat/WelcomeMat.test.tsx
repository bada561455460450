import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { countries } from '@/config/countries/registry';
import { countryChoice } from '@/lib/locale/country-choice';
import { WelcomeMat } from './WelcomeMat';

const navigations: string[] = [];
vi.mock('../account/location', () => ({ fullNavigation: (url: string) => navigations.push(url) }));

const serving = countries.list.map((c) => ({ code: c.code, name: c.name, domain: c.domain }));

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  cleanup();
  clearCookies();
  sessionStorage.clear();
  navigations.length = 0;
});

describe('welcome mat country links (issue 21, item 10)', () => {
  it('on a development host, a country sets the country cookie and reloads here rather than leaving for a production domain', () => {
    expect(window.location.hostname).toBe('localhost');
    document.cookie = 'language=lng_zh; Path=/';
    render(<WelcomeMat title="This site doesn't ship to your country" body="Choose one" stayLabel="Stay on this site" countries={serving} forceOpen />);
    const dialog = screen.getByRole('dialog', { name: "This site doesn't ship to your country" });
    const thailand = within(dialog).getByRole('link', { name: /Thailand/ });
    // Without JavaScript (and in production) the link is the storefront's own domain.
    expect(thailand.getAttribute('href')).toBe('https://atelier.co.th/');

    const followed = fireEvent.click(thailand);

    expect(followed).toBe(false); // the browser does not go to https://atelier.co.th/
    expect(document.cookie).toContain('locale=TH');
    expect(document.cookie).not.toContain('language=');
    expect(navigations).toEqual(['/']);
  });

  it('uses the same rule as the header: the storefront domains follow their links, a country host goes to the country\'s host (issue 30, item 12)', () => {
    const at = (hostname: string, port = '') => ({ hostname, port, protocol: 'http:' });
    expect(countryChoice(at('www.atelier.co.th'), 'SG', serving)).toEqual({ how: 'follow-link' });
    expect(countryChoice(at('atelier.sg'), 'TH', serving)).toEqual({ how: 'follow-link' });
    expect(countryChoice(at('localhost', '3100'), 'TH', serving)).toEqual({ how: 'set-cookie' });
    expect(countryChoice(at('staging.example.com'), 'TH', serving)).toEqual({ how: 'set-cookie' });
    // The host decides the country there (SPEC §5): a cookie would change nothing.
    expect(countryChoice(at('sg.localhost', '3100'), 'TH', serving)).toEqual({ how: 'country-host', url: 'http://th.localhost:3100/#country-chosen' });
    expect(countryChoice(at('staging-sg.example.com'), 'ID', serving)).toEqual({ how: 'country-host', url: 'http://staging-id.example.com/#country-chosen' });
    expect(countryChoice(at('shop.example.th'), 'SG', serving)).toEqual({ how: 'follow-link' });
  });
});
