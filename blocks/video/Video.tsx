import { getTranslator } from '@/lib/i18n/intl';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import { VideoPlayer } from './VideoPlayer';
import type { schema } from './video.schema';
import './video.css';

/** The normalized fields of the block's entry, from its schema (video.schema.ts). */
export type VideoFields = FieldsOf<typeof schema>;

/**
 * A video that costs nothing until asked for: the title (h2), the poster with a "Play video: {title}" button,
 * and an optional caption. The player itself is a client island that renders `<video controls>` on click.
 */
export function Video({ entry, fields, context }: BlockProps<VideoFields>) {
  const { title, poster, src, captionsSrc, caption } = fields;
  const t = getTranslator(context.country, context.lang);
  const tag = inspector(entry, context);
  return (
    <section className="video media-block" {...tag('src')}>
      <h2 className="video__title" {...tag('title')}>{title}</h2>
      <figure className="video__figure" {...tag('poster')}>
        <VideoPlayer
          src={src}
          poster={{ url: poster.url, width: poster.width, height: poster.height, alt: poster.description || poster.title }}
          playLabel={t('block.playVideo', { title })}
          captions={
            captionsSrc
              ? // captionsSrc is not localized in the content model: the track is labelled in the page language.
                { src: captionsSrc, lang: context.lang, label: t(`language.name.${context.lang}` as MessageKey) }
              : undefined
          }
        />
        {caption ? <figcaption className="video__caption" {...tag('caption')}>{caption}</figcaption> : null}
      </figure>
    </section>
  );
}
