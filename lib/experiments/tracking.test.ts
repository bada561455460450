import { describe, expect, it } from 'vitest';
import { TrackingQueue, trackingLine } from './tracking';
import { MAX_TRACKING_BODY_BYTES } from './constants';

const everyoneConsents = () => true;

describe('tracking queue (SPEC §5: 10 MB counted at 4 bytes per character)', () => {
  it('fills a body up to the real 10 MB cap; the overflow stays unsent for the next send', () => {
    expect(MAX_TRACKING_BODY_BYTES).toBe(10_000_000);
    const queue = new TrackingQueue();
    const big = 'x'.repeat(1_000_000); // ~4 MB per line at 4 bytes per character
    for (const visitor of ['visitor-a', 'visitor-b', 'visitor-c']) queue.add(visitor, 'customData', trackingLine.customData(8, [big]), 'customData:8');
    const first = queue.take(everyoneConsents);
    expect(first.events.map((e) => e.visitorCode)).toEqual(['visitor-a', 'visitor-b']);
    expect(first.body.split('\n').reduce((n, line) => n + line.length * 4, 0)).toBeLessThanOrEqual(MAX_TRACKING_BODY_BYTES);
    expect(queue.eventsOf('visitor-c')[0].status).toBe('unsent');
    queue.settle(first, true);
    const second = queue.take(everyoneConsents);
    expect(second.events.map((e) => e.visitorCode)).toEqual(['visitor-c']);
  });

  it('drops (and reports) an event that alone exceeds the cap, rather than blocking the queue', () => {
    const dropped: string[] = [];
    const queue = new TrackingQueue({ maxBodyBytes: 400, onOversized: (visitor) => dropped.push(visitor) });
    queue.add('big', 'customData', trackingLine.customData(8, ['y'.repeat(200)]));
    queue.add('small', 'activity', trackingLine.activity());
    const batch = queue.take(everyoneConsents);
    expect(dropped).toEqual(['big']);
    expect(batch.events.map((e) => e.visitorCode)).toEqual(['small']);
  });

  it('unsent → pending → sent; a failure puts the events back to unsent', () => {
    const queue = new TrackingQueue();
    queue.add('v', 'experiment', trackingLine.experiment(1, 2), 'experiment:1');
    const batch = queue.take(everyoneConsents);
    expect(queue.eventsOf('v')[0].status).toBe('pending');
    expect(queue.take(everyoneConsents).events).toEqual([]);
    queue.settle(batch, false);
    expect(queue.eventsOf('v')[0].status).toBe('unsent');
    const retry = queue.take(everyoneConsents);
    queue.settle(retry, true);
    expect(queue.eventsOf('v')[0].status).toBe('sent');
    queue.take(everyoneConsents);
    expect(queue.eventsOf('v')).toEqual([]);
  });

  it('keeps one unsent assignment per experiment, and only conversions without consent', () => {
    const queue = new TrackingQueue();
    queue.add('v', 'experiment', trackingLine.experiment(1, 10), 'experiment:1');
    queue.add('v', 'experiment', trackingLine.experiment(1, 11), 'experiment:1');
    queue.add('v', 'conversion', trackingLine.conversion(5));
    expect(queue.eventsOf('v')).toHaveLength(2);
    const withoutConsent = queue.take(() => false);
    expect(withoutConsent.events.map((e) => e.event.kind)).toEqual(['conversion']);
    expect(withoutConsent.body).toMatch(/^eventType=conversion&goalId=5&revenue=0&negative=false&nonce=[0-9a-f]{16}&visitorCode=v$/);
  });
});
