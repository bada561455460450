'use client';
/**
 * Uploads a new image for an image field (issue 18): the file and its title (the alt text shoppers who cannot
 * see it read) go to the content source as an asset (`POST /api/studio/assets`), which the field then links to.
 */
import { useRef, useState } from 'react';
import type { AssetChoice } from './BlockFieldsForm';

export interface UploadedAsset extends AssetChoice {
  url: string;
}

export interface ImageUploadProps {
  /** Unique on the page: the element ids start with it. */
  id: string;
  /** The field's label ("Image"). */
  label: string;
  onUploaded: (asset: UploadedAsset) => void;
}

export function ImageUpload({ id, label, onUploaded }: ImageUploadProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string }>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');

  async function upload() {
    const file = fileInput.current?.files?.[0];
    if (!file) return setMessage({ error: true, text: 'Choose an image file to upload.' });
    if (!title.trim()) return setMessage({ error: true, text: 'Give the image a title: shoppers who cannot see it read it.' });
    const body = new FormData();
    body.set('file', file);
    body.set('title', title);
    setBusy(true);
    setMessage(undefined);
    const answer = await fetch('/api/studio/assets', { method: 'POST', body }).catch(() => undefined);
    setBusy(false);
    const json = (await answer?.json().catch(() => ({}))) as Partial<UploadedAsset> & { message?: string };
    if (!answer?.ok || !json.id) return setMessage({ error: true, text: json?.message ?? 'The studio could not reach the server. Nothing was uploaded.' });
    onUploaded({ id: json.id, title: json.title ?? title, url: json.url ?? '' });
    setMessage({ error: false, text: `\u201c${json.title ?? title}\u201d uploaded and chosen for ${label}.` });
    setTitle('');
    if (fileInput.current) fileInput.current.value = '';
    setOpen(false);
  }

  return (
    <div className="studio-upload">
      <button type="button" aria-expanded={open} aria-controls={`${id}-upload`} onClick={() => setOpen(!open)}>
        Upload a new image for {label}
      </button>
      {open && (
        // A group, not a form: it sits inside the block's form.
        <div id={`${id}-upload`} role="group" aria-label={`New image for ${label}`} className="studio-upload__form">
          <label className="studio-field">
            <span>Image file (PNG, JPEG, WebP, GIF or AVIF, at most 5 MB)</span>
            <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" />
          </label>
          <label className="studio-field">
            <span>Image title (its alt text)</span>
            <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </label>
          <button type="button" onClick={upload} disabled={busy}>
            {busy ? 'Uploading\u2026' : 'Upload image'}
          </button>
        </div>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error-detail' : 'help-block'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
