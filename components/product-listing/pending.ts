/**
 * The listing's state before its island has hydrated (issue 21 item 5). A listing page is cached and reads only
 * params, so its HTML is the unfiltered first page; a shared or reloaded URL that chooses other products would
 * show those until the island reads the URL. A small inline script, placed before the grid in the server HTML,
 * reads `location.search` as the page is parsed and, when the URL chooses products, adds one style that holds
 * the server's products, count and "Show more" back and shows the island's loading state instead (elements
 * marked `listing__when-pending`, rendered only until hydration). The island drops the style in the same
 * commit in which it has taken over (a layout effect), so the first paint never shows the wrong products.
 */
import { CHOOSING_PARAM } from './listing-query';

export const PENDING_STYLE_ID = 'listing-pending';

/** Shown while pending: the loading text and skeletons. Held back: the server's count, cards, "Show more" and the search prompt. */
const PENDING_CSS = [
  '.listing .listing__when-pending{display:block}',
  '.listing span.listing__when-pending{display:inline}',
  '.listing .listing__when-ready,.listing .listing__more,.listing .listing__prompt,.listing .product-grid>li:not(.listing__when-pending){display:none}',
].join('');

/** The inline script's text: constant (no data of the page or the request in it). */
export const PENDING_SCRIPT = `(function(){var d=document,on=false;new URLSearchParams(location.search).forEach(function(v,k){if(v.trim()&&${CHOOSING_PARAM}.test(k))on=true});if(!on||d.getElementById(${JSON.stringify(PENDING_STYLE_ID)}))return;var s=d.createElement("style");s.id=${JSON.stringify(PENDING_STYLE_ID)};s.textContent=${JSON.stringify(PENDING_CSS)};d.head.appendChild(s)})()`;

/** Removes the pending style (the island has the URL's products, or is fetching them, in its own state). */
export function endPending(): void {
  document.getElementById(PENDING_STYLE_ID)?.remove();
}
