/**
 * zod contracts of the preview endpoints (SPEC §7): the preview variant of `layouts/`, the user segments
 * (`sea-falcon/all-user-segments/`) and overlays (`preview/overlays/{id}`).
 */
import { z } from 'zod';
import { SEGMENT_ID } from '@/lib/user-segments';

const segmentId = z.string().regex(SEGMENT_ID, 'a user segment is lower-case letters, digits and dashes');

/** `user_segments=a,b` (SPEC §7: comma-joined), honoured in preview mode only. */
export const LayoutQuery = z.object({
  user_segments: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : []))
    .pipe(z.array(segmentId).max(20, 'at most 20 user segments')),
});

export const UserSegment = z.object({ id: segmentId, name: z.string(), description: z.string().nullable() });
export const UserSegmentsResponse = z.object({ items: z.array(UserSegment) });

export const OverlayIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'An overlay id is 1–64 letters, digits, dots, dashes or underscores'),
});

/** An overlay entry (draft) as the preview shows it: its body is a Contentful rich-text Document. */
export const OverlayResponse = z.object({
  id: z.string(),
  title: z.string(),
  body: z.unknown().nullable(),
  userSegments: z.array(z.string()),
  countries: z.array(z.string()),
  /** Whether a visitor in the requested `user_segments` in this country sees it. */
  visible: z.boolean(),
});
