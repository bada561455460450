import { json, jsonError } from '@/server/api/respond';
import { listAssets, uploadImage } from '@/server/studio/content';
import { checkUploadedImage } from '@/commerce/media/image-file';
import { studioRoute } from '@/server/studio/route';
import { STUDIO_IMAGE_MAX_BYTES, StudioImageUpload } from '@/schemas/api/studio';

/** `GET /api/studio/assets`: the space's assets to pick from (id and title). */
export const GET = studioRoute(async () => json({ items: await listAssets() }, { headers: { 'Cache-Control': 'private, no-store' } }));

/**
 * `POST /api/studio/assets` (multipart: `file`, `title`, optional `description`): an image uploaded to the content
 * source as a published asset (upload, process, publish), answered as the asset to pick (201). A file that is not the
 * PNG, JPEG, WebP, GIF or AVIF image it is labelled as (SVG included) is refused with 415, one that does not decode
 * whole or holds more than its image (appended bytes, HTML or script markup) with 422, each with what to do.
 */
export const POST = studioRoute(async ({ request }) => {
  if (Number(request.headers.get('content-length') ?? '0') > STUDIO_IMAGE_MAX_BYTES + 64 * 1024) {
    return jsonError(413, `An image has at most ${STUDIO_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const form = await request.formData().catch(() => undefined);
  if (!form) return jsonError(400, 'Send the image as a multipart form: file, title and an optional description.');
  const parsed = StudioImageUpload.safeParse({ file: form.get('file'), title: form.get('title') ?? undefined, description: form.get('description') || undefined });
  if (!parsed.success) return jsonError(400, parsed.error.issues.map((i) => i.message).join(' '));
  const { file, title, description } = parsed.data;
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The type is the bytes', never only the label's: SVG, a mislabelled, damaged or appended-to image, a polyglot: refused.
  const image = await checkUploadedImage(bytes, file.type);
  if (!image.ok) return jsonError(image.status, image.message);
  const asset = await uploadImage({ bytes, fileName: file.name, contentType: image.type, title, description });
  return json(asset, { status: 201 });
}, { body: 'multipart' });
