import Link from 'next/link';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

/** A breadcrumb trail (WAI-ARIA APG): a labelled navigation landmark, an ordered list, the current page marked. */
export function Breadcrumb({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href} prefetch={false}>{item.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
