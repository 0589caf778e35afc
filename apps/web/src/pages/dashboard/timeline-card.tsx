import { Box, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { IconChevronRight } from '../../components/icons.tsx';
import { EmotionDot } from '../../components/journal/emotion-badge.tsx';
import { EMOTION_LABEL } from '../../components/journal/journal-words.ts';
import { trpc } from '../../lib/trpc.ts';

// The chart (recharts) arrives in its own download after the dashboard's words and figures.
const EmotionTimelineChart = lazy(async () => ({
  default: (await import('../../components/journal/emotion-timeline-chart.tsx')).EmotionTimelineChart,
}));

const CHART_HEIGHT = 220;
const LEGEND = ['joy', 'calm', 'anxiety', 'sadness'] as const;

/** The dashboard's small chart of the last 30 days, with Full View to /timeline. */
export function TimelineCard() {
  const timeline = trpc.emotions.timeline.useQuery({ days: 30 });
  const points = timeline.data ?? [];

  return (
    <Card h="100%" component="section" aria-labelledby="timeline-card-title">
      <Group justify="space-between" mb={4}>
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
        <>
          <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
            <EmotionTimelineChart points={points} height={CHART_HEIGHT} compact />
          </Suspense>
          <Group gap="md" justify="center" mt="sm" aria-hidden>
            {LEGEND.map((emotion) => (
              <Group key={emotion} gap={6} wrap="nowrap">
                <EmotionDot emotion={emotion} size={8} />
                <Text size="xs" c="dimmed">
                  {EMOTION_LABEL[emotion]}
                </Text>
              </Group>
            ))}
          </Group>
        </>
      )}
    </Card>
  );
}
