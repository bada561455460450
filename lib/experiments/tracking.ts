/**
 * SPEC §4/§5 tracking: events queue per visitor with a status (unsent → pending → sent; back to unsent
 * when the request fails). A send takes unsent events of every visitor, in the order they were queued,
 * into one newline-joined body of at most 10 MB counted at 4 bytes per character; what does not fit stays
 * unsent for the next send. Without consent (when the configuration requires it) only conversions go;
 * everything else waits until consent is given.
 */
import { BYTES_PER_CHARACTER, MAX_TRACKING_BODY_BYTES } from './constants';

export type TrackingStatus = 'unsent' | 'pending' | 'sent';

export type TrackingKind = 'experiment' | 'customData' | 'conversion' | 'activity';

export interface TrackingEvent {
  kind: TrackingKind;
  /** The event's query string without the visitor code. */
  line: string;
  /** Events with the same key replace each other while unsent (one assignment per experiment). */
  key?: string;
  status: TrackingStatus;
}

export interface TrackingBatch {
  body: string;
  events: Array<{ visitorCode: string; event: TrackingEvent }>;
}

/** A 16-hex-digit nonce, so the service can drop a line it has already received. */
export function nonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function query(fields: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
}

export const trackingLine = {
  experiment: (experimentId: number, variationId: number) => query({ eventType: 'experiment', id: experimentId, variationId, nonce: nonce() }),
  customData: (index: number, values: readonly string[]) =>
    query({ eventType: 'customData', index, valuesCountMap: JSON.stringify(Object.fromEntries(values.map((v) => [v, 1]))), overwrite: true, nonce: nonce() }),
  conversion: (goalId: number, revenue = 0, negative = false) => query({ eventType: 'conversion', goalId, revenue, negative, nonce: nonce() }),
  activity: () => query({ eventType: 'activity', nonce: nonce() }),
};

export interface TrackingQueueOptions {
  maxBodyBytes?: number;
  /** Reports an event that alone is larger than the cap (it can never be sent and is dropped). */
  onOversized?: (visitorCode: string, event: TrackingEvent) => void;
}

export class TrackingQueue {
  private readonly visitors = new Map<string, TrackingEvent[]>();
  private readonly maxBodyBytes: number;
  private readonly onOversized?: (visitorCode: string, event: TrackingEvent) => void;

  constructor({ maxBodyBytes = MAX_TRACKING_BODY_BYTES, onOversized }: TrackingQueueOptions = {}) {
    this.maxBodyBytes = maxBodyBytes;
    this.onOversized = onOversized;
  }

  add(visitorCode: string, kind: TrackingKind, line: string, key?: string): TrackingEvent {
    const events = this.visitors.get(visitorCode) ?? [];
    const event: TrackingEvent = { kind, line, key, status: 'unsent' };
    const replaced = key === undefined ? -1 : events.findIndex((e) => e.key === key && e.status === 'unsent');
    if (replaced >= 0) events[replaced] = event;
    else events.push(event);
    this.visitors.set(visitorCode, events);
    return event;
  }

  /** Every queued event of a visitor (sent ones stay visible until the next send). */
  eventsOf(visitorCode: string): readonly TrackingEvent[] {
    return this.visitors.get(visitorCode) ?? [];
  }

  hasUnsent(visitorCode: string): boolean {
    return this.eventsOf(visitorCode).some((e) => e.status !== 'sent');
  }

  /** Visitors with something still to send. */
  get pendingVisitors(): string[] {
    return [...this.visitors.keys()].filter((v) => this.hasUnsent(v));
  }

  forget(visitorCode: string): void {
    this.visitors.delete(visitorCode);
  }

  /**
   * Takes what may be sent now: unsent events (only conversions for a visitor without consent) up to
   * the body cap, marked pending. Sent events of earlier sends are dropped first.
   */
  take(consentProvided: (visitorCode: string) => boolean): TrackingBatch {
    const lines: string[] = [];
    const taken: TrackingBatch['events'] = [];
    let size = 0;
    let full = false;
    for (const [visitorCode, events] of this.visitors) {
      const remaining = events.filter((e) => e.status !== 'sent');
      if (remaining.length === 0) {
        this.visitors.delete(visitorCode);
        continue;
      }
      this.visitors.set(visitorCode, remaining);
      if (full) continue;
      const consent = consentProvided(visitorCode);
      for (const event of [...remaining]) {
        if (event.status !== 'unsent' || (!consent && event.kind !== 'conversion')) continue;
        const line = `${event.line}&visitorCode=${encodeURIComponent(visitorCode)}`;
        const cost = line.length * BYTES_PER_CHARACTER;
        if (cost > this.maxBodyBytes) {
          remaining.splice(remaining.indexOf(event), 1);
          this.onOversized?.(visitorCode, event);
          continue;
        }
        if (size + cost > this.maxBodyBytes) {
          full = true;
          break;
        }
        size += cost;
        lines.push(line);
        event.status = 'pending';
        taken.push({ visitorCode, event });
      }
    }
    return { body: lines.join('\n'), events: taken };
  }

  /** The outcome of a send: sent, or back to unsent. */
  settle(batch: TrackingBatch, ok: boolean): void {
    for (const { event } of batch.events) event.status = ok ? 'sent' : 'unsent';
  }
}
