/**
 * The public routes the store serves (paths without a locale prefix), for the navigation guard (SPEC §2:
 * a navigation from or to an unmatched route is a full navigation). `routes.test.ts` keeps this list in
 * step with the route files under app/[country]/[lang].
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
  /^\/sign_(in|up)$/,
  /^\/users\/password\/(new|edit)$/,
  /^\/users\/unlock$/,
  /^\/preview\/layout$/,
  /^\/sandbox\/baseline(-dynamic)?$/,
  /^\/sandbox\/(outbox|identity-provider)$/,
  /^\/sandbox\/(order-state|order-examples(\/[^/]+\/[^/]+)?|payments\/[^/]+\/card)$/,
  /^\/swagger$/,
];

export function isKnownRoute(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return ROUTE_PATTERNS.some((p) => p.test(clean));
}
