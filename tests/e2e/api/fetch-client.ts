/**
 * A fetch client for API contract tests: its own cookie jar and client address, cookies handled by hand
 * so every Set-Cookie is seen exactly as sent (Node's fetch keeps none).
 */
import { SANDBOX_DEFAULT_PASSWORD, SandboxUserResponse } from '@/schemas/api/sandbox-users';

export const API = '/api/web/v1';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: Map<string, string>;
  setCookie: string[];
}

/**
 * A client with a cookie jar of its own and a client address of its own. Given several base URLs (the
 * instances of a cluster), its calls take them in turn, as a load balancer would spread one shopper's requests.
 */
export function client(baseURL: string | string[]) {
  const jar = new Map<string, string>();
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const bases = Array.isArray(baseURL) ? baseURL : [baseURL];
  let calls = 0;
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const base = bases[calls++ % bases.length];
    const response = await fetch(`${base}${path.startsWith('/api/') ? path : API + path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const setCookie = response.headers.getSetCookie();
    const cookies = new Map<string, string>();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      cookies.set(name, value);
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed, cookies, setCookie };
  }
  return { call, jar };
}


/**
 * A new sandbox member, signed in on a client of its own: the client and the member's email. `account` is the
 * sandbox users API's body (e.g. `{ tier: 'gold' }`), or a number of Beauty Pass points to start with.
 */
export async function signedInMember(baseURL: string, account: Record<string, unknown> | number = {}): Promise<{ shopper: ReturnType<typeof client>; email: string }> {
  const created = await client(baseURL).call('POST', '/sandbox/users', typeof account === 'number' ? { points: account } : account);
  const { user } = SandboxUserResponse.parse(created.body);
  const shopper = client(baseURL);
  const signedIn = await shopper.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD });
  if (signedIn.status !== 200) throw new Error(`sign-in of a sandbox member answered ${signedIn.status}`);
  return { shopper, email: user.email };
}
