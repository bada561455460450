// Asset files, as Contentful's upload API and asset processing take them (what `contentful-management`
// sends for `upload.create`, `asset.createFromFiles` and `asset.processForAllLocales`):
//   - POST `uploads` with the raw bytes keeps them in `<dataDir>/uploads/<id>` and answers an Upload;
//   - an asset's draft names its file per locale with `uploadFrom` (a link to the upload);
//   - PUT `assets/{id}/files/{locale}/process` copies the bytes to `<dataDir>/files/<asset>/<fileName>`, reads an
//     image's width and height (image-size) and gives the file its `url`: `<filesPrefix>/<asset>/<fileName>`,
//     a path of the store, which serves it from `GET /files/<asset>/<fileName>` here (no token: like Contentful's
//     asset CDN, whose URLs are public).
// Nothing leaves the machine.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { imageSize } from 'image-size';
import { ApiError, badRequest, notFound, validationFailed } from './errors';
import type { ContentStore } from './store';
import type { StoredEntity } from './types';
import { isPlainObject } from './validate';
import { link } from './views';

/** Largest upload accepted (Contentful's own limit is far larger; the studio's images are far smaller). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Where the store serves processed files: the url a processed file gets starts with it. */
export const DEFAULT_FILES_PREFIX = '/cms/uploads';

const UPLOAD_ID = /^[A-Za-z0-9]{22}$/;

const newUploadId = () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(22)].map((b) => alphabet[b % alphabet.length]).join('');
};

/** A file name safe in a path and a URL: letters, digits, dots, dashes and underscores. */
export function safeFileName(name: string): string {
  const cleaned = path.basename(name).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  return cleaned.slice(-100) || 'file';
}

async function readBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'RequestEntityTooLarge', `An upload has at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function uploadJson(id: string, store: ContentStore, createdAt: Date) {
  return {
    sys: {
      type: 'Upload',
      id,
      space: link('Space', store.space.spaceId),
      createdAt: createdAt.toISOString(),
      expiresAt: new Date(createdAt.getTime() + 24 * 3600 * 1000).toISOString(),
    },
  };
}

/** POST `uploads`: keeps the bytes and answers the Upload that an asset's file links to. */
export async function createUpload(req: IncomingMessage, dataDir: string, store: ContentStore) {
  const bytes = await readBytes(req);
  if (bytes.length === 0) throw badRequest('An upload needs the file\u2019s bytes as the request body.');
  const id = newUploadId();
  await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', id), bytes);
  return uploadJson(id, store, new Date());
}

/** GET `uploads/{id}`. */
export async function getUpload(id: string, dataDir: string, store: ContentStore) {
  if (!UPLOAD_ID.test(id)) throw notFound('Upload', id);
  const found = await stat(path.join(dataDir, 'uploads', id)).catch(() => undefined);
  if (!found) throw notFound('Upload', id);
  return uploadJson(id, store, found.mtime);
}

/**
 * The fields of an asset as sent: a title, a description and a file per locale, each file with its content type,
 * its file name and either the upload it comes from or (processed) its url.
 */
export function assetFieldProblems(fields: unknown): { name: string; path: (string | number)[]; details: string }[] {
  if (!isPlainObject(fields)) return [{ name: 'type', path: ['fields'], details: 'fields is an object of fields, each keyed by locale' }];
  const problems: { name: string; path: (string | number)[]; details: string }[] = [];
  for (const [name, values] of Object.entries(fields)) {
    if (!['title', 'description', 'file'].includes(name)) problems.push({ name: 'unknown', path: ['fields', name], details: 'An asset has title, description and file.' });
    else if (!isPlainObject(values)) problems.push({ name: 'type', path: ['fields', name], details: `${name} is keyed by locale` });
    else if (name === 'file') {
      for (const [locale, file] of Object.entries(values)) {
        const ok =
          isPlainObject(file) &&
          typeof file.contentType === 'string' &&
          typeof file.fileName === 'string' &&
          (typeof file.url === 'string' || (isPlainObject(file.uploadFrom) && isPlainObject(file.uploadFrom.sys) && typeof file.uploadFrom.sys.id === 'string'));
        if (!ok) problems.push({ name: 'type', path: ['fields', 'file', locale], details: 'A file has contentType, fileName and uploadFrom (a link to an upload) or url.' });
      }
    } else {
      for (const [locale, text] of Object.entries(values)) {
        if (typeof text !== 'string') problems.push({ name: 'type', path: ['fields', name, locale], details: `${name} is text` });
      }
    }
  }
  return problems;
}

/** PUT `assets/{id}/files/{locale}/process`: the locale's uploaded file becomes the asset's file, with its url. */
export async function processAssetFile(asset: StoredEntity, locale: string, version: string | undefined, ctx: { dataDir: string; filesPrefix: string; store: ContentStore }) {
  const file = asset.draft.fields.file?.[locale];
  if (!isPlainObject(file)) throw validationFailed([{ name: 'required', path: ['fields', 'file', locale], details: `The asset has no file in ${locale}.` }]);
  if (typeof file.url === 'string' && !file.uploadFrom) return asset; // already processed
  const uploadId = (file.uploadFrom as { sys?: { id?: unknown } } | undefined)?.sys?.id;
  if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId)) throw validationFailed([{ name: 'invalid', path: ['fields', 'file', locale, 'uploadFrom'], details: 'Unknown upload.' }]);
  const source = path.join(ctx.dataDir, 'uploads', uploadId);
  const bytes = await readFile(source).catch(() => undefined);
  if (!bytes) throw validationFailed([{ name: 'invalid', path: ['fields', 'file', locale, 'uploadFrom'], details: `Upload ${uploadId} does not exist (expired or never made).` }]);
  const fileName = safeFileName(String(file.fileName));
  const contentType = String(file.contentType);
  let image: { width: number; height: number } | undefined;
  if (contentType.startsWith('image/')) {
    try {
      const size = imageSize(bytes);
      if (size.width && size.height) image = { width: size.width, height: size.height };
    } catch {
      throw validationFailed([{ name: 'invalid', path: ['fields', 'file', locale], details: `The file is not a ${contentType} image the server can read.` }]);
    }
  }
  const folder = path.join(ctx.dataDir, 'files', asset.id);
  await mkdir(folder, { recursive: true });
  await copyFile(source, path.join(folder, fileName));
  const processed = {
    url: `${ctx.filesPrefix}/${encodeURIComponent(asset.id)}/${encodeURIComponent(fileName)}`,
    fileName,
    contentType,
    details: { size: bytes.length, ...(image ? { image } : {}) },
  };
  return ctx.store.setAssetFile(asset.id, locale, version, processed);
}

/** A deleted asset's processed files (`<dataDir>/files/<asset>/`) go with it; seeded files in public/ are not the server's. */
export async function deleteAssetFiles(dataDir: string, assetId: string): Promise<void> {
  if (safeFileName(assetId) !== assetId) return;
  await rm(path.join(dataDir, 'files', assetId), { recursive: true, force: true });
}

/** GET `files/{asset}/{fileName}`: a processed file's bytes, or undefined when there is none. */
export async function readAssetFile(dataDir: string, assetId: string, fileName: string, store: ContentStore): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  if (safeFileName(fileName) !== fileName || !store.asset(assetId)) return undefined;
  const entity = store.asset(assetId)!;
  const files = [entity.draft.fields.file, entity.published?.fields.file].flatMap((f) => Object.values(f ?? {}));
  const known = files.find((f) => isPlainObject(f) && f.fileName === fileName) as { contentType?: string } | undefined;
  if (!known) return undefined;
  const bytes = await readFile(path.join(dataDir, 'files', assetId, fileName)).catch(() => undefined);
  return bytes && { bytes, contentType: known.contentType ?? 'application/octet-stream' };
}
