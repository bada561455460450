'use client';

/**
 * Product cards that a server block prepared (card-view.ts). The block renders one `CardSetup` around its
 * cards with the few labels the markup reads (`markupLabels`) and the id prefix, and each `PreparedCard` gets only its view: the labels
 * travel in the page's RSC payload once per block instead of once per card, and no product object or card
 * element tree travels at all. The listing island provides the same setup around its grid.
 */
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { CardView } from './card-view';
import type { CardMarkupLabels } from './labels';
import { CardMarkup } from './ProductCard';

interface Setup {
  labels: CardMarkupLabels;
  idPrefix: string;
}

const CardSetupContext = createContext<Setup | null>(null);

export function CardSetup({ labels, idPrefix, children }: Setup & { children: ReactNode }) {
  const value = useMemo(() => ({ labels, idPrefix }), [labels, idPrefix]);
  return <CardSetupContext value={value}>{children}</CardSetupContext>;
}

export function PreparedCard({ view, eager }: { view: CardView; eager?: boolean }) {
  const setup = use(CardSetupContext);
  if (!setup) throw new Error('PreparedCard must be rendered inside a CardSetup');
  return <CardMarkup view={view} labels={setup.labels} idPrefix={setup.idPrefix} eager={eager} />;
}
