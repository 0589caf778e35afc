import type { TCalendarDay, TEntry } from '@innerweather/validators/journal';
import { Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { trpc } from '../../lib/trpc.ts';
import { EmotionDot } from './emotion-badge.tsx';
import { EMOTION_COLOR, EMOTION_LABEL, entryPreview, entryTime } from './journal-words.ts';

const MONTHS = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];

function daysInMonth(year: number, month: number) {
  return new Date(year, month + 1, 0).getDate();
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

/** A year in pixels: one square per day, coloured by that day's mood; a click opens the day's entries. */
export function YearInPixels() {
  const year = new Date().getFullYear();
  const calendar = trpc.emotions.calendar.useQuery({ from: `${year}-01-01`, to: `${year}-12-31` });
  const byDate = useMemo(
    () => new Map((calendar.data ?? []).map((day: TCalendarDay) => [day.date, day])),
    [calendar.data],
  );
  const [open, setOpen] = useState<string | null>(null);
  const pad = (n: number) => String(n).padStart(2, '0');

  return (
    <Card padding="lg" component="section" aria-labelledby="pixels-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="pixels-title">
          {year} in pixels
        </Title>
        <Box style={{ overflowX: 'auto' }}>
          <Box
            role="grid"
            aria-label={`Your moods in ${year}`}
            style={{
              display: 'grid',
              gridTemplateColumns: 'auto repeat(31, minmax(9px, 1fr))',
              gap: 2,
              minWidth: 320,
            }}
          >
            {MONTHS.map((initial, month) => (
              <Box key={month} role="row" style={{ display: 'contents' }}>
                <Text size="xs" c="dimmed" role="rowheader" pr={4} lh="12px">
                  {initial}
                </Text>
                {Array.from({ length: 31 }, (_, i) => {
                  const dayOfMonth = i + 1;
                  if (dayOfMonth > daysInMonth(year, month))
                    return <Box key={i} role="gridcell" aria-hidden />;
                  const date = `${year}-${pad(month + 1)}-${pad(dayOfMonth)}`;
                  const day = byDate.get(date);
                  const color = day?.mood
                    ? `var(--mantine-color-${EMOTION_COLOR[day.mood]}-6)`
                    : day
                      ? 'var(--mantine-color-gray-5)'
                      : 'var(--mantine-color-default-border)';
                  const label = day
                    ? `${date}: ${day.entries} ${day.entries === 1 ? 'entry' : 'entries'}${day.mood ? `, ${EMOTION_LABEL[day.mood]}` : ''}`
                    : `${date}: no entry`;
                  return (
                    <Box
                      key={i}
                      role="gridcell"
                      component={day ? 'button' : 'div'}
                      aria-label={label}
                      title={label}
                      data-date={date}
                      onClick={day ? () => setOpen(date) : undefined}
                      style={{
                        aspectRatio: '1',
                        minHeight: 9,
                        borderRadius: 2,
                        border: open === date ? '2px solid var(--mantine-color-text)' : 0,
                        padding: 0,
                        background: color,
                        cursor: day ? 'pointer' : 'default',
                      }}
                    />
                  );
                })}
              </Box>
            ))}
          </Box>
        </Box>
        <Group gap="md">
          {(['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const).map((emotion) => (
            <Group key={emotion} gap={4}>
              <EmotionDot emotion={emotion} size={10} />
              <Text size="xs">{EMOTION_LABEL[emotion]}</Text>
            </Group>
          ))}
        </Group>
        {open && <DayEntries date={open} />}
      </Stack>
    </Card>
  );
}
