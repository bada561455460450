import { CmsImage } from '@/components/cms-image/CmsImage';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { Paragraphs } from '@/components/paragraphs/Paragraphs';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import type { schema } from './image-with-text.schema';
import './image-with-text.css';

/** The normalized fields of the block's entry, from its schema (image-with-text.schema.ts). */
export type ImageWithTextFields = FieldsOf<typeof schema>;

/** An image beside a heading, copy and a secondary link: stacked on phones, side by side from 768px. */
export function ImageWithText({ entry, fields, context }: BlockProps<ImageWithTextFields>) {
  const { image, heading, body, ctaLabel, ctaHref } = fields;
  const position = fields.imagePosition ?? 'left';
  const tag = inspector(entry, context);
  return (
    <section className={`image-with-text image-with-text--image-${position} media-block`} data-image-position={position} {...tag('imagePosition')}>
      <div className="image-with-text__media" {...tag('image')}>
        <CmsImage className="image-with-text__image" image={image} />
      </div>
      <div className="image-with-text__content">
        <h2 className="image-with-text__heading" {...tag('heading')}>{heading}</h2>
        {body ? <Paragraphs text={body} className="image-with-text__body" attributes={tag('body')} /> : null}
        {ctaLabel && ctaHref ? (
          <CmsLink href={ctaHref} context={context} className="button button--secondary image-with-text__cta">
            {ctaLabel}
          </CmsLink>
        ) : null}
      </div>
    </section>
  );
}
