/** Server side: the perks' strings for a country and language. */
import { sectionLabels } from '@/lib/i18n/section-labels';
import type { PageContext } from '@/lib/locale/page-context';
import type { PerkLabels } from './labels';

export function perkLabels(context: Pick<PageContext, 'country' | 'lang'>): PerkLabels {
  return sectionLabels('perks.', context);
}
