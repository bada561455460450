/**
 * The Beauty Pass pages' static shell (server): prerendered per country and language from params alone, a
 * heading and the page's island; the member's data is the island's (read from the API after hydration).
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import type { BeautyPassProps } from './labels';
import { beautyPassLabels, beautyPassProps } from './server-labels';

type HeadingKey = 'heading' | 'log.heading' | 'rewards.heading';

export function beautyPassMetadata(heading: HeadingKey) {
  return async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
    const { country, lang } = await params;
    const context = pageContextFor(country, lang);
    if (!context) return {};
    return { ...pageMetadata(beautyPassLabels(context)[heading], context.country, context.lang), robots: { index: false } };
  };
}

export async function BeautyPassShell({ params, heading, pageType, island }: {
  params: Promise<LocaleParams>;
  heading: HeadingKey;
  pageType: string;
  island: (props: BeautyPassProps) => ReactNode;
}) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const props = beautyPassProps(context);
  return (
    <div className="container bp-page" data-page-type={pageType}>
      <h1>{props.labels[heading]}</h1>
      {island(props)}
    </div>
  );
}
