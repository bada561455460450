'use client';

/**
 * What the shopper chooses beside products: gifts with purchase ("N of M selected"), free samples (up to the
 * country's limit; "Samples or rewards not available" with the restock text when none is left) and Beauty
 * Pass rewards in two tabs (up to 499 points; 500 and above) — a guest is asked to sign in or register, a
 * member sees the balance and redeems one. A sold-out sample or reward says "Not available" and the restock
 * text (SPEC §8) in place of its button.
 */
import Image from 'next/image';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Bag } from '@/schemas/api/bag';
import { fill } from '@/lib/i18n/plural-templates';
import type { Rewards, Samples } from './bag-types';
import type { BagLabels } from './labels';
import type { Read } from './use-bag';
import { tabKeyTarget } from '@/lib/tab-keys';
import { SoldOut, soldOutLabels, type SoldOutLabels } from './SoldOut';

interface Choice {
  key: string;
  name: string;
  brand: string;
  image: { url: string };
  detail?: string;
  chosen: boolean;
  available: boolean;
  /** None left in stock (not merely over a limit): says so with the restock text (SPEC §8). */
  soldOut?: boolean;
}

/** A grid of choices, each with its action button ("Choose", "Add", "Redeem") or its state. */
function ChoiceGrid({ items, action, chosen, unavailable, soldOut, disabled, onChoose }: {
  items: Choice[];
  action: string;
  chosen: string;
  unavailable: string;
  soldOut?: SoldOutLabels;
  disabled: boolean;
  onChoose: (key: string) => void;
}) {
  return (
    <ul className="choice-grid">
      {items.map((item) => (
        <li key={item.key} className="choice" data-chosen={item.chosen || undefined}>
          <Image className="choice__image" src={item.image.url} width={80} height={80} alt="" unoptimized />
          <p className="choice__brand">{item.brand}</p>
          <p className="choice__name">{item.name}</p>
          {item.detail ? <p className="choice__detail">{item.detail}</p> : null}
          {item.chosen ? (
            <p className="choice__state">{chosen}</p>
          ) : item.soldOut && soldOut ? (
            <SoldOut labels={soldOut} className={{ state: 'choice__state choice__state--muted', restock: 'choice__restock' }} />
          ) : item.available ? (
            <button type="button" className="button button--secondary" disabled={disabled} aria-label={`${action}: ${item.name}`} onClick={() => onChoose(item.key)}>
              {action}
            </button>
          ) : (
            <p className="choice__state choice__state--muted">{unavailable}</p>
          )}
        </li>
      ))}
    </ul>
  );
}


export function GiftChoices({ bag, labels, busy, onChoose }: { bag: Bag; labels: BagLabels; busy: boolean; onChoose: (variantId: number, promotionId: string) => void }) {
  const headingId = useId();
  if (!bag.gifts.length) return null;
  return (
    <section className="bag-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{labels['gifts.heading']}</h2>
      {bag.gifts.map((gift) => (
        <div key={gift.promotionId} className="gift-choice">
          <p className="gift-choice__title">{gift.title}</p>
          <p className="gift-choice__count" aria-live="polite">{fill(labels['gifts.selected'], { selected: gift.selected, max: gift.max })}</p>
          <ChoiceGrid
            items={gift.options.map((o) => ({ key: String(o.variantId), name: o.name, brand: o.brand.name, image: o.image, chosen: o.selected, available: gift.selected < gift.max }))}
            action={labels['gifts.choose']}
            chosen={labels['gifts.chosen']}
            unavailable=""
            disabled={busy}
            onChoose={(key) => onChoose(Number(key), gift.promotionId)}
          />
        </div>
      ))}
    </section>
  );
}

export function SampleChoices({ samples, labels, busy, onAdd }: { samples: Read<Samples>; labels: BagLabels; busy: boolean; onAdd: (sku: string) => void }) {
  const headingId = useId();
  if (samples.state !== 'ready') return null;
  const { items, selected, limit } = samples.data;
  const anyLeft = items.some((s) => s.available || s.selected);
  return (
    <section className="bag-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{labels['samples.heading']}</h2>
      <p aria-live="polite">{fill(labels['samples.selected'], { selected, limit })}</p>
      {anyLeft ? (
        <ChoiceGrid
          items={items.map((s) => ({ key: s.sku, name: s.name, brand: s.brand.name, image: s.image, chosen: s.selected, available: s.available && selected < limit, soldOut: !s.available }))}
          action={labels['samples.add']}
          chosen={labels['samples.added']}
          unavailable={labels['samples.unavailable']}
          soldOut={soldOutLabels(labels)}
          disabled={busy}
          onChoose={onAdd}
        />
      ) : (
        <p className="bag-notice">{labels['message.notAvailable']}. {labels['message.restock']}</p>
      )}
    </section>
  );
}

const TABS = [
  { group: 'under_500', label: 'rewards.under500' },
  { group: 'from_500', label: 'rewards.from500' },
] as const;

export function RewardChoices({ rewards, labels, busy, formatNumber, signInHref, signUpHref, onRedeem }: {
  rewards: Read<Rewards>;
  labels: BagLabels;
  busy: boolean;
  formatNumber: (value: number) => string;
  signInHref: string;
  signUpHref: string;
  onRedeem: (rewardId: string) => void;
}) {
  const baseId = useId();
  const [tab, setTab] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (rewards.state !== 'ready') return null;
  const { items, balance, signedIn } = rewards.data;
  // Arrow keys move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabKeyTarget(event.key, tab, TABS.length);
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };
  const group = TABS[tab].group;
  const shown = items.filter((r) => r.group === group);
  return (
    <section className="bag-section rewards" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{labels['rewards.heading']}</h2>
      {signedIn && balance !== null ? (
        <p className="rewards__balance">{fill(labels['rewards.balance'], { points: formatNumber(balance) })}</p>
      ) : (
        <p className="rewards__guest">
          {labels['message.signInToRedeem']}{' '}
          <a href={signInHref}>{labels['rewards.signIn']}</a> · <a href={signUpHref}>{labels['rewards.register']}</a>
        </p>
      )}
      <p className="rewards__rules">{labels['rewards.rules']}</p>
      <div role="tablist" aria-labelledby={`${baseId}-heading`} className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((t, index) => (
          <button
            key={t.group}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === tab ? 0 : -1}
            className="tabs__tab"
            onClick={() => setTab(index)}
          >
            {labels[t.label]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className="tabs__panel">
        {shown.length ? (
          <ChoiceGrid
            items={shown.map((r) => ({
              key: r.id,
              name: r.title,
              brand: r.brand.name,
              image: r.image,
              detail: fill(labels['line.points'], { points: formatNumber(r.points) }),
              chosen: r.selected,
              available: signedIn && r.available && (balance ?? 0) >= r.points,
              soldOut: !r.available,
            }))}
            action={labels['rewards.redeem']}
            chosen={labels['rewards.inBag']}
            unavailable={signedIn ? labels['samples.unavailable'] : ''}
            soldOut={soldOutLabels(labels)}
            disabled={busy}
            onChoose={onRedeem}
          />
        ) : (
          <p>{labels['rewards.empty']}</p>
        )}
      </div>
    </section>
  );
}
