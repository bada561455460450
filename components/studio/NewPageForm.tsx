'use client';
/** `/studio`'s "New landing page": slug, English title and countries; opens the new draft in the editor. */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { slugProblem } from '@/lib/studio/page-fields';
import { studioCall, type StudioEntryView } from './api';

export function NewPageForm({ countries }: { countries: { code: string; name: string }[] }) {
  const [error, setError] = useState<string>();
  /** The studio's own messages beside the fields (never the browser's bubble). */
  const [fieldErrors, setFieldErrors] = useState<{ slug?: string; title?: string }>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const slug = String(data.get('slug') ?? '').trim();
    const problems = { slug: slugProblem(slug, []), title: String(data.get('title') ?? '').trim() ? undefined : 'The title is required.' };
    setFieldErrors(problems);
    if (problems.slug || problems.title) return;
    setBusy(true);
    setError(undefined);
    const created = await studioCall<StudioEntryView>('POST', '/api/studio/pages', {
      slug,
      title: String(data.get('title') ?? ''),
      countries: data.getAll('countries').map(String),
    });
    setBusy(false);
    if (!created.ok) return setError(created.message);
    router.push(`/studio/pages/${encodeURIComponent(created.value.id)}`);
  }

  return (
    <form className="studio-new" onSubmit={onSubmit} aria-labelledby="studio-new-heading" noValidate>
      <h2 id="studio-new-heading">New landing page</h2>
      <label className="studio-field">
        <span>Slug (the page opens at /pages/slug)</span>
        <input name="slug" required autoComplete="off" aria-invalid={fieldErrors.slug ? true : undefined} aria-describedby={fieldErrors.slug ? 'studio-new-slug-error' : undefined} />
        {fieldErrors.slug && (
          <span id="studio-new-slug-error" className="studio-field-error">
            {fieldErrors.slug}
          </span>
        )}
      </label>
      <label className="studio-field">
        <span>Title (en-SG)</span>
        <input name="title" required autoComplete="off" aria-invalid={fieldErrors.title ? true : undefined} aria-describedby={fieldErrors.title ? 'studio-new-title-error' : undefined} />
        {fieldErrors.title && (
          <span id="studio-new-title-error" className="studio-field-error">
            {fieldErrors.title}
          </span>
        )}
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
