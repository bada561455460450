import { defineBlock } from '@/renderer/types';
import { schema } from './legal-section.schema';
import { LegalSection } from './LegalSection';

export const block = defineBlock<typeof schema>({ schema, component: LegalSection });

/** Render once on a page of legal sections: opens and scrolls to the one `?section=` names. */
export { OpenSectionFromQuery } from './OpenSectionFromQuery';
