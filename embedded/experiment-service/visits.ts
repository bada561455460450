/**
 * The embedded service's memory of visits: tracking lines become visits per visitor (a new visit after
 * 30 minutes without activity), which the visitor-data call returns. Bounded: the least recently active
 * visitors are forgotten first. Server-only and per process (a development stand-in, not a data store).
 */
const VISIT_GAP_MS = 30 * 60_000;
const MAX_VISITORS = 10_000;
const MAX_EVENTS_PER_VISIT = 500;

export interface CustomDataEvent {
  time: number;
  data: { index: number; valuesCountMap: Record<string, number>; overwrite: boolean };
}

export interface Visit {
  timeStarted: number;
  timeLastEvent: number;
  customDataEvents: CustomDataEvent[];
  experimentEvents: Array<{ time: number; data: { id: number; variationId: number } }>;
  conversionEvents: Array<{ time: number; data: { goalId: number; revenue: number; negative: boolean } }>;
}

export const TRACKED_EVENT_TYPES = ['experiment', 'customData', 'conversion', 'activity', 'page', 'staticData', 'geolocation', 'targetingSegment'] as const;

export class VisitStore {
  private readonly visitors = new Map<string, Visit[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private visitsOf(visitorCode: string, time: number): Visit {
    const visits = this.visitors.get(visitorCode) ?? [];
    this.visitors.delete(visitorCode);
    this.visitors.set(visitorCode, visits);
    while (this.visitors.size > MAX_VISITORS) this.visitors.delete(this.visitors.keys().next().value as string);
    let current = visits[visits.length - 1];
    if (!current || time - current.timeLastEvent > VISIT_GAP_MS) {
      current = { timeStarted: time, timeLastEvent: time, customDataEvents: [], experimentEvents: [], conversionEvents: [] };
      visits.push(current);
    }
    current.timeLastEvent = time;
    return current;
  }

  /** Records one tracking line (already validated: it has an eventType and a visitorCode). */
  record(params: URLSearchParams): void {
    const time = this.now();
    const visit = this.visitsOf(params.get('visitorCode')!, time);
    const count = visit.customDataEvents.length + visit.experimentEvents.length + visit.conversionEvents.length;
    if (count >= MAX_EVENTS_PER_VISIT) return;
    switch (params.get('eventType')) {
      case 'customData': {
        let valuesCountMap: Record<string, number> = {};
        try {
          valuesCountMap = JSON.parse(params.get('valuesCountMap') ?? '{}');
        } catch {
          return;
        }
        visit.customDataEvents.push({ time, data: { index: Number(params.get('index')), valuesCountMap, overwrite: params.get('overwrite') === 'true' } });
        return;
      }
      case 'experiment':
        visit.experimentEvents.push({ time, data: { id: Number(params.get('id')), variationId: Number(params.get('variationId')) } });
        return;
      case 'conversion':
        visit.conversionEvents.push({ time, data: { goalId: Number(params.get('goalId')), revenue: Number(params.get('revenue') ?? 0), negative: params.get('negative') === 'true' } });
        return;
    }
  }

  /** The visitor's current visit and up to `previousVisitAmount` visits before it, newest first. */
  visitorData(visitorCode: string, previousVisitAmount: number) {
    const visits = this.visitors.get(visitorCode) ?? [];
    const [currentVisit, ...previous] = [...visits].reverse();
    return { currentVisit: currentVisit ?? null, previousVisits: previous.slice(0, previousVisitAmount) };
  }
}

/** The process's store, shared by the embedded routes. */
export const visitStore = new VisitStore();
