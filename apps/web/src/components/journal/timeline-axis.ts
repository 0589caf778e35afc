import type { TTimelinePoint } from '@innerweather/validators/journal';
import { dateFormatter } from './journal-words.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days without entries longer than this break the lines: nothing is drawn where nothing was written. */
const LINE_BREAK_AFTER_DAYS = 7;

/** A calendar day ("2025-07-23") as a number on the chart's axis: UTC midnight, so no time zone moves it. */
export const dayValue = (date: string) => Date.parse(`${date}T00:00:00Z`);

const DAY_LABEL = dateFormatter({ month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Jul 23"; empty for what is not a day (the chart's tooltip asks before it has one). */
export function dayLabel(value: number) {
  return Number.isFinite(value) ? DAY_LABEL().format(value) : '';
}

interface TimelineRow {
  day: number;
  joy: number | null;
  calm: number | null;
  anxiety: number | null;
  sadness: number | null;
  anger: number | null;
}

/**
 * The rows and axis of the emotion chart over the last `days` days up to `today`: the axis always spans the range
 * the person chose (a new journal's days sit at the right of a year, as they are), each day sits at its date, and a
 * long stretch without entries breaks the lines instead of bridging it.
 */
export function timelineAxis(points: readonly TTimelinePoint[], days: number, today: string) {
  const end = Math.max(dayValue(today), ...points.map((p) => dayValue(p.date)));
  const start = end - (days - 1) * DAY_MS;
  const spanDays = Math.round((end - start) / DAY_MS) + 1;
  const data: TimelineRow[] = [];
  let previous: number | null = null;
  for (const point of points) {
    const day = dayValue(point.date);
    if (previous !== null && day - previous > LINE_BREAK_AFTER_DAYS * DAY_MS) {
      data.push({ day: previous + DAY_MS, joy: null, calm: null, anxiety: null, sadness: null, anger: null });
    }
    data.push({
      day,
      joy: point.avgJoy,
      calm: point.avgCalm,
      anxiety: point.avgAnxiety,
      sadness: point.avgSadness,
      anger: point.avgAnger,
    });
    previous = day;
  }
  const tickCount = 6;
  const step = Math.max(1, Math.round((spanDays - 1) / (tickCount - 1)));
  // Counted back from today, so the last day (where new entries land) always has its label.
  const ticks: number[] = [];
  for (let t = end; t >= start; t -= step * DAY_MS) ticks.unshift(t);
  return { data, domain: [start, end] as [number, number], ticks };
}

/** Today's calendar day in the browser's time zone. */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
