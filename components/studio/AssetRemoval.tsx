'use client';
/**
 * Removing an image from the content source (issue 18), beside the image pickers: an image no entry links to any
 * more is unpublished and deleted (`DELETE /api/studio/assets/{id}`); one still in use stays, and the editor is told
 * which entries use it. Removing asks once more before it happens: it cannot be undone.
 */
import { useState } from 'react';
import type { AssetChoice } from './BlockFieldsForm';
import { studioCall } from './api';

export interface AssetRemovalProps {
  assets: readonly AssetChoice[];
  /** The image is gone from the content source: take it out of the pickers. */
  onRemoved: (id: string) => void;
}

export function AssetRemoval({ assets, onRemoved }: AssetRemovalProps) {
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string }>();
  const asset = assets.find((a) => a.id === chosen);

  async function remove() {
    if (!asset) return;
    setBusy(true);
    const answer = await studioCall<{ deleted: string }>('DELETE', `/api/studio/assets/${encodeURIComponent(asset.id)}`);
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) return setMessage({ error: true, text: answer.message });
    onRemoved(asset.id);
    setChosen('');
    setMessage({ error: false, text: `\u201c${asset.title}\u201d was removed.` });
  }

  return (
    <details className="studio-assets">
      <summary>Remove an unused image</summary>
      <p className="studio-help">An image that no entry uses any more can be removed from the content source. This cannot be undone.</p>
      <label className="studio-field">
        <span>Image to remove</span>
        <select
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value);
            setConfirming(false);
            setMessage(undefined);
          }}
        >
          <option value="">Choose an image</option>
          {assets.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title} ({a.id})
            </option>
          ))}
        </select>
      </label>
      {confirming && asset ? (
        <p>
          Remove {`\u201c${asset.title}\u201d`} for good?{' '}
          <button type="button" onClick={remove} disabled={busy}>
            Yes, remove it
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)} disabled={busy}>
            Keep it
          </button>
        </p>
      ) : (
        <button type="button" disabled={!asset || busy} onClick={() => setConfirming(true)}>
          Remove image
        </button>
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'studio-notice studio-notice--error' : 'studio-notice'}>
          {message.text}
        </p>
      )}
    </details>
  );
}
