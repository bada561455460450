/**
 * Choosing a country (the header's selector and the welcome mat share this rule): each country is a link to its
 * storefront domain, which is where a choice leads in production. On any other host (development, previews,
 * the tests' `localhost`) those domains are not this deployment, so the choice sets the country cookie and
 * reloads the home page instead; the proxy then resolves the new country from the cookie. Safe for the browser.
 */

/** The link a country choice carries: its storefront's home page. */
export const countryHomeUrl = (domain: string): string => `https://${domain}/`;

/** True when `host` is one of the storefront domains (or under one, `www.atelier.co.th`): production. */
export function onStorefrontDomain(host: string, domains: readonly string[]): boolean {
  const name = host.toLowerCase();
  return domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** What choosing a country does on this host: follow the link, or set the cookie and reload. */
export const countryChoice = (host: string, domains: readonly string[]): 'follow-link' | 'set-cookie' =>
  onStorefrontDomain(host, domains) ? 'follow-link' : 'set-cookie';
