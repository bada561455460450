import { describe, expect, it } from 'vitest';
import { GET } from './route';

// next/og resolves to the Node build of the same ImageResponse in tests (vitest.config.ts).

const call = (kind: string, file: string) => GET(new Request(`http://localhost/api/images/products/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });

describe('product images', () => {
  it('draws the link-preview card as a 1200×630 PNG', async () => {
    const response = await call('lipstick', 'B3152A.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('answers 400 with a readable message for a file that is neither', async () => {
    const response = await call('lipstick', 'B3152A.gif');
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain('.svg or .png');
  });
});
