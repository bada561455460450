import { isProductionDeployStart } from '@/lib/sandbox';
import { mailStartNotice } from '@/commerce/outbox/mail-config';

/**
 * Logs once, at start, that a production start keeps e-mail in the outbox (`MAIL_DELIVERY=outbox` set on purpose;
 * without it and without `SMTP_URL` server/refuse-invalid-environment.ts has already refused the start). Node.js
 * only, imported by `instrumentation.ts` (no 'server-only', as server/refuse-sandboxed-production-start.ts says).
 */
export function announceMailDelivery(env: Record<string, string | undefined> = process.env, log: (line: string) => void = console.warn): void {
  const notice = mailStartNotice(env, { production: isProductionDeployStart(env) });
  if (notice) log(notice);
}
