import { describe, expect, it } from 'vitest';
import { KNOWN_JOBS } from '@/scripts/lib/request-metrics.mjs';
import { SCHEDULED_TASKS, scheduledTask } from './tasks';

describe('the scheduled jobs table', () => {
  it('is what the metrics expose before a first run (one list of job names)', () => {
    expect([...KNOWN_JOBS].sort()).toEqual(SCHEDULED_TASKS.map((t) => t.name).sort());
  });

  it('starts each job more than once per its period, so a period the worker missed at one minute gets its run at the next', () => {
    const startsPerHour = (cron: string) => {
      const [minute, hour] = cron.split(' ');
      expect(hour).toBe('*');
      if (minute === '*') return 60;
      if (minute.startsWith('*/')) return 60 / Number(minute.slice(2));
      return minute.split(',').length;
    };
    for (const task of SCHEDULED_TASKS) {
      const starts = startsPerHour(task.cron) * (task.every === 'day' ? 24 : 1);
      expect(starts, task.name).toBeGreaterThan(1);
      if (task.every === 'minute') expect(task.cron).toBe('* * * * *');
    }
  });

  it('names an unknown job in its error', () => {
    expect(() => scheduledTask('points')).toThrow('no scheduled job is named points');
  });
});
