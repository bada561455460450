'use client';

/**
 * The member's Beauty Pass offers (issue 9): on `/beauty-pass/offers` (mode `page`) and as a compact section
 * beside the promo code in the bag and at checkout (mode `bag`). Each offer shows its minimum spend,
 * valid-till date and state (fully redeemed, expired, applies by itself); "Apply to bag" puts it in the
 * promo code's place, "Remove offer" takes it off. A guest sees a sign-in link on the page and nothing in
 * the bag. `refreshKey` (the bag's subtotal) reloads the list when the bag changes, so "spend more" follows it.
 */
import { useId, useState } from 'react';
import type { ApiLocale } from '../account/account-api';
import { hasSession } from '../account/session';
import { useHydrated } from '../hydration/useHydrated';
import { apiKey, pathKey } from '@/lib/api-client/query-keys';
import { loadState, useApiMutation, useApiQuery } from '../query/use-api-query';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import { BAG_MESSAGES, type Bag } from '@/schemas/api/bag';
import type { MemberOffer } from '@/schemas/api/perks';
import type { PerkLabels } from './labels';
import type { PerksApi } from './perks-api';

export interface MemberOffersProps {
  api: ApiLocale;
  labels: PerkLabels;
  money: MoneyFormat;
  mode: 'page' | 'bag';
  /** The bag's applied offer (bag mode), with why it gives nothing when it does not apply. */
  bagOffer?: Bag['offer'];
  refreshKey?: number;
  /** Called after an offer was applied or removed (the page reloads its bag). */
  onChange?: () => void;
  paths?: { signIn: string; cart: string };
}

type Load = { state: 'loading' } | { state: 'signedOut' } | { state: 'failed' } | { state: 'ready'; items: MemberOffer[] };

const KNOWN: Partial<Record<string, keyof PerkLabels>> = {
  [BAG_MESSAGES.offerNotFound]: 'message.offerNotFound',
  [BAG_MESSAGES.offerFullyRedeemed]: 'message.offerFullyRedeemed',
  [BAG_MESSAGES.codeInsteadOfOffer]: 'message.codeInsteadOfOffer',
  [BAG_MESSAGES.offerAdded]: 'message.offerAdded',
  [BAG_MESSAGES.offerRemoved]: 'message.offerRemoved',
};

async function loadApi(locale: ApiLocale): Promise<PerksApi> {
  const { perksApi } = await import('./perks-api');
  return perksApi(locale);
}

const status = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined);
const bodyOf = (error: unknown) => (error && typeof error === 'object' && 'body' in error ? ((error as { body: unknown }).body as { message?: string; reason?: string } | undefined) : undefined);

export function reasonText(labels: PerkLabels, reason: string | null | undefined): string {
  const key = `reason.${reason}` as keyof PerkLabels;
  return labels[key] ?? labels['reason.other'];
}

export function MemberOffers({ api, labels, money, mode, bagOffer, refreshKey, onChange, paths }: MemberOffersProps) {
  const [busy, setBusy] = useState<number | 'remove' | null>(null);
  const [problem, setProblem] = useState<{ offerId: number | null; text: string } | null>(null);
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const hydrated = useHydrated();

  // The page's `beauty-pass/offers` query, per bag subtotal (`refreshKey`), so "spend more" follows the bag;
  // the previous answer stays shown while the new one loads. Without a session nothing is asked.
  const session = hydrated && hasSession();
  const query = useApiQuery(apiKey('beauty-pass/offers', api, { bag: refreshKey ?? null }), (signal) => loadApi(api).then((client) => client.offers(signal)), { enabled: session, keepPrevious: true });
  const read = loadState(query);
  const load: Load =
    hydrated && !session ? { state: 'signedOut' }
    : read.state === 'ready' ? { state: 'ready', items: read.data.items }
    : read.state === 'failed' ? (status(read.error) === 401 ? { state: 'signedOut' } : { state: 'failed' })
    : { state: 'loading' };
  // Applying and removing are mutations (never retried); the offers are read again after either.
  const write = useApiMutation(
    async (offerId: number | 'remove') => {
      const client = await loadApi(api);
      return offerId === 'remove' ? client.remove() : client.apply(offerId);
    },
    (_answer, _offerId, queries) => queries.invalidateQueries({ queryKey: pathKey('beauty-pass/offers') }),
  );

  const price = (amount: number) => formatMinor(amount, money.currency, money);
  const date = (iso: string) => new Intl.DateTimeFormat(money.locale, { dateStyle: 'medium' }).format(new Date(iso));

  const change = async (offerId: number | 'remove') => {
    setBusy(offerId);
    setProblem(null);
    try {
      const answer = await write.mutateAsync(offerId);
      setNotice(labels[KNOWN[answer.message ?? ''] ?? 'message.offerAdded']);
      onChange?.();
    } catch (error) {
      const body = bodyOf(error);
      const known = body?.message ? KNOWN[body.message] : undefined;
      const text = body?.reason ? fill(labels.notApplied, { reason: reasonText(labels, body.reason) }) : known ? labels[known] : labels['error.generic'];
      setProblem({ offerId: offerId === 'remove' ? null : offerId, text });
    } finally {
      setBusy(null);
    }
  };

  if (mode === 'bag' && (load.state === 'signedOut' || (load.state === 'ready' && load.items.every((o) => o.state !== 'available')))) return null;

  const heading = mode === 'page' ? null : <h2 id={headingId}>{labels.bagHeading}</h2>;
  let body: React.ReactNode;
  if (load.state === 'loading') body = <p aria-busy="true">{labels.loading}</p>;
  else if (load.state === 'signedOut') body = paths ? <p><a className="button" href={`${paths.signIn}?return_to=${encodeURIComponent(typeof window === 'undefined' ? '' : window.location.pathname)}`}>{labels.signIn}</a></p> : null;
  else if (load.state === 'failed') {
    body = (
      <div role="alert">
        <p>{labels.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>{labels.retry}</button>
      </div>
    );
  } else if (load.items.length === 0) body = <p>{labels.empty}</p>;
  else {
    const items = mode === 'bag' ? load.items.filter((o) => o.state === 'available') : load.items;
    body = (
      <ul className="perk-offers" aria-labelledby={mode === 'bag' ? headingId : undefined} aria-label={mode === 'page' ? labels.heading : undefined}>
        {items.map((offer) => {
          const inBag = offer.inBag;
          const notApplied = inBag && bagOffer && bagOffer.id === offer.id && !bagOffer.applied;
          return (
            <li key={offer.id} className="perk-offer" data-state={offer.state} data-in-bag={inBag || undefined}>
              <p className="perk-offer__title">{offer.title}</p>
              <ul className="perk-offer__facts">
                <li>{offer.minSpend > 0 ? fill(labels.minSpend, { amount: price(offer.minSpend) }) : labels.noMinSpend}</li>
                {offer.state !== 'automatic' ? <li>{offer.validUntil ? fill(labels.validTill, { date: date(offer.validUntil) }) : labels.noEnd}</li> : null}
                {offer.state !== 'available' ? <li className="perk-offer__state">{labels[`state.${offer.state}` as keyof PerkLabels]}</li> : null}
              </ul>
              {mode === 'page' ? (
                <details>
                  <summary>{labels.terms}</summary>
                  <p>{offer.terms}</p>
                </details>
              ) : null}
              {offer.state === 'available' ? (
                inBag ? (
                  <div className="perk-offer__applied">
                    <p>{notApplied ? fill(labels.notApplied, { reason: reasonText(labels, bagOffer.reason) }) : labels.inBag}</p>
                    <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void change('remove')}>{labels.remove}</button>
                  </div>
                ) : (
                  <>
                    {offer.reason === 'min_spend' ? <p className="perk-offer__reason">{fill(labels.spendMore, { amount: price(offer.spendMore) })}</p> : null}
                    <button
                      type="button"
                      className="button"
                      aria-label={fill(labels.applyNamed, { offer: offer.title })}
                      disabled={busy !== null}
                      aria-busy={busy === offer.id || undefined}
                      onClick={() => void change(offer.id)}
                    >
                      {busy === offer.id ? labels.applying : labels.apply}
                    </button>
                  </>
                )
              ) : null}
              {problem && problem.offerId === offer.id ? <p className="field-error" role="alert">{problem.text}</p> : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={`bag-section perks perks--${mode}`} aria-labelledby={mode === 'bag' ? headingId : undefined} aria-label={mode === 'page' ? labels.heading : undefined}>
      {heading}
      {body}
      {problem && problem.offerId === null ? <p className="field-error" role="alert">{problem.text}</p> : null}
      {mode === 'page' && paths && load.state === 'ready' && load.items.some((o) => o.inBag) ? <p><a href={paths.cart}>{labels.shopNow}</a></p> : null}
      <p className="visually-hidden" role="status">{notice}</p>
    </section>
  );
}
