import { CmsImage } from '@/components/cms-image/CmsImage';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { getTranslator } from '@/lib/i18n/intl';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import { CarouselViewport } from './CarouselViewport';
import type { schema } from './image-carousel.schema';
import './image-carousel.css';

/** The normalized fields of the block's entry, from its schema (image-carousel.schema.ts). */
export type ImageCarouselFields = FieldsOf<typeof schema>;
/** The normalized fields of a linked entry (its schema is a definition in image-carousel.schema.ts). */
export type CarouselSlideFields = ImageCarouselFields['slides'][number]['fields'];

/**
 * An accessible image carousel (WAI-ARIA APG pattern, without rotation): a region with
 * aria-roledescription="carousel", slides in a scroll-snapping list labelled "Slide N of M", and
 * previous/next buttons in a small client island. It never advances on its own.
 *
 * Headings: the title is an h2 and slide headings are h3 below it; without a title, slide headings are h2.
 * A slide image inside a link that has a heading is decorative (the heading names the link).
 */
export function ImageCarousel({ entry, fields, context }: BlockProps<ImageCarouselFields>) {
  const { title, slides } = fields;
  const t = getTranslator(context.country, context.lang);
  const tag = inspector(entry, context);
  const SlideHeading = title ? 'h3' : 'h2';
  return (
    <section
      className="image-carousel media-block"
      aria-roledescription="carousel"
      aria-label={t('block.carouselLabel', { title: title ?? '' }).trim()}
      {...tag('slides')}
    >
      <CarouselViewport
        heading={title ? <h2 className="image-carousel__title" {...tag('title')}>{title}</h2> : undefined}
        previousLabel={t('block.carouselPrevious')}
        nextLabel={t('block.carouselNext')}
        controls={slides.length > 1}
      >
        {slides.map((slide, i) => {
          const { image, heading, href } = slide.fields;
          const decorative = Boolean(href && heading);
          const slideTag = inspector(slide, context);
          const content = (
            <>
              <CmsImage className="image-carousel__image" image={image} alt={decorative ? '' : undefined} />
              {heading ? <SlideHeading className="image-carousel__slide-heading" {...slideTag('heading')}>{heading}</SlideHeading> : null}
            </>
          );
          return (
            <li
              key={`${slide.id}-${i}`}
              className="image-carousel__slide"
              aria-label={t('block.carouselSlide', { index: i + 1, count: slides.length })}
              {...slideTag('image')}
            >
              <CmsLink href={href} context={context} className="image-carousel__link" refused="children">
                {content}
              </CmsLink>
            </li>
          );
        })}
      </CarouselViewport>
    </section>
  );
}
