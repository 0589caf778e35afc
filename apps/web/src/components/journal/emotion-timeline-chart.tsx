import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import type { TTimelinePoint } from '@innerweather/validators/journal';
import { plural } from '@innerweather/validators/plural';
import { EMOTION_SERIES as SERIES, EmotionLegend } from './emotion-legend.tsx';
import { dayLabel, localToday, timelineAxis } from './timeline-axis.ts';

// This module is the only one that imports the charting library; pages load it with React.lazy so recharts stays
// out of the landing page and out of every screen that draws no chart.

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
  const { data, domain, ticks } = timelineAxis(points, days, localToday());

  return (
    <Box
      component="figure"
      m={0}
      // The first day on the axis (YYYY-MM-DD), for whoever checks what the chart spans.
      data-from={new Date(domain[0]).toISOString().slice(0, 10)}
      aria-label={`Emotion timeline: ${SERIES.map((s) => s.label).join(', ')} from 0 to 100 percent over ${plural(points.length, 'day')}`}
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
          // Room for the first and last day's dots: a point on the range's edge is drawn whole, inside the plot.
          padding: { left: compact ? 8 : 12, right: compact ? 8 : 12 },
          tickFormatter: (value: number) => dayLabel(value),
        }}
        tooltipProps={{ labelFormatter: (value) => dayLabel(Number(value)) }}
        valueFormatter={(value) => `${value}%`}
        withYAxis
      />
      <EmotionLegend compact={compact} caption />
    </Box>
  );
}
