import { Box, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { Link } from 'wouter';
import { IconChevronRight } from '../../components/icons.tsx';
import { trpc } from '../../lib/trpc.ts';

// The chart (recharts) arrives in its own download after the dashboard's words and figures.
const EmotionTimelineChart = lazy(async () => ({
  default: (await import('../../components/journal/emotion-timeline-chart.tsx')).EmotionTimelineChart,
}));

const CHART_HEIGHT = 220;

/**
 * The dashboard's small chart of the last 30 days, with Full View to /timeline. Memoised: the dashboard renders again
 * for each of its other reads, and drawing the chart is the costliest part of a render on a slow phone.
 */
export const TimelineCard = memo(function TimelineCard() {
  const timeline = trpc.emotions.timeline.useQuery({ days: 30 });
  const points = timeline.data ?? [];

  return (
    <Card h="100%" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="timeline-card-title">
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
        <Skeleton height={CHART_HEIGHT} radius="md" />
      ) : points.length === 0 ? (
        <Box h={CHART_HEIGHT} style={{ display: 'grid', placeItems: 'center' }}>
          <Text c="dimmed" size="sm" ta="center" maw={260}>
            {timeline.isError
              ? 'Your timeline could not be loaded just now.'
              : 'Your timeline fills in as your entries are analysed.'}
          </Text>
        </Box>
      ) : (
        <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
          <EmotionTimelineChart points={points} days={30} height={CHART_HEIGHT} compact />
        </Suspense>
      )}
    </Card>
  );
});
