'use client';

/**
 * The `/sandbox/cart` tools beside the bag island: the raw `GET cart/bag` answer (read again whenever the
 * page's bag changes), a button adding a random in-stock product through the page's cart actor (so the bag
 * island and its toasts react as on a product page) and one emptying the bag through the API.
 */
import { useEffect, useState } from 'react';
import type { ApiLocale } from '../account/account-api';
import { browserApiClient } from '../account/account-api';
import { useBagActor, useBagHandle } from '../bag/BagProvider';
import { useActorSelector } from '@/lib/use-actor-selector';
import type { CartActorRef } from '@/flows/bag/bag.machine';

export interface CartCandidate {
  variantId: number;
  name: string;
}

export function SandboxCartTools({ api, candidates }: { api: ApiLocale; candidates: CartCandidate[] }) {
  const handle = useBagHandle();
  const actor = useBagActor();
  useEffect(() => void handle?.start(), [handle]);
  return actor ? <Tools api={api} actor={actor} candidates={candidates} /> : <p role="status">Starting the bag…</p>;
}

function Tools({ api, actor, candidates }: { api: ApiLocale; actor: CartActorRef; candidates: CartCandidate[] }) {
  const bag = useActorSelector(actor, (s) => s.context.bag);
  const [raw, setRaw] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [emptying, setEmptying] = useState(false);

  const [asked, setAsked] = useState(0);
  // The raw answer follows every change of the page's bag (and "Read again").
  useEffect(() => {
    let live = true;
    browserApiClient(api)
      .get('cart/bag')
      .then(
        (body) => live && setRaw(JSON.stringify(body, null, 2)),
        (error: unknown) => live && setRaw(`The read failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    return () => {
      live = false;
    };
  }, [api, bag, asked]);

  const addRandom = () => {
    if (!candidates.length) return setNote('No product of this country is in stock.');
    const pick = candidates[Math.floor(Math.random() * candidates.length)];
    setNote(`Adding ${pick.name} (variant ${pick.variantId}).`);
    actor.send({ type: 'ADD', variantId: pick.variantId, quantity: 1 });
  };

  const empty = async () => {
    setEmptying(true);
    try {
      const { bagApi } = await import('../bag/bag-api');
      const calls = bagApi(api);
      const current = await calls.bag();
      for (const line of current.bag.lines) await calls.remove({ lineId: line.id, moveToWishList: false });
      setNote(`Removed ${current.bag.lines.length} line(s).`);
    } catch (error) {
      setNote(`Emptying failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setEmptying(false);
      actor.send({ type: 'LOAD' });
    }
  };

  return (
    <section aria-labelledby="sandbox-cart-raw">
      <div className="sandbox-row">
        <button type="button" className="button" onClick={addRandom}>Add a random in-stock product</button>
        <button type="button" className="button button--secondary" onClick={empty} disabled={emptying} aria-busy={emptying || undefined}>Empty the bag</button>
        <button type="button" className="button button--secondary" onClick={() => setAsked((n) => n + 1)}>Read again</button>
      </div>
      <p role="status">{note}</p>
      <h2 id="sandbox-cart-raw">GET cart/bag</h2>
      <textarea className="sandbox-json" readOnly rows={20} aria-labelledby="sandbox-cart-raw" value={raw ?? 'Reading…'} />
    </section>
  );
}
