import type { BlockProps, FieldsOf } from '@/renderer/types';
import { RichText } from '@/components/rich-text/RichText';
import { inspector } from '@/renderer/inspector';
import { sectionId } from './section-title';
import type { schema } from './legal-section.schema';
import './legal-section.css';

/** The normalized fields of the block's entry, from its schema (legal-section.schema.ts). */
export type LegalSectionFields = FieldsOf<typeof schema>;

/**
 * One section of a legal page, collapsed by default (a native `<details>`: works without JavaScript). Its
 * id is a slug of its title, and `OpenSectionFromQuery` opens the one named by `?section=`.
 */
export function LegalSection({ entry, fields, context }: BlockProps<LegalSectionFields>) {
  const tag = inspector(entry, context);
  return (
    <div className="legal-section container" {...tag('title')}>
      <details className="legal-section__details" id={sectionId(fields.title, entry.id)} data-legal-section-title={fields.title}>
        <summary className="legal-section__summary">
          <h2 className="legal-section__title">{fields.title}</h2>
        </summary>
        <div className="legal-section__body" {...tag('body')}>
          <RichText document={fields.body} context={context} nestedUnder={2} />
        </div>
      </details>
    </div>
  );
}
