'use client';

import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { languageCookieValue, setBrowserCookie } from '@/lib/cookies';
import { parseSegments, previewOptionsUrl } from './options';

const noSubscription = () => () => {};

/**
 * True inside the studio's preview frame (a page of the same origin under /studio frames this one): the studio shows
 * its own preview options beside the frame, so the page's would say the same twice. Contentful's web app frames
 * previews from another origin, where reading the parent's location throws: the options stay there.
 */
function framedByStudio(): boolean {
  try {
    return window.self !== window.top && window.parent.location.pathname.startsWith('/studio');
  } catch {
    return false;
  }
}

export interface PreviewCountryOption {
  code: string;
  name: string;
  defaultLanguage: string;
  languages: { code: string; name: string }[];
}

export interface PreviewOptionsPickerProps {
  labels: { legend: string; country: string; language: string; segments: string; apply: string };
  countries: PreviewCountryOption[];
  current: { country: string; lang: string };
  segments: { id: string; name: string }[];
}

/**
 * The preview options (SPEC §3: country, language, user segments). Applying them reloads the preview page
 * as the language switcher and country selector do (cookies, `language` query) with the segments in
 * `user_segments`, so the server renders the drafts for that audience.
 */
export function PreviewOptionsPicker({ labels, countries, current, segments }: PreviewOptionsPickerProps) {
  const [country, setCountry] = useState(current.country);
  const [lang, setLang] = useState(current.lang);
  // The segments previewed now are in the page's `user_segments` (read after hydration); edits replace them.
  const inUrl = useSyncExternalStore(noSubscription, () => new URLSearchParams(window.location.search).get('user_segments') ?? '', () => '');
  const [edited, setEdited] = useState<string[] | null>(null);
  const inStudio = useSyncExternalStore(noSubscription, framedByStudio, () => false);
  const selected = edited ?? parseSegments(inUrl);
  const chosen = countries.find((c) => c.code === country) ?? countries[0];

  const changeCountry = (code: string) => {
    setCountry(code);
    const next = countries.find((c) => c.code === code);
    if (next && !next.languages.some((l) => l.code === lang)) setLang(next.defaultLanguage);
  };
  const toggle = (id: string, on: boolean) => setEdited(on ? [...selected, id] : selected.filter((s) => s !== id));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (country !== current.country) setBrowserCookie('country', country);
    setBrowserCookie('language', languageCookieValue(lang));
    window.location.assign(previewOptionsUrl(window.location.pathname, { lang, defaultLang: chosen.defaultLanguage, segments: selected }));
  };

  if (inStudio) return null;
  return (
    <form className="preview-options" aria-label={labels.legend} onSubmit={apply}>
      <label>
        {labels.country}
        <select value={country} onChange={(e) => changeCountry(e.target.value)}>
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </label>
      <label>
        {labels.language}
        <select value={lang} onChange={(e) => setLang(e.target.value)}>
          {chosen.languages.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
        </select>
      </label>
      <fieldset>
        <legend>{labels.segments}</legend>
        {segments.map((s) => (
          <label key={s.id}>
            <input type="checkbox" checked={selected.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
            {s.name}
          </label>
        ))}
      </fieldset>
      <button type="submit">{labels.apply}</button>
    </form>
  );
}
