/**
 * The browser side of the data layer: `window.dataLayer` and the tag manager's script. Loaded with the
 * tracking chunk after hydration, never on the first-load path.
 */
import { parseTagManagerId, type TagManagerScript } from './tag-manager';

export type DataLayer = unknown[];

interface TrackingWindow {
  dataLayer?: DataLayer;
  gtag?: (...args: unknown[]) => void;
}

/** The page's data layer, created when missing (the vendor's script reads the same array). */
export function dataLayerOf(win: Window): DataLayer {
  const w = win as unknown as TrackingWindow;
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer;
}

const SCRIPT_ATTRIBUTE = 'data-tag-manager';

/**
 * Adds the tag manager's script once per page: only with a configured script, and not when the visitor
 * refused consent (`experiment-consent=0`, SPEC §4: non-conversion tracking waits for consent). The id is
 * checked again here (SPEC §8): an invalid one throws instead of loading anything. Returns whether it added it.
 */
export function loadTagManager(config: TagManagerScript | null | undefined, win: Window, consent: string | undefined): boolean {
  if (!config) return false;
  const id = parseTagManagerId(config.id);
  if (consent === '0') return false;
  const doc = win.document;
  if (doc.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) return false;
  const layer = dataLayerOf(win);
  if (id.startsWith('GTM-')) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else {
    // The Google tag reads its commands as `arguments` objects from the same array.
    const w = win as unknown as TrackingWindow;
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    w.gtag('js', new Date());
    // Page views are ours (SPEC §2 rules: /cart excluded, /preview stripped), not the tag's automatic ones.
    w.gtag('config', id, { send_page_view: false });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = config.src;
  script.setAttribute(SCRIPT_ATTRIBUTE, id);
  doc.head.appendChild(script);
  return true;
}

/** Pushes an event; with the Google tag (G- ids) it is also sent as that tag's event. */
export function pushEvent<E extends { event: string }>(win: Window, event: E): void {
  dataLayerOf(win).push(event);
  const { gtag } = win as unknown as TrackingWindow;
  if (gtag) {
    const { event: name, ...params } = event;
    gtag('event', name, params);
  }
}
