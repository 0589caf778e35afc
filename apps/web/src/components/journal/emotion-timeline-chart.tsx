import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Group, Text } from '@mantine/core';
import { EmotionDot } from './emotion-badge.tsx';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { EMOTION_COLOR, EMOTION_LABEL } from './journal-words.ts';

// This module is the only one that imports the charting library; pages load it with React.lazy so recharts stays
// out of the landing page and out of every screen that draws no chart.

const SERIES = (['joy', 'calm', 'anxiety', 'sadness'] as const).map((emotion) => ({
  name: emotion,
  label: EMOTION_LABEL[emotion],
  color: `${EMOTION_COLOR[emotion]}.6`,
}));

function dayLabel(date: string) {
  // Points are calendar days ("2025-07-23"); read them as local noon so no time zone shifts the day.
  return new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** Joy, Calm, Anxiety and Sadness per day on a 0–100% axis, in the emotion colours of spec section 9. */
export function EmotionTimelineChart({
  points,
  height = 320,
  compact = false,
}: {
  points: readonly TTimelinePoint[];
  height?: number;
  compact?: boolean;
}) {
  const data = points.map((point) => ({
    day: dayLabel(point.date),
    joy: point.avgJoy,
    calm: point.avgCalm,
    anxiety: point.avgAnxiety,
    sadness: point.avgSadness,
  }));

  return (
    <Box
      component="figure"
      m={0}
      aria-label={`Emotion timeline: ${SERIES.map((s) => s.label).join(', ')} from 0 to 100 percent over ${points.length} day${points.length === 1 ? '' : 's'}`}
    >
      <LineChart
        h={height}
        data={data}
        dataKey="day"
        series={SERIES}
        curveType="monotone"
        strokeWidth={compact ? 2 : 2.5}
        withLegend={false}
        withDots={data.length <= 45}
        dotProps={{ r: compact ? 2.5 : 3.5, strokeWidth: 1.5 }}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: compact ? 40 : 48 }}
        xAxisProps={{ minTickGap: 24 }}
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
