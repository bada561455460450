import Image from 'next/image';
import Link from 'next/link';
import { isStorePath, safeHref } from '../../lib/safe-url';
import type { BlockProps, ContentAsset, RenderContext } from '../../renderer/types';

/** The normalized fields of a `heroBanner` entry (see hero-banner.schema.json). */
export interface HeroBannerFields {
  eyebrow?: string;
  heading: string;
  body?: string;
  image: ContentAsset;
  /** Shown only together with `ctaHref` (the schema requires both or neither). */
  ctaLabel?: string;
  /** A site path (`/pages/new`, localized through the context) or an https URL. */
  ctaHref?: string;
  /** Defaults to `light`. */
  theme?: 'light' | 'dark';
}

/**
 * A large image with an eyebrow, a heading, copy and the view's one primary button. The heading is an h2: the
 * page renders its own h1. The image is the page's likely LCP element, so it is preloaded and never lazy.
 */
export function HeroBanner({ fields, context }: BlockProps<HeroBannerFields>) {
  const { eyebrow, heading, body, image, ctaLabel, ctaHref } = fields;
  const theme = fields.theme ?? 'light';
  return (
    <section className={`hero-banner hero-banner--${theme}`} data-theme={theme}>
      <div className="hero-banner__media">
        <Image
          className="hero-banner__image"
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.description || image.title}
          unoptimized
          preload
          fetchPriority="high"
        />
      </div>
      <div className="hero-banner__content">
        {eyebrow ? <p className="hero-banner__eyebrow">{eyebrow}</p> : null}
        <h2 className="hero-banner__heading">{heading}</h2>
        {body ? <Paragraphs text={body} className="hero-banner__body" /> : null}
        {ctaLabel && ctaHref ? (
          <CtaLink href={ctaHref} context={context} className="button hero-banner__cta">
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
