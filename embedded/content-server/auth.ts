// Access tokens: which API a request may use. Tokens come from the environment (with local defaults)
// and are compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type Role = 'delivery' | 'preview' | 'management';

export interface Tokens {
  delivery: string;
  preview: string;
  management: string;
}

export function tokensFromEnv(env: NodeJS.ProcessEnv = process.env): Tokens {
  return {
    delivery: env.CONTENT_DELIVERY_TOKEN || 'atelier-delivery-token',
    preview: env.CONTENT_PREVIEW_TOKEN || 'atelier-preview-token',
    management: env.CONTENT_MANAGEMENT_TOKEN || 'atelier-management-token',
  };
}

/** Hashing first gives equal-length buffers, so the comparison time does not depend on the input. */
const digest = (s: string) => createHash('sha256').update(s).digest();

export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** `Authorization: Bearer <token>`, else the `access_token` query parameter. */
export function tokenOf(req: IncomingMessage, query: URLSearchParams): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return query.get('access_token') ?? undefined;
}

/** The role a token grants, or undefined. Compares against every token (no early exit). */
export function roleOf(token: string | undefined, tokens: Tokens): Role | undefined {
  if (!token) return undefined;
  const matches: [Role, boolean][] = [
    ['management', safeEqual(token, tokens.management)],
    ['preview', safeEqual(token, tokens.preview)],
    ['delivery', safeEqual(token, tokens.delivery)],
  ];
  return matches.find(([, ok]) => ok)?.[0];
}
