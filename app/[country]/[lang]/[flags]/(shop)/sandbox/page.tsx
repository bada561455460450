import type { Metadata } from 'next';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { SANDBOX_TOOLS } from '@/lib/sandbox';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Developer pages', robots: { index: false } };

/** `/sandbox`: every developer page of the store with one line on what it is for. */
export default async function SandboxIndexPage({ params }: { params: Promise<LocaleParams> }) {
  const { href } = await resolvePageContext(params);
  return (
    <SandboxShell title="Developer pages" intro="Tools for developers of the embedded store. They exist only where the developer sandbox is on (ATELIER_SANDBOX=on).">
      <ul className="sandbox-index" aria-label="Developer pages">
        {SANDBOX_TOOLS.map((tool) => (
          <li key={tool.path}>
            <a href={href(tool.path)}>{tool.title}</a>
            <p>{tool.purpose}</p>
          </li>
        ))}
      </ul>
    </SandboxShell>
  );
}
