import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Box, Group, Text } from '@mantine/core';
import { EmotionDot } from './emotion-badge.tsx';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { EMOTION_COLOR, EMOTION_LABEL } from './journal-words.ts';
import { useSignedInUser } from '../../auth/current-user.ts';
import { localIsoDate } from './mood-picker.tsx';
import { dayLabel, localToday, timelineAxis } from './timeline-axis.ts';

// This module is the only one that imports the charting library; pages load it with React.lazy so recharts stays
// out of the landing page and out of every screen that draws no chart.

const SERIES = (['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const).map((emotion) => ({
  name: emotion,
  label: EMOTION_LABEL[emotion],
  color: `${EMOTION_COLOR[emotion]}.6`,
}));

/** Joy, Calm, Anxiety, Sadness and Anger per day on a 0–100% axis, in the emotion colours of spec section 9. */
export function EmotionTimelineChart({
  points,
  days,
  height = 320,
  compact = false,
}: {
  points: readonly TTimelinePoint[];
  /** The period shown, ending today: the axis spans all of it, days without entries included. */
  days: number;
  height?: number;
  compact?: boolean;
}) {
  const since = localIsoDate(new Date(useSignedInUser().createdAt));
  const { data, domain, ticks } = timelineAxis(points, days, localToday(), since);

  return (
    <Box
      component="figure"
      m={0}
      // The first day on the axis (YYYY-MM-DD), for whoever checks what the chart spans.
      data-from={new Date(domain[0]).toISOString().slice(0, 10)}
      aria-label={`Emotion timeline: ${SERIES.map((s) => s.label).join(', ')} from 0 to 100 percent over ${points.length} day${points.length === 1 ? '' : 's'}`}
    >
      <LineChart
        h={height}
        data={data}
        dataKey="day"
        series={SERIES}
        // Straight segments: a curve would overshoot and show values no day had.
        curveType="linear"
        connectNulls={false}
        strokeWidth={compact ? 2 : 2.5}
        withLegend={false}
        withDots={points.length <= 60}
        dotProps={{ r: compact ? 2.5 : 3.5, strokeWidth: 1.5 }}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: compact ? 40 : 48 }}
        xAxisProps={{
          type: 'number',
          scale: 'time',
          domain,
          ticks,
          tickFormatter: (value: number) => dayLabel(value),
        }}
        tooltipProps={{ labelFormatter: (value) => dayLabel(Number(value)) }}
        valueFormatter={(value) => `${value}%`}
        withYAxis
      />
      {/* Our own legend: in the spec's order, and it wraps on a phone instead of being clipped. */}
      <Group component="figcaption" gap="md" justify="center" mt="sm">
        {SERIES.map((series) => (
          <Group key={series.name} gap={6} wrap="nowrap">
            <EmotionDot emotion={series.name} size={8} />
            <Text size={compact ? 'xs' : 'sm'} c="dimmed">
              {series.label}
            </Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}
