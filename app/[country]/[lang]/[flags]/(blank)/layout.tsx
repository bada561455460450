import type { ReactNode } from 'react';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

/**
 * The blank layout (SPEC §2): no header or footer. Used by the happening, cancel, reschedule and
 * booking-provider return pages and by /swagger.
 */
export default async function BlankLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  await resolvePageContext(params);
  return <main id="main" className="blank-layout">{children}</main>;
}
