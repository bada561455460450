/**
 * The client's address for the rate limits (issue 20). The direct peer comes from the server process's
 * preload (`scripts/lib/peer-address.mjs`, header `x-atelier-peer-address`, which it always overwrites); the
 * `X-Forwarded-For` chain is read only through peers named in `TRUSTED_PROXIES` (proxy-addr's rules: addresses,
 * CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`), walking from the nearest hop back to the first
 * untrusted one. A client that sends its own `X-Forwarded-For` to the store directly is counted by its socket.
 *
 * Undefined when the address is not known (no preload, as under `next dev`): per-address limits then count
 * nothing for the request instead of putting every such shopper in one bucket.
 */
import 'server-only';
import proxyaddr from 'proxy-addr';

export const PEER_ADDRESS_HEADER = 'x-atelier-peer-address';
const PRELOADED = Symbol.for('atelier.peerAddress');

type Trust = (address: string, hop: number) => boolean;
const compiled = new Map<string, Trust>();

/** A comma-separated list (`TRUSTED_PROXIES`, `RATE_LIMIT_EXEMPT_ADDRESSES`) as proxy-addr's trust function. */
export function addressList(value: string | undefined): Trust {
  const key = value?.trim() ?? '';
  let trust = compiled.get(key);
  if (!trust) {
    const entries = key.split(',').map((s) => s.trim()).filter(Boolean);
    trust = entries.length ? proxyaddr.compile(entries) : () => false;
    compiled.set(key, trust);
  }
  return trust;
}

/** The peer's address as the preload wrote it, or undefined without the preload. */
export function peerAddress(request: Request): string | undefined {
  if (!(globalThis as Record<symbol, unknown>)[PRELOADED]) return undefined;
  return request.headers.get(PEER_ADDRESS_HEADER)?.trim() || undefined;
}

/** The client's address, `X-Forwarded-For` read only through trusted proxies; undefined when unknown. */
export function clientAddress(request: Request, env: Record<string, string | undefined> = process.env): string | undefined {
  const peer = peerAddress(request);
  if (!peer) return undefined;
  const forwardedFor = request.headers.get('x-forwarded-for') ?? undefined;
  const socket = { remoteAddress: peer };
  const address = proxyaddr({ headers: { 'x-forwarded-for': forwardedFor }, socket, connection: socket } as unknown as Parameters<typeof proxyaddr>[0], addressList(env.TRUSTED_PROXIES));
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64);
}

/**
 * The address to count per-address limits under: `clientAddress`, or undefined when unknown or when it is in
 * `RATE_LIMIT_EXEMPT_ADDRESSES` (a load generator or monitor; the per-account limits still count it).
 */
export function limitedAddress(request: Request, env: Record<string, string | undefined> = process.env): string | undefined {
  const address = clientAddress(request, env);
  if (address === undefined) return undefined;
  return addressList(env.RATE_LIMIT_EXEMPT_ADDRESSES)(address, 0) ? undefined : address;
}
