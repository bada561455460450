import { BeautyPassDashboard } from '@/components/beauty-pass/BeautyPassDashboard';
import { BeautyPassShell, beautyPassMetadata } from '@/components/beauty-pass/BeautyPassShell';
import type { LocaleParams } from '@/lib/locale/page-context';

export const generateMetadata = beautyPassMetadata('heading');

/** /beauty-pass (issue 9): the member's dashboard — a static shell; tier, points and perks are the island's. */
export default function BeautyPassRoute({ params }: { params: Promise<LocaleParams> }) {
  return <BeautyPassShell params={params} heading="heading" pageType="beauty-pass" island={(props) => <BeautyPassDashboard {...props} />} />;
}
