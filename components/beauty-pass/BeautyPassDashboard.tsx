'use client';

/**
 * The `/beauty-pass` island (issue 9): the member's tier card (pink/white entry, black, gold), the tier message
 * the tier machine chooses, progress toward the next tier (spent, to go, days left and the date by which), the
 * tier's perks, points balance and expiry, and links to the offers, the points summary and the rewards
 * boutique. A guest is invited to sign in or register.
 */
import { useId, useMemo } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { withQuery } from '../account/location';
import { beautyPassFormats } from './format';
import type { BeautyPassProps } from './labels';
import { TIER_PERKS } from './perks';
import { progressTarget, readTier, tierMessageText } from './tier-message';
import { useBeautyPass, type LoadPass } from './use-beauty-pass';
import type { BeautyPassResponse } from '@/schemas/api/beauty-pass';

export interface BeautyPassDashboardProps extends BeautyPassProps {
  /** Tests and stories pass their own read and clock; the page uses the API and the browser's clock. */
  load?: LoadPass;
  now?: () => number;
}

export function BeautyPassLoading({ label }: { label: string }) {
  return <div className="skeleton bp-skeleton" role="status" aria-label={label} />;
}

export function BeautyPassFailed({ labels, retry }: { labels: BeautyPassProps['labels']; retry: () => void }) {
  return (
    <div role="alert" className="bp-failed">
      <p>{labels.loadFailed}</p>
      <button type="button" className="button" onClick={retry}>{labels.retry}</button>
    </div>
  );
}

/** A guest's invitation: sign in or register, back to this page afterwards. */
export function BeautyPassGuest({ labels, paths, returnTo }: Pick<BeautyPassProps, 'labels' | 'paths'> & { returnTo: string }) {
  return (
    <section className="bp-guest" aria-labelledby="bp-guest-heading">
      <h2 id="bp-guest-heading">{labels['guest.heading']}</h2>
      <p>{labels['guest.body']}</p>
      <p className="bp-guest__actions">
        <a className="button" href={withQuery(paths.signIn, { return_to: returnTo })}>{labels['guest.signIn']}</a>
        <a className="button button--secondary" href={withQuery(paths.signUp, { return_to: returnTo })}>{labels['guest.register']}</a>
      </p>
    </section>
  );
}

export function BeautyPassDashboard({ load, now = Date.now, ...props }: BeautyPassDashboardProps) {
  const [result, retry] = useBeautyPass(props.api, load);
  const { labels, paths } = props;
  if (result.state === 'loading') return <BeautyPassLoading label={labels.loading} />;
  if (result.state === 'failed') return <BeautyPassFailed labels={labels} retry={retry} />;
  if (result.state === 'guest') return <BeautyPassGuest labels={labels} paths={paths} returnTo={paths.dashboard} />;
  return <Dashboard {...props} pass={result.pass} now={now} />;
}

function Dashboard({ pass, now, labels, paths, money, timeZone }: BeautyPassProps & { pass: BeautyPassResponse; now: () => number }) {
  const ids = useId();
  const formats = useMemo(() => beautyPassFormats({ money, timeZone }), [money, timeZone]);
  // The clock is read once per answer: the message and the figures beside it agree.
  const reading = useMemo(() => readTier(pass.tier, now()), [pass.tier, now]);
  const { figures, amountToGo, daysLeft, progress } = reading.context;
  const target = progressTarget(reading);
  const tierName = labels.tiers[figures.tier];
  const { balance, expiring, expiresAt } = pass.points;
  return (
    <div className="bp-dashboard">
      <section className="bp-card" data-tier={figures.tier} aria-label={fill(labels['card.label'], { tier: tierName })}>
        <p className="bp-card__brand">{labels.heading}</p>
        <p className="bp-card__tier">{fill(labels['card.tier'], { tier: tierName })}</p>
        <p className="bp-card__year">{fill(labels['card.since'], { start: formats.date(figures.yearStart), end: formats.date(figures.yearEnd) })}</p>
      </section>

      <p className="bp-message" data-message={reading.message}>{tierMessageText(reading, labels, formats)}</p>

      <section className="bp-panel" aria-labelledby={`${ids}-progress`}>
        <h2 id={`${ids}-progress`}>{labels['progress.heading']}</h2>
        <p id={`${ids}-bar`} className="bp-progress__label">{fill(labels[`progress.${target.kind}`], { tier: labels.tiers[target.tier] })}</p>
        <progress className="bp-progress" data-tier={target.tier} max={100} value={Math.round(progress * 100)} aria-labelledby={`${ids}-bar`} />
        <dl className="bp-figures">
          <div><dt>{labels['progress.spent']}</dt><dd>{formats.money(figures.spend)}</dd></div>
          <div><dt>{labels['progress.toGo']}</dt><dd>{formats.money(amountToGo)}</dd></div>
          <div><dt>{labels['progress.daysLeft']}</dt><dd>{formats.number(daysLeft)}</dd></div>
          <div><dt>{labels['progress.byDate']}</dt><dd>{formats.date(figures.yearEnd)}</dd></div>
        </dl>
      </section>

      <section className="bp-panel" aria-labelledby={`${ids}-points`}>
        <h2 id={`${ids}-points`}>{labels['points.heading']}</h2>
        <dl className="bp-figures">
          <div><dt>{labels['points.balance']}</dt><dd>{formats.number(balance)}</dd></div>
          <div><dt>{labels['points.expiring']}</dt><dd>{expiresAt ? formats.number(expiring) : labels['points.noExpiry']}</dd></div>
          {expiresAt ? <div><dt>{labels['points.expiresOn']}</dt><dd>{formats.date(expiresAt)}</dd></div> : null}
        </dl>
        <p className="bp-note">{labels['points.delay']}</p>
        <p><a href={paths.points}>{labels['points.summaryLink']}</a></p>
      </section>

      <section className="bp-panel bp-perks" aria-labelledby={`${ids}-perks`}>
        <h2 id={`${ids}-perks`}>{fill(labels['perks.heading'], { tier: tierName })}</h2>
        <ul>
          {TIER_PERKS[figures.tier].map((perk) => (
            <li key={perk}>
              <p className="bp-perk__name">{labels[`perk.${perk}.name`]}</p>
              <p className="bp-perk__text">{labels[`perk.${perk}.text`]}</p>
            </li>
          ))}
        </ul>
      </section>

      <nav className="bp-links" aria-label={labels.heading}>
        <a className="button" href={paths.offers}>{labels['links.offers']}</a>
        <a className="button button--secondary" href={paths.rewards}>{labels['links.rewards']}</a>
      </nav>
    </div>
  );
}
