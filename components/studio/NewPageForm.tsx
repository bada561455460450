'use client';
/** `/studio`'s "New landing page": slug, English title and countries; opens the new draft in the editor. */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { studioCall, type StudioEntryView } from './api';

export function NewPageForm({ countries }: { countries: { code: string; name: string }[] }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    const created = await studioCall<StudioEntryView>('POST', '/api/studio/pages', {
      slug: String(data.get('slug') ?? ''),
      title: String(data.get('title') ?? ''),
      countries: data.getAll('countries').map(String),
    });
    setBusy(false);
    if (!created.ok) return setError(created.message);
    router.push(`/studio/pages/${encodeURIComponent(created.value.id)}`);
  }

  return (
    <form className="studio-new" onSubmit={onSubmit} aria-labelledby="studio-new-heading">
      <h2 id="studio-new-heading">New landing page</h2>
      <label className="studio-field">
        <span>Slug (the page opens at /pages/slug)</span>
        <input name="slug" required pattern="[a-z0-9]+(-[a-z0-9]+)*" autoComplete="off" />
      </label>
      <label className="studio-field">
        <span>Title (en-SG)</span>
        <input name="title" required autoComplete="off" />
      </label>
      <fieldset>
        <legend>Countries (none: every country)</legend>
        {countries.map((c) => (
          <label key={c.code} className="studio-check">
            <input type="checkbox" name="countries" value={c.code} /> {c.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={busy}>
        Create page
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
