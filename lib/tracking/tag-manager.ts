/**
 * The tag manager's id (SPEC §5: GTM- or G- followed by upper-case letters and digits; SPEC §8: an invalid
 * id raises an error) and where its script comes from. The vendor's script is loaded only when the
 * country has an id AND `TAG_MANAGER_ORIGIN` names the origin to load it from: the embedded store and the
 * tests leave it unset, so no page asks anything outside 127.0.0.1.
 */

/** The same pattern as `tagManagerId` in schemas/country-config.schema.json (a test keeps them equal). */
export const TAG_MANAGER_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/;

export class TagManagerIdError extends Error {
  constructor(value: unknown) {
    super(`Invalid tag-manager id ${JSON.stringify(value)}: it must be GTM- or G- followed by uppercase letters and digits`);
    this.name = 'TagManagerIdError';
  }
}

export const isTagManagerId = (value: unknown): value is string => typeof value === 'string' && TAG_MANAGER_ID_PATTERN.test(value);

/** The id itself, or a TagManagerIdError. */
export function parseTagManagerId(value: unknown): string {
  if (!isTagManagerId(value)) throw new TagManagerIdError(value);
  return value;
}

/** What the browser's loader needs: the id and the script's URL. */
export interface TagManagerScript {
  id: string;
  src: string;
}

/**
 * The vendor's script origin: https, or plain http on a loopback host (a test double). Anything else is a
 * configuration error; an empty value means "no tag manager".
 */
export function tagManagerOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`TAG_MANAGER_ORIGIN is not a URL: ${value}`);
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`TAG_MANAGER_ORIGIN must be an https origin (or http on a loopback host): ${value}`);
  }
  return url.origin;
}

/** GTM containers load `gtm.js`; Google tag (G-) ids load `gtag/js`. */
export function tagManagerScriptSrc(id: string, origin: string): string {
  const valid = parseTagManagerId(id);
  const path = valid.startsWith('GTM-') ? 'gtm.js' : 'gtag/js';
  return `${origin}/${path}?id=${encodeURIComponent(valid)}`;
}

/** The country's tag manager, or null when it has no id or the environment loads no vendor script. */
export function tagManagerFor(
  country: { tagManagerId?: string },
  env: Record<string, string | undefined> = process.env,
): TagManagerScript | null {
  if (country.tagManagerId === undefined) return null;
  const id = parseTagManagerId(country.tagManagerId);
  const origin = tagManagerOrigin(env.TAG_MANAGER_ORIGIN);
  return origin ? { id, src: tagManagerScriptSrc(id, origin) } : null;
}
