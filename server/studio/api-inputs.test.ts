// @vitest-environment node
// The studio API's new inputs: the preview's user segments (a 400 with a readable message, never a 500).
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/server/api/handler';
import { StudioPreviewQuery } from '@/schemas/api/studio';

const parse = (query: string) => parseQuery(StudioPreviewQuery, new URLSearchParams(query));

describe('GET /api/studio/preview\u2019s query', () => {
  it('takes the segments to preview as, comma-joined, or none', () => {
    expect(parse('slug=sale&locale=th-TH&user_segments=new-visitors,beauty-pass-gold')).toEqual({ ok: true, data: { slug: 'sale', locale: 'th-TH', user_segments: 'new-visitors,beauty-pass-gold' } });
    expect(parse('slug=sale&locale=en-SG')).toEqual({ ok: true, data: { slug: 'sale', locale: 'en-SG' } });
  });

  it('answers 400 naming what is wrong with a malformed list', async () => {
    for (const bad of ['New%20Visitors', 'a,,b', 'new-visitors,', '<script>']) {
      const parsed = parse(`slug=sale&locale=en-SG&user_segments=${bad}`);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) continue;
      expect(parsed.response.status).toBe(400);
      expect(JSON.stringify(await parsed.response.json())).toContain('user_segments is a comma-separated list of segment ids');
    }
  });
});
