// The photographs a catalogue file names (docs/catalogue-import.md): each distinct source — a file's path, read
// relative to the catalogue file, or an http(s) URL the machine can reach — is read once, checked as the studio
// checks an upload (commerce/media/image-file.ts: a raster image that decodes whole, no SVG, no markup) and
// normalised for storing (commerce/catalog/photos.ts). A source that cannot be read or is no image is an error on
// the line of every product that names it, so a file with a broken photograph imports nothing (or, with --partial,
// skips those products).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkUploadedImage, signatureType } from '@/commerce/media/image-file';
import type { CatalogImage } from '../images';
import { PHOTO_MAX_BYTES, normalisePhoto, photoKey, type NormalisedPhoto } from '../photos';
import { rejectProducts, type ParsedCatalogue, type RecordError } from './format';

/** How long a photograph's URL may take to answer, and how many are read at once. */
export const PHOTO_FETCH_TIMEOUT_MS = 30_000;
const PHOTOS_AT_ONCE = 4;

export interface PhotoOptions {
  /** The catalogue file's folder: relative paths are read from it. */
  baseDir: string;
  /**
   * Photographs the database holds, by source: a URL already imported is not fetched again (its picture is taken
   * to be the one kept) unless `refresh`. Files are always read again: a changed file is a changed photograph.
   */
  known?: ReadonlyMap<string, CatalogImage>;
  refresh?: boolean;
  /** Called after every 100 photographs read, and at the end. */
  progress?: (done: number, total: number) => void;
}

export interface ResolvedPhotos {
  /** Every source that could be read, as a variant keeps it. */
  bySource: Map<string, CatalogImage>;
  /** The photographs read and normalised this time, to store (one already kept for its source is not among them). */
  photos: NormalisedPhoto[];
  errors: RecordError[];
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

async function readSource(source: string, baseDir: string): Promise<Uint8Array> {
  if (isUrl(source)) {
    const answer = await fetch(source, { signal: AbortSignal.timeout(PHOTO_FETCH_TIMEOUT_MS), redirect: 'follow' }).catch((err: Error) => {
      throw new Error(err.name === 'TimeoutError' ? `did not answer within ${PHOTO_FETCH_TIMEOUT_MS / 1000} s` : `cannot be fetched (${(err.cause as Error | undefined)?.message ?? err.message})`);
    });
    if (!answer.ok) throw new Error(`answered ${answer.status} ${answer.statusText}`.trim());
    if (Number(answer.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES) throw new Error(`is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    if (bytes.length > PHOTO_MAX_BYTES) throw new Error(`is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`);
    return bytes;
  }
  const file = path.resolve(baseDir, source);
  const info = await stat(file).catch((err: NodeJS.ErrnoException) => {
    throw new Error(err.code === 'ENOENT' ? `no such file (${file})` : `cannot be read (${err.code ?? err.message})`);
  });
  if (!info.isFile()) throw new Error(`is not a file (${file})`);
  if (info.size > PHOTO_MAX_BYTES) throw new Error(`is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`);
  return readFile(file);
}

/**
 * Reads, checks and normalises one source; the message says what is wrong with it. Bytes whose hash is the key of
 * the photograph already kept for this source are that photograph: neither checked nor normalised again (about
 * 0.6 s a picture, docs/performance.md), so a second import of a photographed catalogue only reads and hashes.
 */
async function loadPhoto(source: string, baseDir: string, known: CatalogImage | undefined): Promise<NormalisedPhoto | CatalogImage> {
  const bytes = await readSource(source, baseDir);
  if (known && photoKey(bytes) === known.key) return known;
  const check = await checkUploadedImage(bytes, signatureType(bytes) ?? 'unknown');
  if (!check.ok) throw new Error(check.message);
  return normalisePhoto(bytes);
}

/** The sources each product line names, with the field that names them. */
function sourcesOf(parsed: ParsedCatalogue): Map<string, { line: number; field: string }[]> {
  const out = new Map<string, { line: number; field: string }[]>();
  const add = (source: string, line: number, field: string) => out.set(source, [...(out.get(source) ?? []), { line, field }]);
  parsed.products.forEach((p, i) => {
    const line = parsed.productLines[i];
    if (p.image) add(p.image, line, 'image');
    p.variants.forEach((v, j) => v.image && add(v.image, line, `variants.${j}.image`));
  });
  return out;
}

export async function resolvePhotos(parsed: ParsedCatalogue, options: PhotoOptions): Promise<ResolvedPhotos> {
  const sources = sourcesOf(parsed);
  const out: ResolvedPhotos = { bySource: new Map(), photos: [], errors: [] };
  const queue = [...sources.keys()];
  const total = queue.length;
  let done = 0;
  const work = async () => {
    for (let source = queue.shift(); source !== undefined; source = queue.shift()) {
      const known = options.known?.get(source);
      if (known && isUrl(source) && !options.refresh) out.bySource.set(source, known);
      else {
        try {
          const photo = await loadPhoto(source, options.baseDir, known);
          if ('bytes' in photo) out.photos.push(photo);
          out.bySource.set(source, { key: photo.key, width: photo.width, height: photo.height, source });
        } catch (err) {
          for (const at of sources.get(source)!) out.errors.push({ ...at, message: `"${source}": ${(err as Error).message}` });
        }
      }
      done += 1;
      if (done % 100 === 0 || done === total) options.progress?.(done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, total) }, work));
  out.errors.sort((a, b) => a.line - b.line);
  return out;
}

/** Resolves the file's photographs and leaves out (as errors on their lines) the products whose photographs fail. */
export async function checkCataloguePhotos(parsed: ParsedCatalogue, options: PhotoOptions): Promise<ResolvedPhotos> {
  const resolved = await resolvePhotos(parsed, options);
  rejectProducts(parsed, resolved.errors);
  return resolved;
}
