'use client';
import { useFlags } from '../experiments/use-flags';
import { localizedVariable } from '@/lib/experiments/localized-variable';

/** Under the checkout button, for visitors in the `on` variation of the client-only `bag-checkout-reassurance` flag. */
export function CheckoutReassurance({ country, language }: { country: string; language: string }) {
  const flags = useFlags(country);
  if (!flags?.isActive('bag-checkout-reassurance')) return null;
  const text = localizedVariable(flags.variable('bag-checkout-reassurance', 'message'), language);
  return text ? <p className="checkout__reassurance" data-flag="bag-checkout-reassurance">{text}</p> : null;
}
