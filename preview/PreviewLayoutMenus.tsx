'use client';

import { useEffect, useState } from 'react';
import { createApiClient, type PreviewOptions } from '@/lib/api-client';
import { fetchPreviewLayout } from './layout-api';

/**
 * What the layouts API serves in preview mode for the editor's options (SPEC §7 preview headers and
 * `user_segments`): the header menus, for checking menus targeted at a segment.
 */
export function PreviewLayoutMenus({ label, options }: { label: string; options: PreviewOptions }) {
  const [menus, setMenus] = useState<string[] | null>(null);
  const segments = (options.selectedUserSegments ?? []).join(',');
  useEffect(() => {
    const abort = new AbortController();
    const previewOptions = { locale: options.locale, country: options.country, selectedUserSegments: segments ? segments.split(',') : [] };
    fetchPreviewLayout(createApiClient({ country: options.country, language: options.locale }), previewOptions, abort.signal)
      .then((layout) => setMenus(layout.headerMenus.map((m) => m.label)))
      .catch(() => setMenus([]));
    return () => abort.abort();
  }, [options.country, options.locale, segments]);
  return (
    <section className="container section" aria-labelledby="preview-layout-api">
      <h2 id="preview-layout-api">{label}</h2>
      {menus ? <ul aria-labelledby="preview-layout-api">{menus.map((m) => <li key={m}>{m}</li>)}</ul> : null}
    </section>
  );
}
