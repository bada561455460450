import { CmsImage } from '@/components/cms-image/CmsImage';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { Paragraphs } from '@/components/paragraphs/Paragraphs';
import type { BlockProps, ContentAsset } from '@/renderer/types';

/** The normalized fields of an `imageWithText` entry (see image-with-text.schema.json). */
export interface ImageWithTextFields {
  image: ContentAsset;
  heading: string;
  body?: string;
  /** Shown only together with `ctaHref` (the schema requires both or neither). */
  ctaLabel?: string;
  /** A site path (localized through the context) or an https URL. */
  ctaHref?: string;
  /** Where the image sits from 768px up; defaults to `left`. On phones the image is always first. */
  imagePosition?: 'left' | 'right';
}

/** An image beside a heading, copy and a secondary link: stacked on phones, side by side from 768px. */
export function ImageWithText({ fields, context }: BlockProps<ImageWithTextFields>) {
  const { image, heading, body, ctaLabel, ctaHref } = fields;
  const position = fields.imagePosition ?? 'left';
  return (
    <section className={`image-with-text image-with-text--image-${position}`} data-image-position={position}>
      <div className="image-with-text__media">
        <CmsImage className="image-with-text__image" image={image} />
      </div>
      <div className="image-with-text__content">
        <h2 className="image-with-text__heading">{heading}</h2>
        {body ? <Paragraphs text={body} className="image-with-text__body" /> : null}
        {ctaLabel && ctaHref ? (
          <CmsLink href={ctaHref} context={context} className="button button--secondary image-with-text__cta">
            {ctaLabel}
          </CmsLink>
        ) : null}
      </div>
    </section>
  );
}
