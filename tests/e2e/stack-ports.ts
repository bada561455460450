/**
 * Where the e2e stack listens: the e2e profile's ports (scripts/lib/stack.mjs), shifted by
 * STACK_PORT_OFFSET when a second checkout runs its own stack beside this one.
 */
const OFFSET = Number(process.env.STACK_PORT_OFFSET ?? 0);

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100 + OFFSET);
export const E2E_CONTENT_URL = `http://127.0.0.1:${54401 + OFFSET}/spaces/atelier/environments/master`;
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${54331 + OFFSET}/atelier`;
