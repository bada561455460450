/**
 * The messages between the studio's page editor and its preview frame (issue 33), both of this site's origin: the
 * studio tells the frame to render again (its unsaved state was kept), the frame says it is ready and reports the
 * block an editor hovers or clicks. Each side takes a message only from the other (the frame's window, or its
 * parent) and only of this origin, and sends only to this origin, so no other site's page or frame can drive either.
 */

export type StudioToFrame = { type: 'atelier-studio:refresh' };

export type FrameToStudio =
  | { type: 'atelier-preview:ready' }
  | { type: 'atelier-preview:select'; entryId: string; fieldId?: string }
  | { type: 'atelier-preview:hover'; entryId?: string };

const ID = /^[A-Za-z0-9._-]{1,64}$/;

interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The message's data when it comes from `expected` (the window we talk to) of our own origin, else undefined. */
function trusted(event: MessageLike, ownOrigin: string, expected: unknown): Record<string, unknown> | undefined {
  if (event.origin !== ownOrigin || !expected || event.source !== expected) return undefined;
  const data = event.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** A frame's message to the studio, checked (origin, sender, shape); undefined for anything else. */
export function frameMessage(event: MessageLike, ownOrigin: string, frame: unknown): FrameToStudio | undefined {
  const data = trusted(event, ownOrigin, frame);
  if (!data) return undefined;
  if (data.type === 'atelier-preview:ready') return { type: data.type };
  const entryId = typeof data.entryId === 'string' && ID.test(data.entryId) ? data.entryId : undefined;
  if (data.type === 'atelier-preview:hover') return { type: data.type, ...(entryId ? { entryId } : {}) };
  if (data.type === 'atelier-preview:select' && entryId) {
    const fieldId = typeof data.fieldId === 'string' && /^[A-Za-z][A-Za-z0-9]{0,63}$/.test(data.fieldId) ? data.fieldId : undefined;
    return { type: data.type, entryId, ...(fieldId ? { fieldId } : {}) };
  }
  return undefined;
}

/** The studio's message to the frame, checked (origin, sender: the frame's parent); undefined for anything else. */
export function studioMessage(event: MessageLike, ownOrigin: string, parent: unknown): StudioToFrame | undefined {
  const data = trusted(event, ownOrigin, parent);
  return data?.type === 'atelier-studio:refresh' ? { type: data.type } : undefined;
}
