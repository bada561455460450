import { PromoStrip } from '@/blocks/promo-strip/PromoStrip';
import { pageFlagVariables } from '@/server/experiments/page-flag-variables';
import { localizedVariable } from '@/lib/experiments/localized-variable';
import { log } from '@/lib/log';
import type { RenderContext } from '@/renderer/types';

/**
 * The strip above the header for visitors in the `on` variation of the `header-promo-strip` flag (a page
 * flag: the variation comes from the path, so the page stays cached per variant). Renders nothing when the
 * visitor is not in the variation or the variables cannot be read.
 */
export async function HeaderPromoStrip({ context }: { context: RenderContext }) {
  if (context.flags['header-promo-strip'] !== 'on') return null;
  let variables: Record<string, unknown>;
  try {
    variables = await pageFlagVariables('header-promo-strip', 'on');
  } catch (error) {
    log.warn('Experiments: the header promo strip has no variables; it is not shown', { error: String(error) });
    return null;
  }
  const text = localizedVariable(variables.message, context.lang);
  if (!text) return null;
  const href = typeof variables.href === 'string' ? variables.href : undefined;
  return (
    <div className="header-promo-strip" data-flag="header-promo-strip">
      <PromoStrip entry={{ id: 'header-promo-strip', contentType: 'promoStrip', fields: { text, href } }} fields={{ text, href, tone: 'accent' }} data={undefined} context={context} />
    </div>
  );
}
