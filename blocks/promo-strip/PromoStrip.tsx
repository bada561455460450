import type { BlockProps, FieldsOf } from '@/renderer/types';
import { CmsLink } from '@/components/cms-link/CmsLink';
import { getTranslator } from '@/lib/i18n/intl';
import { inspector } from '@/renderer/inspector';
import { CopyCodeButton } from './CopyCodeButton';
import type { schema } from './promo-strip.schema';
import './promo-strip.css';

export type PromoStripTone = 'accent' | 'ink';

/** The normalized fields of the block's entry, from its schema (promo-strip.schema.ts). */
export type PromoStripFields = FieldsOf<typeof schema>;

const CODE_MARK = '\u0000';

/** A full-width strip with a short offer: a link when it has an href, and a code to copy when it has one. */
export function PromoStrip({ entry, fields, context }: BlockProps<PromoStripFields>) {
  const t = getTranslator(context.country, context.lang);
  const tone: PromoStripTone = fields.tone ?? 'ink';
  const codeId = `promo-strip-${entry.id.replace(/[^A-Za-z0-9_-]/g, '-')}-code`;
  const tag = inspector(entry, context);

  // "Use code {code}" with the code set apart, in the word order of the language.
  const [before, after] = splitAround(t('block.promoCode', { code: CODE_MARK }), CODE_MARK);

  return (
    <div className={`promo-strip promo-strip--${tone}`} {...tag('tone')}>
      <div className="container promo-strip__inner">
        <p className="promo-strip__text" {...tag('text')}>
          <CmsLink href={fields.href} context={context} className="promo-strip__link" refused="children">
            {fields.text}
          </CmsLink>
        </p>
        {fields.code ? (
          <p className="promo-strip__offer">
            <span>
              {before}
              <strong id={codeId} className="promo-strip__code" {...tag('code')}>
                {fields.code}
              </strong>
              {after}
            </span>
            <CopyCodeButton code={fields.code} codeElementId={codeId} copyLabel={t('block.copyCode')} copiedLabel={t('block.codeCopied')} />
          </p>
        ) : null}
      </div>
    </div>
  );
}

function splitAround(message: string, mark: string): [string, string] {
  const at = message.indexOf(mark);
  if (at === -1) return [`${message} `, ''];
  return [message.slice(0, at), message.slice(at + mark.length)];
}
