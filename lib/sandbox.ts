/**
 * The developer sandbox: the outbox page (which shows reset and unlock links), the development identity
 * provider and the sandbox users API. On only when `ATELIER_SANDBOX=on` — `npm start`, the tests and the
 * bench set it for the embedded store; a deployment that does not set it has none of them.
 */
export function sandboxEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.ATELIER_SANDBOX === 'on';
}

/**
 * The mark of a server the project's own local stack started (scripts/lib/stack.mjs: `npm start`, the tests, the
 * bench, the cluster), always bound to `localhost`. A deployment never sets it.
 */
export const LOCAL_STACK_VARIABLE = 'ATELIER_LOCAL_STACK';

/**
 * A production deploy start: the production server (`NODE_ENV=production`: `next start`, or the Docker image's
 * `node server.js`) that the local stack did not start. The storefront domains (config/countries/*.json) are part of
 * every build, so every production server is configured to serve shoppers on them; only the local stack's servers,
 * which listen on `localhost`, cannot be reached on them.
 */
export function isProductionDeployStart(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' && env[LOCAL_STACK_VARIABLE] !== '1';
}

/**
 * Why a server must not start (checked at start-up by instrumentation.ts): the developer sandbox on in a production
 * deploy start, where anyone could list the newest accounts, mark any order paid or make themselves an employee.
 * Undefined when the start may go on.
 */
export function sandboxStartRefusal(env: Record<string, string | undefined>): string | undefined {
  if (!sandboxEnabled(env) || !isProductionDeployStart(env)) return undefined;
  return (
    'Refusing to start: ATELIER_SANDBOX=on switches on the developer sandbox (account lists, orders marked paid, ' +
    'employee flags for anyone) and this is a production start (NODE_ENV=production outside the local stack of ' +
    '`npm start`). Unset ATELIER_SANDBOX for a deployment; the sandbox is for `npm start` on localhost.'
  );
}

/**
 * The developer pages under `/sandbox` that exist only with the sandbox on: the proxy answers them with the
 * store's 404 page when it is off (decided per request, so a build made with the sandbox on stays closed on a
 * deployment that switched it off). The benchmark baselines are not developer tools and stay open.
 */
export function isGatedSandboxPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return /^\/sandbox(\/|$)/.test(clean) && !/^\/sandbox\/baseline(-dynamic)?$/.test(clean);
}

/** The `/sandbox` index: every developer page with one line on what it is for (the index lists them in this order). */
export const SANDBOX_TOOLS: readonly { path: string; title: string; purpose: string }[] = [
  { path: '/sandbox/cart', title: 'Cart', purpose: 'The bag island beside the raw GET cart/bag answer; add a random in-stock product or empty the bag.' },
  { path: '/sandbox/cart-line-item', title: 'Cart line item', purpose: 'The bag line in every kind and state (discounted, low stock, sample, reward, gift, out of stock…).' },
  { path: '/sandbox/orders', title: 'Orders', purpose: 'The latest orders placed in this country, with links to their order page and to order state.' },
  { path: '/sandbox/order-state', title: 'Order state', purpose: 'Look an order up and drive its payment to any state through the sandbox payment provider.' },
  { path: '/sandbox/order-examples', title: 'Order screen examples', purpose: 'The order screens of every country on example orders.' },
  { path: '/sandbox/stores', title: 'Stores', purpose: 'Every store of the country from the store-locations API: time zone, opening hours and links.' },
  { path: '/sandbox/happening', title: 'Happening', purpose: 'The services, classes and events of every store, each with its booking-API detail page.' },
  { path: '/sandbox/booxi', title: 'Booking partner', purpose: 'The simulated external booking provider a Booxi country’s “Book” leads to.' },
  { path: '/sandbox/device-detection', title: 'Device detection', purpose: 'The device and viewport the store detects, read again 50 ms after a resize (SPEC §9).' },
  { path: '/sandbox/loaders', title: 'Loaders', purpose: 'Every skeleton and loading view the store uses, side by side.' },
  { path: '/sandbox/notification', title: 'Notification', purpose: 'Fire each notification kind with SPEC §9’s defaults (duration, speed, position).' },
  { path: '/sandbox/ui-components', title: 'UI components', purpose: 'Buttons, fields, chips, badges, prices, stars, product buttons and cards in their states.' },
  { path: '/sandbox/language', title: 'Language', purpose: 'The current country and language, the locale cookie and prefix rules, and links switching language.' },
  { path: '/sandbox/content', title: 'Content test', purpose: 'Render a content entry or page by id or slug through the renderer, with its block validation errors.' },
  { path: '/sandbox/outbox', title: 'Outbox', purpose: 'The email and SMS the embedded store would have sent, newest first.' },
  { path: '/sandbox/identity-provider', title: 'Identity provider', purpose: 'The development stand-in for “Sign in with Google”.' },
];

/** The development secret of the revalidation webhooks: what a local script sends when REVALIDATE_SECRET is unset (accepted only with the sandbox on). */
export const DEVELOPMENT_REVALIDATE_SECRET = 'atelier-revalidate-secret';
