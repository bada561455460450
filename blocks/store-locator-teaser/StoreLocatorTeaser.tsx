import Image from 'next/image';
import Link from 'next/link';
import { getTranslator } from '../../lib/i18n/intl';
import type { BlockProps, ContentAsset } from '../../renderer/types';

/** The normalized fields of a `storeLocatorTeaser` entry (see store-locator-teaser.schema.json). */
export interface StoreLocatorTeaserFields {
  heading: string;
  body?: string;
  /** Defaults to the interface string `block.findStore` ("Find a store"). */
  ctaLabel?: string;
  image?: ContentAsset;
}

/** The store locator path; the teaser always links there (localized through the context). */
export const STORE_LOCATOR_PATH = '/store-locations';

/** A teaser for the store locator: heading, copy, an optional image and a link to `/store-locations`. */
export function StoreLocatorTeaser({ fields, context }: BlockProps<StoreLocatorTeaserFields>) {
  const { heading, body, ctaLabel, image } = fields;
  const t = getTranslator(context.country, context.lang);
  return (
    <section className={`store-locator-teaser${image ? ' store-locator-teaser--with-image' : ''}`}>
      {image ? (
        <div className="store-locator-teaser__media">
          <Image
            className="store-locator-teaser__image"
            src={image.url}
            width={image.width}
            height={image.height}
            alt={image.description || image.title}
            unoptimized
            loading="lazy"
          />
        </div>
      ) : null}
      <div className="store-locator-teaser__content">
        <h2 className="store-locator-teaser__heading">{heading}</h2>
        {body ? <Paragraphs text={body} className="store-locator-teaser__body" /> : null}
        <Link href={context.href(STORE_LOCATOR_PATH)} className="button button--secondary store-locator-teaser__cta" prefetch={false}>
          {ctaLabel || t('block.findStore')}
        </Link>
      </div>
    </section>
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
