/** The Beauty Pass perks' strings, already translated: every `perks.*` key without its prefix, `{placeholders}` kept. */
import type { SectionLabels } from '@/lib/i18n/section-labels';

export type PerkLabels = SectionLabels<'perks.'>;
