/**
 * What an uploaded image really is, decided from its bytes (issue 30): the studio refuses a file that is not the
 * raster image its label claims (SVG bytes labelled PNG, a JPEG labelled PNG), one that does not decode whole (cut
 * short or damaged), one with bytes after the image's end, and a polyglot — an image that also holds HTML or script
 * markup, which a browser or a careless proxy could one day read as a page. SVG is refused outright: it is a document
 * that can carry scripts and links, not pixels (docs/architecture.md, "Editors' studio"). A catalogue import checks
 * its photographs the same way (commerce/catalog/import/read-photos.ts, issue 31).
 *
 * The type is read from the file's signature (image-size, already the content server's), the pixels are decoded
 * whole by sharp (libvips: the decoder Next's image optimisation uses), and the end and the markup are checked here.
 */
import { imageSize } from 'image-size';
import sharp, { type Metadata } from 'sharp';
import { STUDIO_IMAGE_TYPES, type StudioImageType } from '@/schemas/api/studio';

/** image-size's name of a signature → its media type (the raster types the studio takes, and SVG to refuse it by name). */
const SIGNATURES: Record<string, StudioImageType | 'image/svg+xml'> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** sharp's format of a decoded file → its media type (AVIF decodes through libheif as `heif`). */
const DECODED: Record<string, StudioImageType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', heif: 'image/avif' };

const isStudioType = (type: string): type is StudioImageType => type in STUDIO_IMAGE_TYPES;
const nameOf = (type: string) => (isStudioType(type) ? STUDIO_IMAGE_TYPES[type] : type === 'image/svg+xml' ? 'SVG' : type || 'an unknown type');

/**
 * The media type the bytes' signature says, or undefined when they start like no image this store knows. Cheap (it
 * reads the header only): the files route serves a stored file with this type, never with its stored label.
 */
export function signatureType(bytes: Uint8Array): StudioImageType | 'image/svg+xml' | undefined {
  try {
    return SIGNATURES[imageSize(bytes).type ?? ''];
  } catch {
    return undefined;
  }
}

/**
 * HTML or script markup anywhere in the file: the tags that make a page, or run or load something, as an HTML parser
 * would read them (`<script`, `<svg/onload=…`), and `javascript:` URLs. Each tag needs a space, `/` or `>` after its
 * name, so that compressed pixels rarely match by chance: the shortest, `<svg`, about once in 17 billion positions
 * (a 5 MB image: 3 in 10,000; the editor is told to export the image again).
 */
const MARKUP = /<(?:script|html|head|body|iframe|frame|object|embed|svg|math|meta|link|style|form|base|img|!doctype|\?xml)[\s/>]|javascript:/i;

/** Whether the file ends where its format says the image ends (no bytes appended after it). */
function endsWithImage(bytes: Uint8Array, type: StudioImageType): boolean {
  const n = bytes.length;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (type) {
    case 'image/png': // the IEND chunk: length 0, "IEND", its CRC
      return n >= 12 && Buffer.from(bytes.subarray(n - 12)).equals(Buffer.from('0000000049454e44ae426082', 'hex'));
    case 'image/jpeg': // the end-of-image marker
      return n >= 2 && bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9;
    case 'image/gif': // the trailer
      return n >= 1 && bytes[n - 1] === 0x3b;
    case 'image/webp': // the RIFF container's own length
      return n >= 12 && view.getUint32(4, true) + 8 === n;
    case 'image/avif': {
      // ISO BMFF: the top-level boxes fill the file exactly.
      let at = 0;
      while (at + 8 <= n) {
        const size32 = view.getUint32(at);
        const size = size32 === 1 ? (at + 16 <= n ? Number(view.getBigUint64(at + 8)) : 0) : size32 === 0 ? n - at : size32;
        if (size < 8) return false;
        at += size;
      }
      return at === n;
    }
  }
}

export type ImageCheck = { ok: true; type: StudioImageType; width: number; height: number } | { ok: false; status: 415 | 422; message: string };

const refused = (status: 415 | 422, message: string): ImageCheck => ({ ok: false, status, message });

/**
 * Checks an uploaded file against the type it was sent as (`claimed`, the browser's label from its name): 415 when
 * the bytes are SVG, no image, or another image type than claimed; 422 when the image does not decode whole, has
 * bytes after its end, or holds markup. The answer says what the file is and what to do.
 */
export async function checkUploadedImage(bytes: Uint8Array, claimed: string): Promise<ImageCheck> {
  const label = nameOf(claimed);
  const found = signatureType(bytes);
  if (found === 'image/svg+xml') return refused(415, `This file is an SVG drawing${claimed === 'image/svg+xml' ? '' : ` although it is labelled ${label}`}. SVG files can carry scripts, so the store takes raster images only: export it as PNG or WebP.`);
  if (!found) return refused(415, `This file is not a PNG, JPEG, WebP, GIF or AVIF image${isStudioType(claimed) ? ` although it is labelled ${label}` : ''}. Choose an image file.`);
  if (found !== claimed) return refused(415, `This file is a ${nameOf(found)} image but is labelled ${label}. Save it as ${label} again, or upload it with a name ending in the ${nameOf(found)} extension.`);
  let decoded: Metadata;
  try {
    const image = sharp(bytes, { animated: true, failOn: 'truncated' });
    decoded = await image.metadata();
    // Every pixel of every frame is decoded (streamed: statistics need no copy of the pixels), failing on a cut-short
    // or damaged file rather than taking what could be read of it.
    await image.stats();
  } catch {
    return refused(422, `This ${label} image is damaged or cut short: it cannot be read to its end. Export it again and use the new file.`);
  }
  if (DECODED[decoded.format ?? ''] !== found) return refused(422, `This file starts like a ${label} image but does not decode as one. Export it again and use the new file.`);
  if (!endsWithImage(bytes, found)) return refused(422, `This ${label} file has data after the end of its image (another file appended to it). Export the image again and use the new file.`);
  if (MARKUP.test(Buffer.from(bytes).toString('latin1'))) return refused(422, `This ${label} file also holds HTML or script markup (such as <script> or <html>), so it could be read as a web page. Export the image again from an image editor and use the new file.`);
  return { ok: true, type: found, width: decoded.width, height: decoded.pageHeight ?? decoded.height };
}
