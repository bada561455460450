import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUploadedImage, signatureType } from './image-file';

/** A genuine 24×16 image of the format, made here (two frames for GIF: an animation decodes whole too). */
async function made(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif'): Promise<Buffer> {
  const frame = { create: { width: 24, height: 16, channels: 3 as const, background: { r: 210, g: 40, b: 110 } } };
  if (format === 'gif') return sharp([await sharp(frame).png().toBuffer(), await sharp({ create: { ...frame.create, background: { r: 20, g: 40, b: 210 } } }).png().toBuffer()], { join: { animated: true } }).gif().toBuffer();
  return sharp(frame).toFormat(format).toBuffer();
}

/** A GIF comment extension holding `text`, put before the trailer: still a well-formed GIF that ends where it should. */
const withGifComment = (gif: Buffer, text: string) => Buffer.concat([gif.subarray(0, -1), Buffer.from([0x21, 0xfe, text.length]), Buffer.from(text, 'latin1'), Buffer.from([0x00, 0x3b])]);

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');

describe('an uploaded image, judged by its bytes', () => {
  it('accepts genuine PNG, JPEG, WebP, GIF and AVIF images with their size', async () => {
    for (const [format, type] of [['png', 'image/png'], ['jpeg', 'image/jpeg'], ['webp', 'image/webp'], ['gif', 'image/gif'], ['avif', 'image/avif']] as const) {
      expect([format, await checkUploadedImage(await made(format), type)]).toEqual([format, { ok: true, type, width: 24, height: 16 }]);
    }
  });

  it('refuses SVG bytes labelled PNG, and SVG as itself (415)', async () => {
    expect(await checkUploadedImage(SVG, 'image/png')).toEqual({ ok: false, status: 415, message: 'This file is an SVG drawing although it is labelled PNG. SVG files can carry scripts, so the store takes raster images only: export it as PNG or WebP.' });
    expect(await checkUploadedImage(SVG, 'image/svg+xml')).toMatchObject({ ok: false, status: 415, message: expect.stringMatching(/^This file is an SVG drawing\. SVG files can carry scripts/) });
  });

  it('refuses a PNG labelled JPEG, and text labelled PNG (415)', async () => {
    expect(await checkUploadedImage(await made('png'), 'image/jpeg')).toEqual({ ok: false, status: 415, message: 'This file is a PNG image but is labelled JPEG. Save it as JPEG again, or upload it with a name ending in the PNG extension.' });
    expect(await checkUploadedImage(Buffer.from('<html><body>hello</body></html>'), 'image/png')).toMatchObject({ ok: false, status: 415, message: 'This file is not a PNG, JPEG, WebP, GIF or AVIF image although it is labelled PNG. Choose an image file.' });
  });

  it('refuses an image cut short (422), whatever its format', async () => {
    for (const [format, type] of [['png', 'image/png'], ['jpeg', 'image/jpeg'], ['gif', 'image/gif'], ['webp', 'image/webp']] as const) {
      const whole = await made(format);
      const answer = await checkUploadedImage(whole.subarray(0, Math.floor(whole.length * 0.7)), type);
      expect([format, answer.ok ? 200 : answer.status]).toEqual([format, 422]);
      if (!answer.ok) expect(answer.message).toMatch(/image is damaged or cut short|does not decode|has data after the end/);
    }
    // The 3×2 PNG whose image data is empty: a header without pixels.
    const headerOnly = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000009d74666a0000000049444154ae426082', 'hex');
    expect(await checkUploadedImage(headerOnly, 'image/png')).toMatchObject({ ok: false, status: 422 });
  });

  it('refuses a GIF/HTML polyglot: markup appended after the image, or inside it as a comment (422)', async () => {
    const gif = await made('gif');
    const appended = await checkUploadedImage(Buffer.concat([gif, Buffer.from('<html><script>alert(document.domain)</script></html>')]), 'image/gif');
    expect(appended).toEqual({ ok: false, status: 422, message: 'This GIF file has data after the end of its image (another file appended to it). Export the image again and use the new file.' });
    const comment = withGifComment(gif, '<script>alert(1)</script>');
    expect((await sharp(comment, { animated: true }).metadata()).pages).toBe(2); // still a GIF any viewer shows
    expect(await checkUploadedImage(comment, 'image/gif')).toEqual({ ok: false, status: 422, message: 'This GIF file also holds HTML or script markup (such as <script> or <html>), so it could be read as a web page. Export the image again from an image editor and use the new file.' });
    for (const markup of ['<HTML>', '<svg/onload=alert(1)>', '<iframe src=x>', 'javascript:alert(1)']) {
      expect([markup, (await checkUploadedImage(withGifComment(gif, markup), 'image/gif')).ok]).toEqual([markup, false]);
    }
    // A comment of plain words is an image's business.
    expect((await checkUploadedImage(withGifComment(gif, 'made in the studio <3'), 'image/gif')).ok).toBe(true);
  });

  it('tells the served type from the signature, not from a label', async () => {
    expect([signatureType(await made('png')), signatureType(await made('jpeg')), signatureType(SVG), signatureType(Buffer.from('hello'))]).toEqual(['image/png', 'image/jpeg', 'image/svg+xml', undefined]);
  });
});
