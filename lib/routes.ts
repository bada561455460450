/**
 * The public routes the store serves (paths without a locale prefix), for the navigation guard (SPEC §2:
 * a navigation from or to an unmatched route is a full navigation). `routes.test.ts` keeps this list in
 * step with the route files under app/[country]/[lang]/[flags].
 */
export const ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/pages(\/[^/]+){1,4}$/,
  /^\/brands(\/[^/]+){0,4}$/,
  /^\/products\/[^/]+$/,
  /^\/search$/,
  /^\/cart$/,
  /^\/orders(\/[^/]+)?$/,
  /^\/checkout$/,
  /^\/e-gift-cards$/,
  /^\/wishlist$/,
  /^\/beauty-pass(\/(points|offers))?$/,
  /^\/rewards$/,
  /^\/account\/(reviews|beauty-profile|bookings)$/,
  /^\/sign_(in|up)$/,
  /^\/users\/password\/(new|edit)$/,
  /^\/users\/unlock$/,
  /^\/preview\/(layout|homepage(\/[^/]+)?|pages(\/[^/]+){1,4}|brands(\/[^/]+){0,4}|overlay\/[^/]+)$/,
  /^\/sandbox\/baseline(-dynamic)?$/,
  /^\/sandbox\/(outbox|identity-provider|device-detection)$/,
  /^\/sandbox(\/(cart|cart-line-item|orders|stores|loaders|language|notification|ui-components|content|happening(\/[^/]+)?))?$/,
  /^\/sandbox\/(order-state|order-examples(\/[^/]+\/[^/]+)?|payments\/[^/]+\/(card|pay-later))$/,
  /^\/swagger$/,
  /^\/store-locations(\/[^/]+)?$/,
  /^\/happening\/services$/,
  /^\/happening\/(services|classes|events)\/[^/]+$/,
  /^\/happening\/(services|classes|events)\/cancel\/[^/]+$/,
  /^\/happening\/services\/reschedule\/[^/]+$/,
  /^\/happening\/services\/booxi\/(success|cancel)$/,
  /^\/sandbox\/booxi$/,
  /^\/studio(\/pages\/[^/]+|\/people)?$/,
];

/** A preview page (`/preview`, `/preview/…`; path without the locale prefix): for editors in draft mode only. */
export function isPreviewPath(path: string): boolean {
  return /^\/preview(\/|$)/.test(path.split(/[?#]/)[0]);
}

export function isKnownRoute(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return ROUTE_PATTERNS.some((p) => p.test(clean));
}
