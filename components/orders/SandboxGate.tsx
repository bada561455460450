/**
 * Developer pages of the payment sandbox render their content only when the developer sandbox is on
 * (`lib/sandbox.ts`); the check runs per request (`connection()`), so a build made with the sandbox on
 * does not leave them open on a deployment that switched it off. Put it inside a `<Suspense>`.
 */
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { sandboxEnabled } from '@/lib/sandbox';

export async function SandboxGate({ children }: { children: ReactNode }) {
  await connection();
  if (!sandboxEnabled()) return <p>This developer page is switched off on this site (the developer sandbox is off).</p>;
  return <>{children}</>;
}
