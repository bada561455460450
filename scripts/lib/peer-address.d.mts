import type { Server } from 'node:http';

export const PEER_ADDRESS_HEADER: string;
export function installPeerAddress(proto?: Pick<Server, 'emit'>): void;
