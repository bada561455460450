/**
 * User segments (SPEC §3 selectedUserSegments, §7 `sea-falcon/all-user-segments/`): audiences such as new
 * visitors or Beauty Pass gold members that content can target. Editors preview as a segment; the live,
 * cached pages are rendered for no segment, so targeted content never shows there.
 */

/** A segment id as it appears in content and in the `user_segments` query (`beauty-pass-gold`). */
export const SEGMENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Something content can target at segments: empty or absent `userSegments` means everyone. */
export interface SegmentTargeted {
  userSegments?: readonly string[] | null;
}

/**
 * Whether content targeted at `userSegments` shows to a visitor in `selected` segments. Untargeted content
 * shows to everyone; targeted content only to a visitor in one of its segments.
 */
export function visibleToSegments(item: SegmentTargeted, selected: readonly string[]): boolean {
  const targets = item.userSegments ?? [];
  return targets.length === 0 || targets.some((s) => selected.includes(s));
}
