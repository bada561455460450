import { CmsImage } from '@/components/cms-image/CmsImage';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { Paragraphs } from '@/components/paragraphs/Paragraphs';
import { getTranslator } from '@/lib/i18n/intl';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import type { schema } from './store-locator-teaser.schema';
import './store-locator-teaser.css';

/** The normalized fields of the block's entry, from its schema (store-locator-teaser.schema.ts). */
export type StoreLocatorTeaserFields = FieldsOf<typeof schema>;

/** The store locator path; the teaser always links there (localized through the context). */
export const STORE_LOCATOR_PATH = '/store-locations';

/** A teaser for the store locator: heading, copy, an optional image and a link to `/store-locations`. */
export function StoreLocatorTeaser({ entry, fields, context }: BlockProps<StoreLocatorTeaserFields>) {
  const { heading, body, ctaLabel, image } = fields;
  const t = getTranslator(context.country, context.lang);
  const tag = inspector(entry, context);
  return (
    <section className={`store-locator-teaser media-block${image ? ' store-locator-teaser--with-image' : ''}`} {...tag('image')}>
      {image ? (
        <div className="store-locator-teaser__media" {...tag('image')}>
          <CmsImage className="store-locator-teaser__image" image={image} />
        </div>
      ) : null}
      <div className="store-locator-teaser__content">
        <h2 className="store-locator-teaser__heading" {...tag('heading')}>{heading}</h2>
        {body ? <Paragraphs text={body} className="store-locator-teaser__body" attributes={tag('body')} /> : null}
        <CmsLink href={STORE_LOCATOR_PATH} context={context} className="button button--secondary store-locator-teaser__cta">
          {ctaLabel || t('block.findStore')}
        </CmsLink>
      </div>
    </section>
  );
}
