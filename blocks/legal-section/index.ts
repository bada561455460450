import { defineBlock } from '@/renderer/types';
import schema from './legal-section.schema.json';
import { LegalSection, type LegalSectionFields } from './LegalSection';

export const block = defineBlock<LegalSectionFields>({ contentType: 'legalSection', schema, component: LegalSection });

/** Render once on a page of legal sections: opens and scrolls to the one `?section=` names. */
export { OpenSectionFromQuery } from './OpenSectionFromQuery';
