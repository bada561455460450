// Product photographs from a retailer's catalogue file (migration 0052, docs/catalogue-import.md): an import
// normalises each checked image once — a JPEG on the store's mist background (the drawn images' background), at
// most PHOTO_MAX_SIDE pixels a side, without its metadata (camera, place) — and keeps it in catalog_images under
// the SHA-256 of the bytes the retailer gave. The store serves it from /api/images/catalog/<key>.jpg.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from './context';
import { CATALOG_IMAGE_KEY } from './images';

/** The longest side a stored photograph keeps: twice the product page's 800 px image, for sharp screens. */
export const PHOTO_MAX_SIDE = 1600;
/** The largest photograph an import reads (a studio's full-size export; it is stored far smaller). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
const MIST = '#F5F5F5';

export interface NormalisedPhoto {
  key: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The key of a photograph: the SHA-256 of the bytes as the retailer gave them. */
export const photoKey = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The stored form of a checked image (commerce/media/image-file.ts): JPEG, mist under transparency, no metadata. */
export async function normalisePhoto(bytes: Uint8Array): Promise<NormalisedPhoto> {
  const { data, info } = await sharp(bytes, { failOn: 'truncated' })
    .rotate() // the camera's orientation applied, since the metadata that carried it goes
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: MIST })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { key: photoKey(bytes), bytes: data, width: info.width, height: info.height };
}

/** Keeps photographs; one already kept (the same key) is left as it is. */
export async function storePhotos(db: Queryable, photos: readonly NormalisedPhoto[]): Promise<number> {
  let stored = 0;
  for (const photo of photos) {
    const { rowCount } = await db.query(
      'INSERT INTO catalog_images (key, bytes, width, height) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING',
      [photo.key, photo.bytes, photo.width, photo.height],
    );
    stored += rowCount ?? 0;
  }
  return stored;
}

/** A stored photograph's JPEG bytes, or null when no photograph has that key. */
export async function readPhoto(db: Queryable, key: string): Promise<Buffer | null> {
  if (!CATALOG_IMAGE_KEY.test(key)) return null;
  const { rows } = await db.query<{ bytes: Buffer }>('SELECT bytes FROM catalog_images WHERE key = $1', [key]);
  return rows[0]?.bytes ?? null;
}
