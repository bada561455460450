/**
 * Loaded into the store's server process (`node --import`, beside response-buffers.mjs; see `startStack` and the
 * Dockerfile): every request gets the `x-atelier-peer-address` header set to the address of the TCP peer that
 * sent it, replacing any value the client sent.
 *
 * Why: a Next 16 route handler sees a Web `Request`, not the socket, and Next fills `X-Forwarded-For` with the
 * peer only when the client sent none — so a handler cannot tell a proxy's header from a forged one. With the
 * peer known, `server/api/client-address.ts` reads the forwarding headers only when the peer is a configured
 * trusted proxy (`TRUSTED_PROXIES`). Without this preload the handler treats every client address as unknown.
 */
import { Server } from 'node:http';

export const PEER_ADDRESS_HEADER = 'x-atelier-peer-address';
const marker = Symbol.for('atelier.peerAddress');

export function installPeerAddress(proto = Server.prototype) {
  if (proto[marker]) return;
  const emit = proto.emit;
  proto.emit = function emitWithPeer(event, request, ...rest) {
    if (event === 'request' && request?.headers) request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    return emit.call(this, event, request, ...rest);
  };
  proto[marker] = true;
  globalThis[marker] = PEER_ADDRESS_HEADER;
}

installPeerAddress();
