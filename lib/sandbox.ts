/**
 * The developer sandbox: the outbox page (which shows reset and unlock links), the development identity
 * provider and the sandbox users API. On only when `ATELIER_SANDBOX=on` — `npm start`, the tests and the
 * bench set it for the embedded store; a deployment that does not set it has none of them.
 */
export function sandboxEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.ATELIER_SANDBOX === 'on';
}
