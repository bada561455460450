import { CmsImage } from '@/components/cms-image/CmsImage';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { getTranslator } from '@/lib/i18n/intl';
import type { BlockProps, ContentAsset, ContentEntry } from '@/renderer/types';
import { CarouselViewport } from './CarouselViewport';

/** The normalized fields of a linked `carouselSlide` entry. */
export interface CarouselSlideFields {
  image: ContentAsset;
  heading?: string;
  /** A site path (localized through the context) or an https URL; without it the slide is not a link. */
  href?: string;
}

/** The normalized fields of an `imageCarousel` entry (see image-carousel.schema.json). */
export interface ImageCarouselFields {
  title?: string;
  slides: ContentEntry<CarouselSlideFields>[];
}

/**
 * An accessible image carousel (WAI-ARIA APG pattern, without rotation): a region with
 * aria-roledescription="carousel", slides in a scroll-snapping list labelled "Slide N of M", and
 * previous/next buttons in a small client island. It never advances on its own.
 *
 * Headings: the title is an h2 and slide headings are h3 below it; without a title, slide headings are h2.
 * A slide image inside a link that has a heading is decorative (the heading names the link).
 */
export function ImageCarousel({ fields, context }: BlockProps<ImageCarouselFields>) {
  const { title, slides } = fields;
  const t = getTranslator(context.country, context.lang);
  const SlideHeading = title ? 'h3' : 'h2';
  return (
    <section
      className="image-carousel"
      aria-roledescription="carousel"
      aria-label={t('block.carouselLabel', { title: title ?? '' }).trim()}
    >
      <CarouselViewport
        heading={title ? <h2 className="image-carousel__title">{title}</h2> : undefined}
        previousLabel={t('block.carouselPrevious')}
        nextLabel={t('block.carouselNext')}
        controls={slides.length > 1}
      >
        {slides.map((slide, i) => {
          const { image, heading, href } = slide.fields;
          const decorative = Boolean(href && heading);
          const content = (
            <>
              <CmsImage className="image-carousel__image" image={image} alt={decorative ? '' : undefined} />
              {heading ? <SlideHeading className="image-carousel__slide-heading">{heading}</SlideHeading> : null}
            </>
          );
          return (
            <li
              key={`${slide.id}-${i}`}
              className="image-carousel__slide"
              aria-label={t('block.carouselSlide', { index: i + 1, count: slides.length })}
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
