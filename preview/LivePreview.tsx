'use client';

import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { ContentfulLivePreview } from '@contentful/live-preview';
import { ContentfulLivePreviewProvider } from '@contentful/live-preview/react';
import { CONTENTFUL_APP_ORIGINS } from '@/lib/contentful-app-origins';

/**
 * Contentful's web apps that may show the preview. Named, because without them the SDK guesses the frame's parent from
 * the referrer and throws during render in any other frame, such as the studio's own preview frame
 * (`/studio/pages/{id}`); with them, its messages to a parent of another origin are simply dropped.
 */
const TARGET_ORIGINS = [...CONTENTFUL_APP_ORIGINS];

/**
 * Contentful Live Preview for the preview pages (the preview layout only; shoppers' pages never load it). Inside
 * Contentful's own web app, whose preview pane shows the page in a frame, the SDK connects to the editor: inspector
 * mode lets the editor click a tagged element (`renderer/inspector.ts`) to open its field, and live updates report
 * each save. Outside such a frame the SDK stays idle.
 */
export function LivePreview({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <ContentfulLivePreviewProvider locale={locale} enableInspectorMode enableLiveUpdates targetOrigin={TARGET_ORIGINS}>
      <RefreshOnSave />
      {children}
    </ContentfulLivePreviewProvider>
  );
}

/**
 * Blocks render on the server (with their `resolveData`), so the SDK's in-browser merge of unsaved edits
 * (`useContentfulLiveUpdates`) has no block data to work on. Instead, when the editor saves (Contentful autosaves
 * a draft while the editor types) an entry this page shows, the page is rendered again from the saved draft.
 */
function RefreshOnSave() {
  const router = useRouter();
  useEffect(() => subscribeToSaves(() => router.refresh()), [router]);
  return null;
}

/**
 * Calls `refresh` for every save of an entry the page shows: the SDK's save event, which with inspector mode on
 * passes only the entries tagged on the page. A no-op outside Contentful's frame.
 */
export function subscribeToSaves(refresh: () => void): () => void {
  if (!ContentfulLivePreview.liveUpdatesEnabled || !ContentfulLivePreview.saveEvent) return () => {};
  return ContentfulLivePreview.subscribe('save', { callback: () => refresh() });
}
