import Image from 'next/image';
import Link from 'next/link';
import { isStorePath, safeHref } from '../../lib/safe-url';
import type { BlockProps, ContentAsset, RenderContext } from '../../renderer/types';

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
        <Image
          className="image-with-text__image"
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.description || image.title}
          unoptimized
          loading="lazy"
        />
      </div>
      <div className="image-with-text__content">
        <h2 className="image-with-text__heading">{heading}</h2>
        {body ? <Paragraphs text={body} className="image-with-text__body" /> : null}
        {ctaLabel && ctaHref ? (
          <CtaLink href={ctaHref} context={context} className="button button--secondary image-with-text__cta">
            {ctaLabel}
          </CtaLink>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Hrefs pass the content link allow list (`lib/safe-url`, defence in depth behind the schema); site paths go
 * through the context (locale prefix), https URLs are used as they are.
 */
function CtaLink({ href, context, className, children }: { href: string; context: RenderContext; className: string; children: string }) {
  const safe = safeHref(href);
  if (!safe) return null;
  if (isStorePath(safe)) {
    return (
      <Link href={context.href(safe)} className={className} prefetch={false}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} className={className}>
      {children}
    </a>
  );
}

/** Plain text with blank lines between paragraphs. */
function Paragraphs({ text, className }: { text: string; className: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return paragraphs.map((paragraph, i) => (
    <p key={i} className={className}>
      {paragraph}
    </p>
  ));
}
