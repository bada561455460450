'use client';
/**
 * The preview options beside the studio's preview frame (SPEC §3: country, language, user segments): the frame
 * shows the saved draft as a visitor of that country, language and segments gets it. The same options as the
 * preview pages' picker (preview/PreviewOptionsPicker.tsx: the store's countries and languages, the store's user
 * segments); here they change the frame at once instead of reloading the page.
 */
import type { UserSegmentChoice } from './SegmentBlocksFields';
import { OptionList } from './OptionList';

/**
 * A country of the preview options (the picker's `PreviewCountryOption`; components/ may not import preview/),
 * each language with the content locale it stands for (`th` in TH: th-TH).
 */
export interface StudioPreviewCountry {
  code: string;
  name: string;
  defaultLanguage: string;
  languages: { code: string; name: string; locale: string }[];
}

export interface StudioPreviewChoice {
  locale: string;
  segments: string[];
}

export interface StudioPreviewOptionsProps {
  countries: StudioPreviewCountry[];
  segments: UserSegmentChoice[];
  value: StudioPreviewChoice;
  onChange: (value: StudioPreviewChoice) => void;
}

/** The country of a locale among the options (the first one serving it). */
export const countryOfLocale = (countries: readonly StudioPreviewCountry[], locale: string) => countries.find((c) => c.languages.some((l) => l.locale === locale));

export function StudioPreviewOptions({ countries, segments, value, onChange }: StudioPreviewOptionsProps) {
  const country = countryOfLocale(countries, value.locale) ?? countries[0];
  if (!country) return null;
  const changeCountry = (code: string) => {
    const next = countries.find((c) => c.code === code);
    const lang = next?.languages.find((l) => l.code === next.defaultLanguage) ?? next?.languages[0];
    if (lang) onChange({ ...value, locale: lang.locale });
  };
  const order = segments.map((s) => s.id);
  const toggle = (id: string, on: boolean) =>
    onChange({ ...value, segments: (on ? [...value.segments, id] : value.segments.filter((s) => s !== id)).sort((a, b) => order.indexOf(a) - order.indexOf(b)) });

  return (
    <form className="studio-preview-options" aria-label="Preview as" onSubmit={(e) => e.preventDefault()}>
      <label>
        <span>Country</span>
        <select value={country.code} onChange={(e) => changeCountry(e.target.value)}>
          <OptionList options={countries.map((c) => ({ value: c.code, label: c.name }))} />
        </select>
      </label>
      <label>
        <span>Language</span>
        <select value={value.locale} onChange={(e) => onChange({ ...value, locale: e.target.value })}>
          {country.languages.map((l) => (
            <option key={l.locale} value={l.locale}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>User segments (none ticked: a visitor in no segment)</legend>
        {segments.map((s) => (
          <label key={s.id} className="studio-check">
            <input type="checkbox" checked={value.segments.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
            {s.name}
          </label>
        ))}
      </fieldset>
    </form>
  );
}

/** The frame's address: the studio's preview route for the page's slug, locale and segments (`v` reloads it after a save). */
export function studioPreviewSrc(slug: string, choice: StudioPreviewChoice, version: number): string {
  const query = new URLSearchParams({ slug, locale: choice.locale });
  if (choice.segments.length) query.set('user_segments', choice.segments.join(','));
  query.set('v', String(version));
  return `/api/studio/preview?${query.toString().replace(/%2C/g, ',')}`;
}
