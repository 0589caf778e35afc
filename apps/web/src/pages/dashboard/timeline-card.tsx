import { Box, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { Link } from 'wouter';
import { IconChevronRight } from '../../components/icons.tsx';
import { EmotionLegend } from '../../components/journal/emotion-legend.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useFirstSeen } from '../../lib/use-first-seen.ts';

// The chart (recharts, the app's largest download) arrives in its own download, and only once the card is in the
// window: on a phone the card is below the fold, and the dashboard starts without downloading or running it.
const EmotionTimelineChart = lazy(async () => ({
  default: (await import('../../components/journal/emotion-timeline-chart.tsx')).EmotionTimelineChart,
}));

const CHART_HEIGHT = 220;

/** Where the chart will be: as tall as the chart and its legend, so nothing moves when it arrives. */
function ChartPlaceholder() {
  return (
    <div aria-hidden>
      <Skeleton height={CHART_HEIGHT} radius="md" />
      <EmotionLegend compact />
    </div>
  );
}

/**
 * The dashboard's small chart of the last 30 days, with Full View to /timeline. Memoised: the dashboard renders again
 * for each of its other reads, and drawing the chart is the costliest part of a render on a slow phone.
 */
export const TimelineCard = memo(function TimelineCard() {
  const timeline = trpc.emotions.timeline.useQuery({ days: 30 });
  const points = timeline.data ?? [];
  const [cardRef, seen] = useFirstSeen<HTMLElement>();

  return (
    <Card
      ref={cardRef}
      h="100%"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="timeline-card-title"
    >
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Title order={2} fz="lg" id="timeline-card-title">
          Emotion Timeline
        </Title>
        <Button
          component={Link}
          href="/timeline"
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronRight size={16} />}
        >
          Full View
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mb="md">
        Last 30 days
      </Text>
      {timeline.isPending ? (
        <ChartPlaceholder />
      ) : points.length === 0 ? (
        <Box h={CHART_HEIGHT} style={{ display: 'grid', placeItems: 'center' }}>
          <Text c="dimmed" size="sm" ta="center" maw={260}>
            {timeline.isError
              ? 'Your timeline could not be loaded just now.'
              : 'Your timeline fills in as your entries are analysed.'}
          </Text>
        </Box>
      ) : !seen ? (
        <ChartPlaceholder />
      ) : (
        <Suspense fallback={<ChartPlaceholder />}>
          <EmotionTimelineChart points={points} days={30} height={CHART_HEIGHT} compact />
        </Suspense>
      )}
    </Card>
  );
});
