import Link from 'next/link';
import type { ReactNode } from 'react';
import { isStorePath, safeHref } from '@/lib/safe-url';
import type { RenderContext } from '@/renderer/types';

export interface CmsLinkProps {
  /** An href from content: checked against the link allow list here, whatever the schema let through. */
  href: string | undefined;
  /** Where the page renders: store paths get its locale prefix (`context.href`). */
  context: Pick<RenderContext, 'href'>;
  className?: string;
  children: ReactNode;
  /**
   * What stands in place of the link when there is no href or the allow list refuses it: nothing (a call to
   * action without a target), the children as they are, or the children in a `<span>` with the link's class
   * (a card that keeps its layout).
   */
  refused?: 'nothing' | 'children' | 'span';
}

/**
 * A link whose href comes from content. Hrefs pass the content link allow list (`lib/safe-url`, defence in
 * depth behind the schema); store paths go through the context (locale prefix) as a Next.js `<Link>` without
 * prefetch, other allowed hrefs (https, mailto, …) are used as they are, in the same tab.
 */
export function CmsLink({ href, context, className, children, refused = 'nothing' }: CmsLinkProps) {
  const safe = safeHref(href);
  if (safe === null) {
    if (refused === 'children') return children;
    if (refused === 'span') return <span className={className}>{children}</span>;
    return null;
  }
  if (isStorePath(safe)) {
    return (
      <Link href={context.href(safe)} className={className} prefetch={false}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} className={className}>
      {children}
    </a>
  );
}
