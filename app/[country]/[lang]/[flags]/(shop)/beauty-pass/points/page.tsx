import { BeautyPassShell, beautyPassMetadata } from '@/components/beauty-pass/BeautyPassShell';
import { PointsSummary } from '@/components/beauty-pass/PointsSummary';
import type { LocaleParams } from '@/lib/locale/page-context';

export const generateMetadata = beautyPassMetadata('log.heading');

/** /beauty-pass/points (issue 9): the points summary — a static shell; the dated log is the island's. */
export default function PointsSummaryRoute({ params }: { params: Promise<LocaleParams> }) {
  return <BeautyPassShell params={params} heading="log.heading" pageType="beauty-pass" island={(props) => <PointsSummary {...props} />} />;
}
