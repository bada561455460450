'use client';

/**
 * The `/rewards` island (issue 9, SPEC §2 "rewards boutique"): the country's rewards in two groups (up to 499
 * points; 500 and above) with their points and stock state. A product reward shows the product it is; a service
 * (the makeover) has no "Redeem": it says it is booked and redeemed at a store, and links to the stores. "Redeem" goes through the page's cart actor — the
 * same call and service as the bag's reward tab — so the bag, its messages (SPEC §8) and the header follow;
 * the list (the page's `rewards` query) is read again once the bag has answered. A guest sees the rewards and is asked to sign in or
 * register (SPEC §6).
 */
import Image from 'next/image';
import { useId, useMemo, useState } from 'react';
import type { CartActorRef } from '@/flows/bag/bag.machine';
import { fill } from '@/lib/i18n/plural-templates';
import { apiKey, pathKey } from '@/lib/api-client/query-keys';
import { loadState, useApiQuery, useIslandQueryClient } from '../query/use-api-query';
import { withQuery } from '../account/location';
import { useBagHandle } from '../bag/BagProvider';
import type { Rewards } from '../bag/bag-types';
import { BeautyPassFailed, BeautyPassLoading } from './BeautyPassDashboard';
import { beautyPassFormats } from './format';
import type { BeautyPassProps } from './labels';
import { SoldOut } from '../bag/SoldOut';

type Reward = Rewards['items'][number];

export interface RewardsBoutiqueProps extends BeautyPassProps {
  /** Tests and stories pass their own calls; the page reads `rewards` and redeems through the page's bag. */
  read?: (signal: AbortSignal) => Promise<Rewards>;
  redeem?: (rewardId: string) => Promise<void>;
}

/** Sends the redemption to the cart actor (starting it if need be) and waits for the bag's answer. */
export async function redeemThroughBag(start: () => Promise<CartActorRef>, rewardId: string): Promise<void> {
  const actor = await start();
  actor.send({ type: 'REDEEM_REWARD', rewardId });
  if (!actor.getSnapshot().matches('redeemingReward')) return;
  await new Promise<void>((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('redeemingReward')) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

const GROUPS = [
  { group: 'under_500', label: 'rewards.under500' },
  { group: 'from_500', label: 'rewards.from500' },
] as const;

export function RewardsBoutique({ read, redeem, ...props }: RewardsBoutiqueProps) {
  const { labels, paths, api, money, timeZone } = props;
  const bag = useBagHandle();
  const [redeeming, setRedeeming] = useState<string | null>(null);
  const formats = useMemo(() => beautyPassFormats({ money, timeZone }), [money, timeZone]);
  const client = useIslandQueryClient();
  const key = apiKey('rewards', api);
  const query = useApiQuery(key, read ?? ((signal: AbortSignal) => import('./beauty-pass-api').then(({ beautyPassApi }) => beautyPassApi(api).rewards(signal))));
  const load = loadState(query);

  if (load.state === 'loading') return <BeautyPassLoading label={labels.loading} />;
  if (load.state === 'failed') return <BeautyPassFailed labels={{ ...labels, loadFailed: labels['rewards.loadFailed'] }} retry={() => void query.refetch()} />;

  const { items, balance, signedIn } = load.data;
  const onRedeem = async (reward: Reward) => {
    setRedeeming(reward.id);
    try {
      if (redeem) await redeem(reward.id);
      else if (bag) await redeemThroughBag(bag.start, reward.id);
    } finally {
      setRedeeming(null);
      // The bag answered (or refused): the list's balance and "in bag" follow it.
      void client.invalidateQueries({ queryKey: pathKey('rewards') });
    }
  };
  const returnTo = paths.rewards;
  const inBag = items.some((r) => r.selected);
  return (
    <div className="bp-boutique">
      <p className="bp-boutique__intro">{labels['rewards.intro']}</p>
      <p className="bp-boutique__rules">{labels['rewards.rules']}</p>
      {signedIn && balance !== null ? (
        <p className="bp-boutique__balance">{fill(labels['rewards.balance'], { points: formats.number(balance) })}</p>
      ) : (
        <p className="bp-boutique__guest">
          {labels['rewards.signInPrompt']}{' '}
          <a href={withQuery(paths.signIn, { return_to: returnTo })}>{labels['guest.signIn']}</a> ·{' '}
          <a href={withQuery(paths.signUp, { return_to: returnTo })}>{labels['guest.register']}</a>
        </p>
      )}
      {inBag ? <p><a href={paths.cart}>{labels['rewards.viewBag']}</a></p> : null}
      {GROUPS.map(({ group, label }) => (
        <RewardGroup
          key={group}
          heading={labels[label]}
          rewards={items.filter((r) => r.group === group)}
          labels={labels}
          formats={formats}
          signedIn={signedIn}
          balance={balance ?? 0}
          rewardInBag={inBag}
          redeeming={redeeming}
          onRedeem={onRedeem}
          stores={paths.stores}
        />
      ))}
    </div>
  );
}

function RewardGroup({ heading, rewards, labels, formats, signedIn, balance, rewardInBag, redeeming, onRedeem, stores }: {
  heading: string;
  /** Where a service reward is booked and redeemed. */
  stores: string;
  rewards: Reward[];
  labels: BeautyPassProps['labels'];
  formats: ReturnType<typeof beautyPassFormats>;
  signedIn: boolean;
  balance: number;
  /** A reward is already in the bag (SPEC §5: one per transaction). */
  rewardInBag: boolean;
  redeeming: string | null;
  onRedeem: (reward: Reward) => void;
}) {
  const headingId = useId();
  const unavailableReason = (reward: Reward) =>
    rewardUnavailableReason(labels, { rewardInBag, balance, cost: reward.points, missing: formats.number(reward.points - balance) });
  return (
    <section className="bp-rewards" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {rewards.length ? (
        <ul className="bp-rewards__grid">
          {rewards.map((reward) => {
            const points = formats.number(reward.points);
            return (
              <li key={reward.id} className="bp-reward" data-available={reward.available || undefined}>
                <Image className="bp-reward__image" src={reward.image.url} width={160} height={160} alt="" unoptimized />
                <p className="bp-reward__brand">{reward.brand.name}</p>
                <h3 className="bp-reward__name">{reward.title}</h3>
                {/* The product the reward is (its own name beside the boutique's title). */}
                {reward.kind === 'product' && reward.name !== reward.title ? <p className="bp-reward__product">{reward.name}</p> : null}
                <p className="bp-reward__points">{fill(labels['rewards.cost'], { points })}</p>
                {reward.available ? (
                  <p className="bp-reward__stock" data-state="available">{labels['rewards.inStock']}</p>
                ) : (
                  <SoldOut labels={labels.soldOut} className={{ state: 'bp-reward__stock', restock: 'bp-reward__note' }} />
                )}
                {reward.kind === 'service' ? (
                  // A service is no bag product: it is booked and redeemed at a store, so there is nothing to put in the bag.
                  <p className="bp-reward__note">
                    {labels['rewards.inStore']} <a href={stores}>{labels['rewards.findStore']}</a>
                  </p>
                ) : reward.clickAndCollect ? null : <p className="bp-reward__note">{labels['rewards.notForCollect']}</p>}
                {reward.kind === 'service' ? null : reward.selected ? (
                  <p className="bp-reward__state">{labels['rewards.inBag']}</p>
                ) : signedIn && reward.available ? (
                  <RedeemButton reward={reward} reason={unavailableReason(reward)} points={points} labels={labels} redeeming={redeeming} onRedeem={onRedeem} reasonId={`${headingId}-${reward.id}-reason`} />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{labels['rewards.empty']}</p>
      )}
    </section>
  );
}

/**
 * Why a member cannot redeem an available reward now, in words, or null when they can: another reward is in
 * the bag (one per transaction), or the balance is short (by `missing`, formatted).
 */
export function rewardUnavailableReason(labels: BeautyPassProps['labels'], { rewardInBag, balance, cost, missing }: { rewardInBag: boolean; balance: number; cost: number; missing: string }): string | null {
  if (rewardInBag) return labels['rewards.oneInBag'];
  if (balance < cost) return fill(labels['rewards.needMore'], { points: missing });
  return null;
}

/** "Redeem", disabled with its reason beside it (and named by it for assistive technology) when it cannot be. */
function RedeemButton({ reward, reason, reasonId, points, labels, redeeming, onRedeem }: {
  reward: Reward;
  reason: string | null;
  reasonId: string;
  points: string;
  labels: BeautyPassProps['labels'];
  redeeming: string | null;
  onRedeem: (reward: Reward) => void;
}) {
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={redeeming !== null || reason !== null}
        aria-label={fill(labels['rewards.redeemLabel'], { name: reward.title, points })}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => onRedeem(reward)}
      >
        {redeeming === reward.id ? labels['rewards.redeeming'] : labels['rewards.redeem']}
      </button>
      {reason ? <p id={reasonId} className="bp-reward__reason">{reason}</p> : null}
    </>
  );
}
