import { DEMO_EDITOR_REFUSAL, demoEditorIsOpen } from '@/commerce/accounts/editors';
import { getPool } from '@/commerce/db/pool';
import { isProductionDeployStart } from '@/lib/sandbox';

/**
 * Stops a production deploy start while the demo editor can sign in with its published password (issue 31), naming
 * the command that ends it. The database may not answer yet when an instance starts (it is then not ready, and
 * readiness makes the same check: server/readiness.ts), so a check that cannot reach it within `timeoutMs` lets the
 * start go on. Node.js only, imported by `instrumentation.ts` (no 'server-only', as refuse-invalid-environment.ts says).
 */
export async function refuseDemoEditor(env: Record<string, string | undefined> = process.env, timeoutMs = 5_000): Promise<void> {
  if (!isProductionDeployStart(env) || !env.DATABASE_URL) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = await Promise.race([
    demoEditorIsOpen(getPool()).catch(() => undefined),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs))),
  ]).finally(() => clearTimeout(timer));
  if (!open) return;
  console.error(DEMO_EDITOR_REFUSAL);
  process.exit(1);
}
