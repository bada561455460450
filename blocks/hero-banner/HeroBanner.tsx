import { CmsImage } from '@/components/cms-image/CmsImage';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { Paragraphs } from '@/components/paragraphs/Paragraphs';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import type { schema } from './hero-banner.schema';
import './hero-banner.css';

/** The normalized fields of the block's entry, from its schema (hero-banner.schema.ts). */
export type HeroBannerFields = FieldsOf<typeof schema>;

/**
 * A large image with an eyebrow, a heading, copy and the view's one primary button. The heading is an h2: the
 * page renders its own h1. The image is the page's likely LCP element, so it is preloaded and never lazy.
 */
export function HeroBanner({ entry, fields, context }: BlockProps<HeroBannerFields>) {
  const { eyebrow, heading, body, image, ctaLabel, ctaHref } = fields;
  const theme = fields.theme ?? 'light';
  const tag = inspector(entry, context);
  return (
    <section className={`hero-banner hero-banner--${theme} media-block`} data-theme={theme} {...tag('theme')}>
      <div className="hero-banner__media" {...tag('image')}>
        <CmsImage className="hero-banner__image" image={image} priority />
      </div>
      <div className="hero-banner__content">
        {eyebrow ? <p className="hero-banner__eyebrow" {...tag('eyebrow')}>{eyebrow}</p> : null}
        <h2 className="hero-banner__heading" {...tag('heading')}>{heading}</h2>
        {body ? <Paragraphs text={body} className="hero-banner__body" attributes={tag('body')} /> : null}
        {ctaLabel && ctaHref ? (
          <CmsLink href={ctaHref} context={context} className="button hero-banner__cta">
            {ctaLabel}
          </CmsLink>
        ) : null}
      </div>
    </section>
  );
}
