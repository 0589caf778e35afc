import type { TTimelinePoint } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';
import { dayLabel, dayValue, timelineAxis } from './timeline-axis.ts';

const point = (date: string, joy = 50): TTimelinePoint => ({
  date,
  avgJoy: joy,
  avgCalm: 40,
  avgAnxiety: 30,
  avgSadness: 20,
  avgAnger: 10,
});
const DAY = 24 * 60 * 60 * 1000;

describe('the emotion chart axis', () => {
  it('places each day at its date over the whole period, so 30 days and a year look different', () => {
    const points = [point('2026-11-01'), point('2026-11-02'), point('2026-11-20')];
    const month = timelineAxis(points, 30, '2026-11-24');
    expect(month.domain).toEqual([dayValue('2026-10-26'), dayValue('2026-11-24')]);
    expect(month.data.filter((r) => r.joy !== null).map((r) => r.day)).toEqual(
      points.map((p) => dayValue(p.date)),
    );
    const year = timelineAxis(points, 365, '2026-11-24');
    expect(year.domain[1] - year.domain[0]).toBe(364 * DAY);
    expect(year.ticks.length).toBeGreaterThanOrEqual(5);
  });

  it('spans the chosen range even for a new journal, its days at their dates near the right edge', () => {
    const firstWeek = [point('2026-11-20'), point('2026-11-22'), point('2026-11-24')];
    for (const days of [7, 30, 90, 365]) {
      const axis = timelineAxis(firstWeek, days, '2026-11-24');
      expect(axis.domain).toEqual([dayValue('2026-11-24') - (days - 1) * DAY, dayValue('2026-11-24')]);
      expect(axis.ticks.at(-1)).toBe(axis.domain[1]);
      expect(axis.ticks.every((t) => t >= axis.domain[0] && t <= axis.domain[1])).toBe(true);
    }
  });

  it('draws anger beside the other four', () => {
    const { data } = timelineAxis([point('2026-11-24')], 30, '2026-11-24');
    expect(data[0]).toMatchObject({ anger: 10, sadness: 20 });
  });

  it('breaks the lines across more than a week without entries instead of drawing through it', () => {
    const { data } = timelineAxis([point('2026-11-01', 90), point('2026-11-20', 10)], 30, '2026-11-24');
    expect(data).toHaveLength(3);
    expect(data[1]).toEqual({
      day: dayValue('2026-11-02'),
      joy: null,
      calm: null,
      anxiety: null,
      sadness: null,
      anger: null,
    });
  });

  it("labels a day by its date, and the tooltip's empty label (before it points at a day) as nothing", () => {
    expect(dayLabel(Date.parse('2025-07-23T00:00:00Z'))).toMatch(/23/);
    expect(dayLabel(Number(undefined))).toBe('');
  });
});
