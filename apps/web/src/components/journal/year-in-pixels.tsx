import type { TCalendarDay, TEmotion, TEntry } from '@innerweather/validators/journal';
import { ActionIcon, Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { entriesCount } from '@innerweather/validators/plural';
import { trpc } from '../../lib/trpc.ts';
import { EMOTION_COLOR, EMOTION_LABEL, entryPreview, entryTime } from './journal-words.ts';
import { localIsoDate } from './mood-picker.tsx';
import classes from './year-in-pixels.module.css';

const MOODS: readonly TEmotion[] = ['joy', 'calm', 'anxiety', 'sadness', 'anger'];
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i);

type DayState = 'mood' | 'pending' | 'empty' | 'future';

const pad = (n: number) => String(n).padStart(2, '0');

/** "12 March: calm, 2 entries", in the reader's own date order. */
function dayLabel(at: Date, state: DayState, day: TCalendarDay | undefined): string {
  const name = at.toLocaleDateString(undefined, { day: 'numeric', month: 'long' });
  if (state === 'future') return `${name}: to come`;
  if (!day) return `${name}: no entry`;
  if (!day.mood) return `${name}: ${entriesCount(day.entries)}, mood not read yet`;
  return `${name}: ${EMOTION_LABEL[day.mood].toLowerCase()}, ${entriesCount(day.entries)}`;
}

/** The entries of one local day (the user's time zone, like the calendar's days). */
function DayEntries({ date }: { date: string }) {
  const entries = trpc.emotions.calendarDay.useQuery({ date });
  const onDay: TEntry[] = entries.data ?? [];
  return (
    <Stack gap="xs" aria-live="polite" data-testid="calendar-day">
      <Text fw={650}>
        {new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { dateStyle: 'full' })}
      </Text>
      {onDay.map((entry) => (
        <Anchor key={entry.id} component={Link} href={`/entries/${entry.id}`} size="sm">
          {entryTime(entry.createdAt)} · {entryPreview(entry.content, 80)}
        </Anchor>
      ))}
      {entries.isSuccess && onDay.length === 0 && (
        <Text size="sm" c="dimmed">
          No entries on this day.
        </Text>
      )}
    </Stack>
  );
}

function Legend() {
  const swatch = (state: DayState, mood?: TEmotion) => (
    <span
      className={`${classes.cell} ${classes.swatch}`}
      data-state={state}
      style={mood ? ({ '--pixel-color': pixelColor(mood) } as CSSProperties) : undefined}
    />
  );
  return (
    <ul className={classes.legend} aria-label="Legend">
      {MOODS.map((mood) => (
        <li key={mood}>
          {swatch('mood', mood)}
          {EMOTION_LABEL[mood]}
        </li>
      ))}
      <li>
        {swatch('pending')}
        Not read yet
      </li>
      <li>
        {swatch('empty')}
        No entry
      </li>
      <li>
        {swatch('future')}
        To come
      </li>
    </ul>
  );
}

const pixelColor = (mood: TEmotion) => `var(--mantine-color-${EMOTION_COLOR[mood]}-6)`;

/**
 * A year in pixels: one square per day, coloured by that day's mood; a day with entries opens them. Past days
 * without an entry are a faint outline, days to come a dim square that opens nothing.
 */
export function YearInPixels() {
  const today = localIsoDate(new Date());
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const calendar = trpc.emotions.calendar.useQuery({ from: `${year}-01-01`, to: `${year}-12-31` });
  const byDate = useMemo(
    () => new Map((calendar.data ?? []).map((day: TCalendarDay) => [day.date, day])),
    [calendar.data],
  );
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Card padding="lg" component="section" aria-labelledby="pixels-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id="pixels-title">
            {year} in pixels
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Previous year"
              onClick={() => setYear((y) => y - 1)}
            >
              ‹
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Next year"
              disabled={year >= thisYear}
              onClick={() => setYear((y) => y + 1)}
            >
              ›
            </ActionIcon>
          </Group>
        </Group>
        <Box role="table" aria-label={`Your moods in ${year}`} className={classes.grid}>
          <Box role="row" className={classes.row}>
            {DAYS.map((day) => (
              <span
                key={day}
                role="columnheader"
                className={classes.head}
                style={{ '--day': day } as CSSProperties}
              >
                {day}
              </span>
            ))}
          </Box>
          {MONTHS.map((month) => {
            const first = new Date(year, month, 1);
            const length = new Date(year, month + 1, 0).getDate();
            return (
              <Box key={month} role="row" className={classes.row}>
                <span
                  role="rowheader"
                  className={classes.month}
                  style={{ '--month': month + 1 } as CSSProperties}
                  aria-label={first.toLocaleDateString(undefined, { month: 'long' })}
                >
                  {first.toLocaleDateString(undefined, { month: 'narrow' })}
                </span>
                {DAYS.slice(0, length).map((dayOfMonth) => {
                  const date = `${year}-${pad(month + 1)}-${pad(dayOfMonth)}`;
                  const day = byDate.get(date);
                  const state: DayState =
                    date > today ? 'future' : !day ? 'empty' : day.mood ? 'mood' : 'pending';
                  const label = dayLabel(new Date(year, month, dayOfMonth), state, day);
                  const look = {
                    className: classes.cell,
                    'data-date': date,
                    'data-state': state,
                    'aria-label': label,
                    title: label,
                    'aria-current': date === today ? ('date' as const) : undefined,
                    style: day?.mood
                      ? ({ '--pixel-color': pixelColor(day.mood) } as CSSProperties)
                      : undefined,
                  };
                  return (
                    <span
                      key={dayOfMonth}
                      role="cell"
                      className={classes.slot}
                      style={{ '--month': month + 1, '--day': dayOfMonth } as CSSProperties}
                    >
                      {day && state !== 'future' ? (
                        <button
                          type="button"
                          {...look}
                          data-open={open === date || undefined}
                          aria-pressed={open === date}
                          onClick={() => setOpen(date)}
                        />
                      ) : (
                        <span role="img" {...look} />
                      )}
                    </span>
                  );
                })}
              </Box>
            );
          })}
        </Box>
        <Legend />
        {open && <DayEntries date={open} />}
      </Stack>
    </Card>
  );
}
