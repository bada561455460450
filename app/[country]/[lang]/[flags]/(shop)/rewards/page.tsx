import { BeautyPassShell, beautyPassMetadata } from '@/components/beauty-pass/BeautyPassShell';
import { RewardsBoutique } from '@/components/beauty-pass/RewardsBoutique';
import type { LocaleParams } from '@/lib/locale/page-context';

export const generateMetadata = beautyPassMetadata('rewards.heading');

/** /rewards (issue 9, SPEC §2 "rewards boutique"): a static shell; the rewards and the member's balance are the island's. */
export default function RewardsRoute({ params }: { params: Promise<LocaleParams> }) {
  return <BeautyPassShell params={params} heading="rewards.heading" pageType="rewards" island={(props) => <RewardsBoutique {...props} />} />;
}
