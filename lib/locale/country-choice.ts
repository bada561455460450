/**
 * Choosing a country (the header's selector and the welcome mat share this rule): each country is a link to its
 * storefront domain, which is where a choice leads in production. On any other host the choice depends on what
 * decides the country there (SPEC §5: the host first, then the header, the cookie):
 * - a country host (`sg.localhost`, `staging-sg.example.com`: its first label names the country) decides the
 *   country itself, so a cookie would change nothing — the choice goes to the same host for the chosen country
 *   (`th.localhost`, same port and scheme);
 * - a host whose last label is a country code (and no storefront domain) decides it too, with no sibling for
 *   another country: the choice follows the link to the chosen country's storefront;
 * - a host that names no country (development's `localhost`, previews, the tests' hosts): the storefront domains
 *   are not this deployment, so the choice sets the country cookie and reloads the home page; the proxy then
 *   resolves the new country from the cookie.
 * Safe for the browser (no country registry: the codes and domains are passed in).
 */

/** The link a country choice carries: its storefront's home page. */
export const countryHomeUrl = (domain: string): string => `https://${domain}/`;

/** A host's first label that names a country: the code itself, or ending with `-<code>` (`staging-th`). */
export const COUNTRY_LABEL = /(?:^|-)([a-z]{2})$/;

/** True when `host` is one of the storefront domains (or under one, `www.atelier.co.th`): production. */
export function onStorefrontDomain(host: string, domains: readonly string[]): boolean {
  const name = host.toLowerCase();
  return domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * `hostname` with its country label swapped for `code`'s (`sg.localhost` → `th.localhost`), or null when its first
 * label names none of `codes` (lower- or upper-case). A host of one label (`localhost`) names no country.
 */
export function countryHostFor(hostname: string, code: string, codes: readonly string[]): string | null {
  const labels = hostname.toLowerCase().split('.');
  if (labels.length < 2) return null;
  const named = COUNTRY_LABEL.exec(labels[0]);
  if (!named || !codes.some((c) => c.toLowerCase() === named[1])) return null;
  labels[0] = `${labels[0].slice(0, labels[0].length - 2)}${code.toLowerCase()}`;
  return labels.join('.');
}

/** The fragment a choice that leaves for another host carries: the welcome mat there stays closed (it was answered). */
export const COUNTRY_CHOSEN_HASH = '#country-chosen';

export type CountryChoice = { how: 'follow-link' } | { how: 'set-cookie' } | { how: 'country-host'; url: string };

/** What choosing `code` does on the page at `location`: follow the link, set the cookie and reload, or go to the country's host. */
export function countryChoice(location: Pick<Location, 'hostname' | 'port' | 'protocol'>, code: string, countries: readonly { code: string; domain: string }[]): CountryChoice {
  if (onStorefrontDomain(location.hostname, countries.map((c) => c.domain))) return { how: 'follow-link' };
  const codes = countries.map((c) => c.code.toLowerCase());
  const host = countryHostFor(location.hostname, code, codes);
  if (!host) {
    // A host whose last label is a country (`shop.example.th`) decides it too and has no per-country sibling to
    // swap to: the chosen country's storefront is the only place that choice leads.
    const last = location.hostname.toLowerCase().split('.').at(-1) ?? '';
    return location.hostname.includes('.') && codes.includes(last) ? { how: 'follow-link' } : { how: 'set-cookie' };
  }
  return { how: 'country-host', url: `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/${COUNTRY_CHOSEN_HASH}` };
}
