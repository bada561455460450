import { isProductionDeployStart } from '@/lib/sandbox';
import { environmentProblems, environmentRefusal } from './environment';

/**
 * Stops a start whose environment is not valid, naming each variable and what it expects, before the server answers
 * anyone (server/environment.ts; issue 32: a bad DATABASE_URL, an 8-byte AUTH_JWT_SECRET or a malformed REDIS_URL
 * printed "Ready" and then failed requests). Every start checks the format of what is set; a production deploy start
 * also needs what a shop cannot run without. Node.js only, imported by `instrumentation.ts` (no 'server-only', as
 * server/refuse-sandboxed-production-start.ts says).
 */
export function refuseInvalidEnvironment(env: Record<string, string | undefined> = process.env): void {
  const refusal = environmentRefusal(environmentProblems(env, { production: isProductionDeployStart(env) }));
  if (!refusal) return;
  console.error(refusal);
  process.exit(1);
}
