'use client';
/* eslint-disable @next/next/no-img-element -- thumbnails of the editor’s own assets: the studio needs no optimised images */
/**
 * An image field's editor (issue 33): the chosen image as a thumbnail with its description, and an image library in a
 * dialog to choose another: every image of the content source as a thumbnail (the asset's own url, asked for at a
 * small width where the image service takes one), a search by title and description, and an upload in place (the
 * studio's upload, `ImageUpload`, with its checks and messages), chosen by keyboard or mouse.
 */
import { useEffect, useRef, useState } from 'react';
import type { AssetChoice } from './BlockFieldsForm';
import { ImageUpload, type UploadedAsset } from './ImageUpload';

/** Width of a thumbnail in the library (CSS pixels; asked for at twice that for sharp screens). */
const THUMBNAIL_WIDTH = 120;

/** A small version of an asset's image: Contentful's image service resizes on `w`; other urls are the file itself. */
export function thumbnailUrl(url: string, width = THUMBNAIL_WIDTH * 2): string {
  if (!/^(?:https:)?\/\/images\.ctfassets\.net\//.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export interface AssetLibraryProps {
  /** Unique on the page: the element ids start with it. */
  id: string;
  /** The field's label ("Image"). */
  label: string;
  /** The chosen asset's id. */
  value?: string;
  assets: readonly AssetChoice[];
  required?: boolean;
  readOnly?: boolean;
  /** Shown instead of the controls when read-only (why). */
  help?: string;
  problems?: readonly string[];
  onChange: (assetId: string | undefined) => void;
  /** An image was uploaded (it is chosen for the field too); without it no upload is offered. */
  onUploaded?: (asset: UploadedAsset) => void;
}

export function AssetLibrary({ id, label, value, assets, required, readOnly, help, problems = [], onChange, onUploaded }: AssetLibraryProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const chosen = value ? assets.find((a) => a.id === value) : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    // jsdom has no showModal: the dialog is then only shown.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [open]);

  function close() {
    if (dialog.current?.open && typeof dialog.current.close === 'function') dialog.current.close();
    setOpen(false);
    setQuery('');
  }

  function choose(assetId: string) {
    onChange(assetId);
    close();
  }

  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = assets.filter((a) => {
    const text = `${a.title} ${a.description ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const problemsId = `${id}-problems`;

  return (
    <div className="studio-asset" role="group" aria-labelledby={`${id}-label`} aria-describedby={problems.length ? problemsId : undefined}>
      <span id={`${id}-label`} className="studio-asset__label">
        {label}
        {required ? '*' : ''}
      </span>
      {chosen ? (
        <figure className="studio-asset__chosen">
          {chosen.url && <img src={thumbnailUrl(chosen.url)} alt="" width={THUMBNAIL_WIDTH} />}
          <figcaption>
            <strong>{chosen.title}</strong>
            {chosen.description && <span>{chosen.description}</span>}
          </figcaption>
        </figure>
      ) : value ? (
        <p className="studio-help">The chosen image is not in the library any more (it may have been removed). Choose another.</p>
      ) : (
        <p className="studio-help">No image chosen yet.</p>
      )}
      {readOnly ? (
        help && <p className="studio-help">{help}</p>
      ) : (
        <p className="studio-asset__actions">
          <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {value ? `Change the image for ${label}` : `Choose an image for ${label}`}
          </button>
          {value && !required && (
            <button type="button" onClick={() => onChange(undefined)}>
              Remove the image from {label}
            </button>
          )}
        </p>
      )}
      {problems.length > 0 && (
        <ul id={problemsId} className="error-detail">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {open && (
        <dialog ref={dialog} className="studio-library" aria-labelledby={`${id}-library-heading`} onClose={() => setOpen(false)} onCancel={() => setOpen(false)}>
          <h2 id={`${id}-library-heading`}>Choose an image for {label}</h2>
          <label className="studio-field">
            <span>Search images by title or description</span>
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
          </label>
          <p className="studio-help" aria-live="polite">
            {found.length === assets.length ? `${assets.length} images.` : `${found.length} of ${assets.length} images match \u201c${query.trim()}\u201d.`}
          </p>
          <ul className="studio-library__grid" aria-label="Images">
            {found.map((asset) => (
              <li key={asset.id} className={asset.id === value ? 'is-chosen' : undefined}>
                <button type="button" aria-pressed={asset.id === value} aria-describedby={`${id}-asset-${asset.id}`} onClick={() => choose(asset.id)}>
                  {asset.url ? <img src={thumbnailUrl(asset.url)} alt="" width={THUMBNAIL_WIDTH} loading="lazy" /> : <span className="studio-library__noimage" aria-hidden="true" />}
                  <span>{asset.title}</span>
                </button>
                <span id={`${id}-asset-${asset.id}`} className="studio-library__description">
                  {asset.description}
                </span>
              </li>
            ))}
          </ul>
          {onUploaded && (
            <ImageUpload
              id={`${id}-library`}
              label={label}
              onUploaded={(asset) => {
                onUploaded(asset);
                choose(asset.id);
              }}
            />
          )}
          <p>
            <button type="button" onClick={close}>
              Close without choosing
            </button>
          </p>
        </dialog>
      )}
    </div>
  );
}
